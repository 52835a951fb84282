/// The request never got an HTTP answer.
public enum RemoteTransportFailure: Error, Sendable, Equatable {
    case timedOut
    /// Could not connect, connection lost, TLS failure: a sentence without the key.
    case unreachable(String)
    /// The answer's body went past `RemoteHTTPRequest.maximumAnswerBytes`: reading stopped there.
    case tooLarge(limit: Int)
    /// The answer came compressed (`Content-Encoding`) though none was asked for: refused unread,
    /// since a few megabytes on the wire can inflate to gigabytes.
    case compressed(encoding: String)
}
