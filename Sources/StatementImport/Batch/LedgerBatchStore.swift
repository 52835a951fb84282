import Foundation
import Categorisation
import LedgerStore
import StatementCore

/// The batch's ledger: the same categorisation chain and whole-file import as `import`, one
/// transaction per file (SQLite or PostgreSQL).
public final class LedgerBatchStore: BatchLedger {
    let ledger: Ledger
    let categoriser: LedgerCategoriser
    let threshold: Double
    /// `[import] currency`: a shared sign's currency when a file's cues allow it.
    public var preferredCurrency: Currency?

    init(ledger: Ledger, categoriser: LedgerCategoriser, threshold: Double) {
        self.ledger = ledger
        self.categoriser = categoriser
        self.threshold = threshold
    }

    /// Opens the ledger for writing and trains the categoriser once for the whole run. A dry run
    /// writes nothing of the user's, not even a new ledger: without one it reads against an empty
    /// throwaway ledger in `scratch` (SQLite's in-memory databases cannot use WAL), where every
    /// file would be new; the caller removes `scratch`.
    public static func open(_ session: LedgerSession, dryRun: Bool, scratch: String) throws(AppError) -> LedgerBatchStore {
        let rules = try session.loadRules()
        // A bad remote configuration or key file stops the run before a ledger is created.
        let remoteWanted = try session.remoteWanted()
        var target = session
        if dryRun && !session.ledger.mayExist { target.ledger = LedgerAccess(path: scratch + "/ledger.sqlite") }
        let ledger = try target.openForWriting()
        let categoriser = try session.categoriser(on: ledger, rules: rules, withRemote: remoteWanted, dryRun: dryRun)
        let threshold = session.threshold
        return LedgerBatchStore(ledger: ledger, categoriser: categoriser, threshold: threshold)
    }

    public func importedName(sha256: String) throws -> ProcessedName? {
        do {
            guard try ledger.isImported(sha256: sha256) else { return nil }
            let stored = try ledger.statements().filter { $0.fileSHA256 == sha256 }.sorted { $0.section < $1.section }
            guard let first = stored.first else { return nil }
            let account = try ledger.accounts().first { $0.id == first.accountID }
            return ProcessedName(institution: account?.institution, account: account?.maskedNumber,
                                 periodEnd: first.periodEnd ?? first.statementDate, sha256: sha256)
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
        }
    }

    public func store(_ read: [Statement], fileName: String, sha256: String, dryRun: Bool) throws -> StoredFile {
        try store(read, suggestionsAsRead: nil, fileName: fileName, sha256: sha256, dryRun: dryRun)
    }

    public var categoriseAsRead: (@Sendable (Statement) -> [CategorisedRow]?)? { categoriser.suggestingAsRead }

    public func store(_ read: [Statement], suggestionsAsRead: [[CategorisedRow]]?, fileName: String, sha256: String,
                      dryRun: Bool) throws -> StoredFile {
        // No --currency in an unattended run: the ledger's account or `[import] currency` may supply
        // it, else the file fails with the advice.
        let statements = try CurrencyResolution.resolve(read, path: fileName, given: nil, ledger: ledger, accountName: nil,
                                                        preferred: preferredCurrency)
        let local = try categoriser.suggestions(for: statements, read: read, suggestedAsRead: suggestionsAsRead)
        // One file at a time here (each is stored before the next is read): the remote step asks
        // about this file's open rows, and its cache spares a rerun every request.
        let suggestions = categoriser.completeRemotely(local, rows: statements.map(RemoteStep.rows))
        let requests = statements.indices.map { index in
            StatementImportRequest(statement: statements[index], fileName: fileName, fileSHA256: sha256, toolVersion: ToolVersion.current,
                                   suggestions: suggestions[index].map { $0.suggestion.categoryID == nil ? nil : $0.suggestion })
        }
        let options = ImportOptions(dryRun: dryRun, acceptUnverified: false, reviewBelowConfidence: threshold)
        let outcomes: [ImportOutcome]
        do {
            outcomes = try ledger.importStatements(requests, options: options)
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "write")
        }
        if outcomes.allSatisfy({ $0.status == .alreadyImported }) { return StoredFile(outcome: .alreadyImported) }
        for outcome in outcomes {
            if case .rejected(let problems) = outcome.status, let first = problems.first {
                return StoredFile(outcome: .rejected(where: LedgerBatchStore.place(of: first)))
            }
        }
        var needsReview = 0
        for (outcome, rows) in zip(outcomes, suggestions) where outcome.status == .imported {
            // The ledger counts the rows it marks as it writes them; nothing is written in a dry run.
            needsReview += outcome.statementID == nil ? rows.filter(\.needsReview).count + outcome.lookAlikes.count
                                                      : outcome.needsReview
        }
        return StoredFile(outcome: .imported, rowsInserted: outcomes.reduce(0) { $0 + $1.inserted }, needsReview: needsReview)
    }

    /// "page 2, line 14": where to look, without the amounts the problem's message carries.
    static func place(of problem: VerificationProblem) -> String {
        switch (problem.page, problem.line) {
        case let (page?, line?): return "page \(page), line \(line)"
        case let (page?, nil): return "page \(page)"
        default: return "its balances"
        }
    }

    public func claimRun() throws -> Bool {
        do {
            return try ledger.claimBatchLock()
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "lock")
        }
    }

    public func beginRun() -> Int64? { try? ledger.beginImportRun() }

    public func finishRun(_ id: Int64, totals: BatchReport.Totals) {
        var counts = ImportRunCounts()
        counts.filesSeen = totals.files
        counts.imported = totals.imported
        counts.skipped = totals.alreadyImported
        counts.failed = totals.failed
        counts.rowsInserted = totals.rowsInserted
        try? ledger.finishImportRun(id: id, counts: counts)
    }

    public var remoteActivity: (asked: Int, cached: Int, failed: Int, warnings: [String])? {
        guard let remote = categoriser.remote else { return nil }
        let summary = remote.categoriser.summary
        return (summary.asked, summary.cached, summary.failed, remote.warnings)
    }
}
