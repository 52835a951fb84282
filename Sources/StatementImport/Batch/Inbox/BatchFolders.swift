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
            return
                "the \(name) folder is the inbox itself (\(inbox)): set another folder for `\(name)` in the [batch] section of the configuration, or pass --\(name) DIR"
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

    /// The folders of a run: each one given (on the command line, else in the configuration) is
    /// used; processed/ and failed/ not given sit beside the inbox, so `--inbox DIR` alone never
    /// files into the default folders of another inbox.
    public static func resolve(
        inbox: String?, processed: String?, failed: String?, dataHome: String
    ) -> BatchFolders {
        let defaults = BatchFolders.defaults(dataHome: dataHome)
        guard let inbox else {
            return BatchFolders(inbox: defaults.inbox, processed: processed ?? defaults.processed, failed: failed ?? defaults.failed)
        }
        let parent = (inbox.hasSuffix("/") && inbox.count > 1 ? String(inbox.dropLast()) : inbox) as NSString
        let beside = parent.deletingLastPathComponent.isEmpty ? "." : parent.deletingLastPathComponent
        return BatchFolders(
            inbox: inbox, processed: processed ?? beside + "/processed", failed: failed ?? beside + "/failed")
    }
}
