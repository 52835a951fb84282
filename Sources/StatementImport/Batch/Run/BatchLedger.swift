import Categorisation
import LedgerStore
import StatementCore

/// The ledger a batch run stores into, with the chain trained on it once for the whole run, and
/// what only a batch asks of it: the run's claim on a shared ledger, the run's record, the name
/// of a file it holds. The storing itself is `ImportPipeline`'s, as for `import`.
public struct BatchLedger {
    let ledger: Ledger
    let categoriser: LedgerCategoriser
    let threshold: Double
    /// `[import] currency`: a shared sign's currency when a file's cues allow it.
    public var preferredCurrency: Currency?
    /// The day the budgets' periods are found from, for the run's report.
    public var budgetClock = BudgetClock.system
    /// One warning a rule left out because the ledger lacks its category.
    var ruleWarnings: [String] = []
    /// Claims the ledger for this run beyond the inbox lock (a ledger on a server is shared by
    /// machines whose inboxes differ); false when another run holds it.
    var claimRun: () throws(AppError) -> Bool

    init(ledger: Ledger, categoriser: LedgerCategoriser, threshold: Double) {
        self.ledger = ledger
        self.categoriser = categoriser
        self.threshold = threshold
        self.claimRun = { () throws(AppError) -> Bool in
            do {
                return try ledger.claimBatchLock()
            } catch {
                throw LedgerFailure.appError(error, path: ledger.path, doing: "lock")
            }
        }
    }

    /// Opens the ledger for writing and trains the categoriser once for the whole run. A dry run
    /// writes nothing of the user's, not even a new ledger: without one it reads against an empty
    /// throwaway ledger in `scratch` (SQLite's in-memory databases cannot use WAL), where every
    /// file would be new; the caller removes `scratch`.
    public static func open(_ session: LedgerSession, dryRun: Bool, scratch: String) throws(AppError) -> BatchLedger {
        let rules = try session.loadRules()
        // A bad remote configuration or key file stops the run before a ledger is created.
        let remoteWanted = try session.remoteWanted()
        var target = session
        if dryRun && !session.ledger.mayExist { target.ledger = session.ledger.throwaway(at: scratch + "/ledger.sqlite") }
        let ledger = try target.openForWriting()
        let categoriser = try session.categoriser(on: ledger, rules: rules, withRemote: remoteWanted, dryRun: dryRun)
        var opened = BatchLedger(ledger: ledger, categoriser: categoriser, threshold: session.threshold)
        opened.ruleWarnings = rules.skipped.map(RuleCatalog.skippedWarning)
        return opened
    }

    /// How a file the ledger holds is named in processed/, or nil when the ledger has no such file.
    func importedName(sha256: String) throws(AppError) -> ProcessedName? {
        do {
            guard try ledger.isImported(sha256: sha256) else { return nil }
            let stored = try ledger.statements().filter { $0.fileSHA256 == sha256 }.sorted { $0.section < $1.section }
            guard let first = stored.first else { return nil }
            let account = try ledger.accounts().first { $0.id == first.accountID }
            return ProcessedName(
                institution: account?.institution, account: account?.maskedNumber,
                periodEnd: first.periodEnd ?? first.statementDate, sha256: sha256)
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
        }
    }

    /// The `import_runs` row for this run; nil when it cannot be recorded.
    func beginRun() -> Int64? { try? ledger.beginImportRun() }

    func finishRun(_ id: Int64, totals: BatchReport.Totals) {
        var counts = ImportRunCounts()
        counts.filesSeen = totals.files
        counts.imported = totals.imported
        counts.skipped = totals.alreadyImported
        counts.failed = totals.failed
        counts.rowsInserted = totals.rowsInserted
        try? ledger.finishImportRun(id: id, counts: counts)
    }

    /// What the remote categoriser did this run (asked, answered from cache, failed), and its
    /// warnings; nil when remote is off.
    var remoteActivity: (asked: Int, cached: Int, failed: Int, warnings: [String])? {
        guard let remote = categoriser.remote else { return nil }
        let summary = remote.categoriser.summary
        return (summary.asked, summary.cached, summary.failed, remote.warnings)
    }

    /// "page 2, line 14": where to look, without the amounts the problem's message carries.
    static func place(of problem: VerificationProblem) -> String {
        switch (problem.page, problem.line) {
        case let (page?, line?): return "page \(page), line \(line)"
        case let (page?, nil): return "page \(page)"
        default: return "its balances"
        }
    }
}
