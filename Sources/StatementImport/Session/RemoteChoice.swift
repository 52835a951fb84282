/// What the command line said about the remote categoriser for one run: `--remote` / `--no-remote`
/// (nil when neither, so the configuration's `enabled` decides) and `--remote-key-file FILE`.
/// Never the key itself: it is read from the file, the environment or the configuration.
public struct RemoteChoice: Sendable, Hashable {
    public var enabled: Bool?
    public var keyFile: String?

    public init(enabled: Bool? = nil, keyFile: String? = nil) {
        self.enabled = enabled
        self.keyFile = keyFile
    }

    /// Neither flag nor key file: the configuration decides.
    public static let configured = RemoteChoice()
}
