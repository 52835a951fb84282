import Categorisation
import LedgerStore
import StatementCore

/// Recategorise: run the chain again over the rows no person has settled (after the rules
/// change) and move those whose category or confidence changes, each with its reason.
public struct Recategorise {
    public struct Move: Sendable {
        public var row: StoredTransaction
        public var suggestion: Suggestion
        public var needsReview: Bool
    }

    public struct Result: Sendable {
        public var moves: [Move]
        public var rowsConsidered: Int
        public var dryRun: Bool
    }

    public var ledger: LedgerAccess
    public var folders: RuleFolders
    public var threshold: Double

    public init(ledger: LedgerAccess, folders: RuleFolders, threshold: Double = CategorisationChain.defaultThreshold) {
        self.ledger = ledger
        self.folders = folders
        self.threshold = threshold
    }

    public func run(dryRun: Bool) throws(AppError) -> Result {
        let rules = try RuleCatalog.load(folders)
        let store = try (dryRun ? ledger.openForReading() : ledger.openExisting())
        let categoriser = try LedgerCategoriser.load(ledger: store, rules: rules, threshold: threshold)
        let rows: [StoredTransaction]
        do {
            rows = try store.transactions(TransactionFilter(locked: false))
        } catch {
            throw LedgerFailure.appError(error, path: store.path, doing: "read")
        }
        let results = try categoriser.categorise(rows.map { row in
            CategorisationInput(transactionID: row.id, description: row.description, amount: row.amount, date: row.date)
        })
        var moves: [Move] = []
        for (row, result) in zip(rows, results) {
            let suggestion = result.suggestion
            guard suggestion.categoryID != row.categoryID || abs(suggestion.confidence - row.confidence) > 0.001 else { continue }
            moves.append(Move(row: row, suggestion: suggestion, needsReview: result.needsReview))
        }
        if !dryRun && !moves.isEmpty {
            do {
                // All moves or none: a run stopped half-way would leave the ledger between two rule sets.
                try store.atomically {
                    for move in moves {
                        try store.setCategory(transactionID: move.row.id, category: move.suggestion.categoryID,
                                              source: move.suggestion.source, confidence: move.suggestion.confidence,
                                              reason: move.suggestion.explanation, belowThreshold: move.needsReview)
                    }
                }
            } catch {
                throw LedgerFailure.appError(error, path: store.path, doing: "write")
            }
        }
        return Result(moves: moves, rowsConsidered: rows.count, dryRun: dryRun)
    }
}
