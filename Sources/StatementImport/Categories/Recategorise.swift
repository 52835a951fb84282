import Categorisation
import LedgerStore
import RemoteCategoriser
import StatementCore

/// Recategorise: run the chain again over the rows no person has settled (after the rules
/// change) and move those whose category changes, each with its reason. A row keeping its
/// category is no move (a confirmation that agrees with the rule changes nothing to look at); it
/// is only brought up to date, unlisted, when it leaves or enters review. A row changes only when
/// the new answer is at least as strong as what settled it (`SettlingStrength`): a rule re-decides
/// a rule, but a guess below the threshold, the token model or "none" never undoes a rule, a remote
/// answer or what people taught, and nothing but people's teaching undoes a rule that tested whose
/// account it is. A person's own rule comes before what people taught, as in the chain import runs.
public struct Recategorise {
    public struct Move: Sendable {
        public var row: StoredTransaction
        public var suggestion: Suggestion
        public var needsReview: Bool
    }

    public struct Result: Sendable {
        public var moves: [Move]
        /// Rows keeping their category whose confidence and review state were brought up to date.
        public var refreshed: [Move] = []
        public var rowsConsidered: Int
        public var dryRun: Bool
        /// The remote step's summary line and warnings, when it was on.
        public var remoteLine: String?
        public var remoteWarnings: [String] = []
    }

    /// The ledger, rules and remote settings of the command.
    public var session: LedgerSession

    public init(
        ledger: LedgerAccess, folders: RuleFolders, threshold: Double = CategorisationChain.defaultThreshold,
        remote: RemoteChoice = .configured, environment: [String: String] = [:]
    ) {
        session = LedgerSession(ledger: ledger, folders: folders, threshold: threshold, remote: remote, environment: environment)
    }

    public init(session: LedgerSession) {
        self.session = session
    }

    public func run(dryRun: Bool) throws(AppError) -> Result {
        let rules = try session.loadRules()
        let store = try (dryRun ? session.openForReading() : session.openExisting())
        let categoriser = try session.categoriser(on: store, rules: rules, withRemote: true, dryRun: dryRun)
        let rows: [StoredTransaction]
        do {
            rows = try store.transactions(TransactionFilter(locked: false))
        } catch {
            throw LedgerFailure.appError(error, path: store.path, doing: "read")
        }
        let accounts: [Int64: String]
        do {
            accounts = Dictionary(uniqueKeysWithValues: try store.accounts().map { ($0.id, $0.maskedNumber) })
        } catch {
            throw LedgerFailure.appError(error, path: store.path, doing: "read")
        }
        // The account goes in as at import, so account-conditioned rules still match.
        let local = try categoriser.categorise(
            rows.map { row in
                CategorisationInput(
                    transactionID: row.id, description: row.description, amount: row.amount, date: row.date,
                    account: accounts[row.accountID], locale: StatementLocale(currency: row.amount.currency))
            })
        // Answers cached by an earlier run come back without a request: only changed rows are asked.
        let results = categoriser.completeRemotely(
            [local],
            rows: [
                rows.map { row in
                    RemoteRow(description: row.description, amount: row.amount, date: row.date)
                }
            ])[0]
        var moves: [Move] = []
        var refreshed: [Move] = []
        for (row, result) in zip(rows, results) {
            let suggestion = result.suggestion
            let move = Move(row: row, suggestion: suggestion, needsReview: result.needsReview)
            // A weaker source never undoes a stronger one: the holder test of an account's own rule
            // cannot be run again on stored rows, and a guess below the threshold settles nothing.
            var strength = SettlingStrength(suggestion, settled: !result.needsReview)
            // The chain import runs asks a person's own rules before what people taught: so does this.
            if !result.needsReview, categoriser.ownRules.wrote(suggestion) { strength = max(strength, .ownRule) }
            guard strength.mayReplace(Self.strength(of: row)) else { continue }
            // A remote guess waiting for review stays until a settled answer or another remote one comes.
            if row.categorySource == .remote, row.categoryID != nil, suggestion.source != .remote, result.needsReview { continue }
            if suggestion.categoryID == row.categoryID {
                if (row.reviewStatus == .needsReview) != result.needsReview { refreshed.append(move) }
                continue
            }
            moves.append(move)
        }
        if !dryRun { try write(moves + refreshed, to: store) }
        return Result(
            moves: moves, refreshed: refreshed, rowsConsidered: rows.count, dryRun: dryRun,
            remoteLine: categoriser.remote?.summaryLine, remoteWarnings: categoriser.remote?.warnings ?? [])
    }

    /// What settled the stored row's category, from its source and the explanation stored with it.
    static func strength(of row: StoredTransaction) -> SettlingStrength {
        SettlingStrength(
            source: row.categorySource, explanation: row.categoryReason,
            settled: row.reviewStatus != .needsReview, hasCategory: row.categoryID != nil)
    }

    /// Makes the moves a dry run showed (after a person said yes to them), all or none.
    public func apply(_ preview: Result) throws(AppError) -> Result {
        try write(preview.moves + preview.refreshed, to: session.openExisting())
        var applied = preview
        applied.dryRun = false
        return applied
    }

    private func write(_ moves: [Move], to store: Ledger) throws(AppError) {
        guard !moves.isEmpty else { return }
        do {
            // All moves or none: a run stopped half-way would leave the ledger between two rule sets.
            try store.atomically {
                for move in moves {
                    try store.setCategory(
                        transactionID: move.row.id, category: move.suggestion.categoryID,
                        source: move.suggestion.source, confidence: move.suggestion.confidence,
                        reason: move.suggestion.explanation, belowThreshold: move.needsReview,
                        payee: move.suggestion.payee)
                }
            }
        } catch {
            throw LedgerFailure.appError(error, path: store.path, doing: "write")
        }
    }
}
