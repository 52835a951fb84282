import Categorisation
import LedgerStore

/// Review and teaching: when a person settles a row, the row is locked with their category and
/// the ledger's merchant memory learns from it (agreement grows confidence, disagreement lowers it).
public final class CategoryTeacher {
    public let ledger: Ledger
    private var memory: MerchantMemory
    /// The category ids a row may be set to.
    public let knownCategories: Set<String>

    public init(_ access: LedgerAccess) throws(AppError) {
        let ledger = try access.openExisting()
        self.ledger = ledger
        do {
            memory = MerchantMemory(records: try ledger.learnedMerchants())
            knownCategories = Set(try ledger.categories().map(\.id))
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
        }
    }

    /// The rows waiting for a person, least confident first.
    public func rowsNeedingReview() throws(AppError) -> [StoredTransaction] {
        do {
            return try ledger.transactions(TransactionFilter(needsReview: true)).sorted { $0.confidence < $1.confidence }
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
        }
    }

    /// Sets the row's category (locking it) and teaches the memory.
    public func set(_ id: String, category: String) throws(AppError) {
        guard knownCategories.contains(category) else {
            throw .badData("'\(category)' is not a category: use one of \(knownCategories.sorted().joined(separator: ", "))")
        }
        guard let row = try transaction(id) else {
            throw .badData("no transaction with id \(id): see `statement-import review --list`")
        }
        try settle(row, category: category)
    }

    /// Accepts the row's suggested category (locking it) and teaches the memory; returns that category.
    @discardableResult
    public func confirm(_ id: String) throws(AppError) -> String {
        guard let row = try transaction(id), let category = row.categoryID else {
            throw .badData("no categorised transaction with id \(id): see `statement-import review --list`")
        }
        try settle(row, category: category)
        return category
    }

    private func transaction(_ id: String) throws(AppError) -> StoredTransaction? {
        do {
            return try ledger.transaction(id: id)
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
        }
    }

    /// The correction and what it teaches are one transaction: both stored, or neither. A row a
    /// person already settled on this category teaches nothing again: the same answer given twice
    /// is one answer, and counted twice it raised the merchant's confidence past review.
    private func settle(_ row: StoredTransaction, category: String) throws(AppError) {
        if row.locked && row.categoryID == category && row.reviewStatus == .confirmed { return }
        var memory = self.memory
        do {
            try ledger.atomically {
                if category == row.categoryID {
                    try ledger.confirm(transactionID: row.id)
                } else {
                    try ledger.setCategory(
                        transactionID: row.id, category: category, source: .user, confidence: 1,
                        reason: "set by a person", lock: true)
                }
                if let learned = memory.learn(description: row.description, categoryID: category) {
                    try ledger.upsertLearnedMerchant(learned)
                }
            }
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "write")
        }
        self.memory = memory
    }
}
