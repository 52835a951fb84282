import Categorisation
import LedgerStore

/// What happens when a person settles a row: the row is locked with their category, and the
/// ledger's merchant memory learns from it (agreement grows confidence, disagreement lowers it).
struct CategoryTeacher {
    let ledger: Ledger
    private var memory: MerchantMemory

    init(ledger: Ledger) throws {
        self.ledger = ledger
        memory = MerchantMemory(records: try ledger.learnedMerchants())
    }

    mutating func set(_ row: StoredTransaction, category: String) throws {
        if category == row.categoryID {
            try ledger.confirm(transactionID: row.id)
        } else {
            try ledger.setCategory(transactionID: row.id, category: category, source: .user, confidence: 1,
                                   reason: "set by a person", lock: true)
        }
        if let learned = memory.learn(description: row.description, categoryID: category) {
            try ledger.upsertLearnedMerchant(learned)
        }
    }
}
