/// The three folders of unattended runs. Defaults live under `$XDG_DATA_HOME/statement-import/`;
/// the configuration's `[batch]` section and the command line override them.
public struct BatchFolders: Sendable, Equatable {
    public var inbox: String
    public var processed: String
    public var failed: String

    public init(inbox: String, processed: String, failed: String) {
        self.inbox = inbox
        self.processed = processed
        self.failed = failed
    }

    public static func defaults(dataHome: String) -> BatchFolders {
        let base = dataHome + "/statement-import"
        return BatchFolders(inbox: base + "/inbox", processed: base + "/processed", failed: base + "/failed")
    }
}
