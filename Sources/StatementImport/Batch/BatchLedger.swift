import Categorisation
import StatementCore

/// What the batch needs from the ledger, so the run itself does not care how statements are
/// categorised and stored. Every call happens on the batch's own thread, one file at a time.
public protocol BatchLedger {
    /// How an already-imported file is named in processed/, or nil when the ledger has no such file.
    func importedName(sha256: String) throws -> ProcessedName?
    /// Categorises and stores the statements of one file in one transaction, whole or nothing.
    func store(_ statements: [Statement], fileName: String, sha256: String, dryRun: Bool) throws -> StoredFile
    /// `store`, with what `categoriseAsRead` suggested for the statements as the worker read them.
    func store(_ statements: [Statement], suggestionsAsRead: [[CategorisedRow]]?, fileName: String, sha256: String,
               dryRun: Bool) throws -> StoredFile
    /// The local categorisers as the run loaded them, for the batch's reading thread to work out
    /// each file's suggestions as it arrives; nil to leave it to `store`.
    var categoriseAsRead: (@Sendable (Statement) -> [CategorisedRow]?)? { get }
    /// Claims the ledger for this run beyond the inbox lock (a ledger on a server is shared by
    /// machines whose inboxes differ); false when another run holds it.
    func claimRun() throws -> Bool
    /// The `import_runs` row for this run; nil when it cannot be recorded.
    func beginRun() -> Int64?
    func finishRun(_ id: Int64, totals: BatchReport.Totals)
    /// What the remote categoriser did this run (asked, answered from cache, failed), and its
    /// warnings; nil when remote is off.
    var remoteActivity: (asked: Int, cached: Int, failed: Int, warnings: [String])? { get }
}

extension BatchLedger {
    public func claimRun() throws -> Bool { true }

    public var remoteActivity: (asked: Int, cached: Int, failed: Int, warnings: [String])? { nil }

    public func store(_ statements: [Statement], suggestionsAsRead: [[CategorisedRow]]?, fileName: String, sha256: String,
                      dryRun: Bool) throws -> StoredFile {
        try store(statements, fileName: fileName, sha256: sha256, dryRun: dryRun)
    }

    public var categoriseAsRead: (@Sendable (Statement) -> [CategorisedRow]?)? { nil }
}

/// What storing one file did.
public struct StoredFile: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case imported
        case alreadyImported
        /// A statement does not add up; where to look (page and line, never amounts).
        case rejected(where: String)
    }

    public var outcome: Outcome
    public var rowsInserted: Int
    /// Rows stored that wait for a person: low confidence, no category, or look-alikes.
    public var needsReview: Int

    public init(outcome: Outcome, rowsInserted: Int = 0, needsReview: Int = 0) {
        self.outcome = outcome
        self.rowsInserted = rowsInserted
        self.needsReview = needsReview
    }
}
