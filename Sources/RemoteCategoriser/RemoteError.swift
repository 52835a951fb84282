/// Why the remote categoriser cannot be set up or checked. The message is a sentence a user can act
/// on and never contains the key; `kind` tells the command line which exit code to use.
public struct RemoteError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Contradictory settings, such as both STATEMENT_IMPORT_REMOTE_KEY and _KEY_FILE (exit 64).
        case usage
        /// A bad configuration file or value, a key file others can read, a missing key (exit 78).
        case configuration
        /// The service refused the key: 401 or 403 (exit 77).
        case keyRefused
        /// The service cannot be reached or answers with an error (exit 69).
        case unavailable
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// The sysexits.h code a command should end with.
    public var exitCode: Int32 {
        switch kind {
        case .usage: 64
        case .configuration: 78
        case .keyRefused: 77
        case .unavailable: 69
        }
    }
}
