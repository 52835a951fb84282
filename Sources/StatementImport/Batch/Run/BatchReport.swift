/// What one batch run did, written as JSON for monitoring. It names files and says what became of
/// them; it never holds a description, an amount, a password or a key. The schema is documented
/// in docs/scheduling.md; `schema` goes up when a field changes meaning or goes away.
public struct BatchReport: Codable, Sendable {
    public static let schemaVersion = 1

    public var schema = BatchReport.schemaVersion
    public var runID: String
    public var startedAt: String
    public var finishedAt: String
    public var exitCode: Int32
    public var dryRun: Bool
    public var toolVersion: String
    public var inbox: String
    public var totals = Totals()
    public var files: [FileEntry] = []
    /// The PDFs in the inbox changed less than the settle time ago, left for a later run.
    public var settling: [String] = []
    /// Set when the run stopped early (the ledger could not be written); one sentence.
    public var error: String?
    /// Each budget in its period holding the run's day, in percent of its limit (no amount).
    public var budgets: [BudgetUse]?

    public struct Totals: Codable, Sendable, Equatable {
        public var files = 0
        public var imported = 0
        public var alreadyImported = 0
        public var failed = 0
        public var rowsInserted = 0
        public var needsReview = 0
        public var remoteAsked = 0
        public var remoteCached = 0
        public var remoteFailed = 0

        enum CodingKeys: String, CodingKey {
            case files, imported, alreadyImported = "already_imported", failed, rowsInserted = "rows_inserted"
            case needsReview = "needs_review", remoteAsked = "remote_asked", remoteCached = "remote_cached"
            case remoteFailed = "remote_failed"
        }
    }

    public struct FileEntry: Codable, Sendable, Equatable {
        public enum Outcome: String, Codable, Sendable {
            case imported
            case alreadyImported = "already-imported"
            case failed
            /// A dry run: what would have happened.
            case wouldImport = "would-import"
        }

        /// The path below the inbox (or failed/, for a retry).
        public var name: String
        public var sha256: String?
        public var outcome: Outcome
        public var movedTo: String?
        public var statements: Int
        public var rows: Int
        public var needsReview: Int
        public var error: FileError?
        /// Each statement's verdict as read, in the file's order; nil when the file was not read.
        public var verdicts: [String]? = nil

        enum CodingKeys: String, CodingKey {
            case name, sha256, outcome, movedTo = "moved_to", statements, rows, needsReview = "needs_review", error, verdicts
        }
    }

    public struct FileError: Codable, Sendable, Equatable {
        public var message: String
        public var category: String
        public var exitCode: Int32
        /// The command that imports the file once its owner has decided, when that is what it waits for.
        public var command: String?

        enum CodingKeys: String, CodingKey { case message, category, exitCode = "exit_code", command }
    }

    enum CodingKeys: String, CodingKey {
        case schema, runID = "run_id", startedAt = "started_at", finishedAt = "finished_at", exitCode = "exit_code"
        case dryRun = "dry_run", toolVersion = "tool_version", inbox, totals, files, settling, error, budgets
    }
}
