import Foundation

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

    /// Why these folders cannot serve a run, or nil. A processed or failed folder that is the inbox
    /// itself would file each statement back where it came from, renamed, on every run.
    public var problem: String? {
        let inboxPath = BatchFolders.standardized(inbox)
        for (name, folder) in [("processed", processed), ("failed", failed)] where BatchFolders.standardized(folder) == inboxPath {
            return "the \(name) folder is the inbox itself (\(inbox)): set another folder for `\(name)` in the [batch] section of the configuration, or pass --\(name) DIR"
        }
        if BatchFolders.standardized(processed) == BatchFolders.standardized(failed) {
            return "the processed and failed folders are the same (\(processed)): set two folders in the [batch] section of the configuration"
        }
        return nil
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    public static func defaults(dataHome: String) -> BatchFolders {
        let base = dataHome + "/statement-import"
        return BatchFolders(inbox: base + "/inbox", processed: base + "/processed", failed: base + "/failed")
    }
}
