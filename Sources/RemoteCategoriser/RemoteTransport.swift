import Foundation

/// One HTTP exchange, as the adapter needs it. The real one is `URLSessionTransport`; it is a
/// protocol so the retry and checking logic can be exercised without a network.
public protocol RemoteTransport: Sendable {
    func send(_ request: RemoteHTTPRequest) -> Result<RemoteHTTPResponse, RemoteTransportFailure>
}

public struct RemoteHTTPRequest: Sendable {
    public var url: URL
    public var headers: [(String, String)]
    public var body: Data
    /// Seconds without an answer before giving up.
    public var timeout: Double
}

public struct RemoteHTTPResponse: Sendable {
    public var status: Int
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// The request never got an HTTP answer.
public enum RemoteTransportFailure: Error, Sendable, Equatable {
    case timedOut
    /// Could not connect, connection lost, TLS failure: a sentence without the key.
    case unreachable(String)
}
