/// Categorises by what people confirmed for the same merchant before.
public struct MerchantMemory: Categoriser {
    public static let confidenceCap = 0.95
    /// How every explanation of memory begins, so a stored row tells what people taught from what
    /// the token model guessed (both are `learned`).
    public static let explanationPrefix = "learned from "
    public private(set) var records: [String: LearnedMerchant]

    public var name: String { "merchant memory" }

    public init(records: [LearnedMerchant] = []) {
        self.records = Dictionary(records.map { ($0.merchant, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The records to store back, sorted by merchant.
    public var allRecords: [LearnedMerchant] { records.values.sorted { $0.merchant < $1.merchant } }

    /// Records a person's confirmed category for a row; returns the updated record for the ledger.
    @discardableResult
    public mutating func learn(description: String, categoryID: String) -> LearnedMerchant? {
        let merchant = MerchantNormaliser.key(for: description)
        guard !merchant.isEmpty else { return nil }
        let updated = records[merchant]?.observing(categoryID) ?? LearnedMerchant(merchant: merchant, categoryID: categoryID)
        records[merchant] = updated
        return updated
    }

    /// The record of a merchant the key begins with, when that name says enough by itself: "ZORBLAX
    /// MARKET" learned reaches "ZORBLAX MARKET SAO PAULO" (a city no list holds). The name must keep
    /// two words that are not bank or stop words, so neither "UBER" reaches "UBER EATS" nor a bank
    /// phrase ("TRANSFERENCIA A") a payee printed after it.
    func namePrinted(before merchant: String) -> LearnedMerchant? {
        var words = merchant.split(separator: " ")
        while words.count > 2 {
            words.removeLast()
            guard words.filter({ TokenEvidence.counts(Substring($0.lowercased())) }).count >= 2 else { return nil }
            if let record = records[words.joined(separator: " ")] { return record }
        }
        return nil
    }

    /// False for an expense one spends at a merchant (not "other" or "cash", which go both ways)
    /// on money coming in, and for income on money going out; true for every other category.
    static func fits(_ categoryID: String, amount: Int64) -> Bool {
        guard let kind = Taxonomy.defaultCategories.first(where: { $0.id == categoryID })?.kind else { return true }
        switch kind {
        case .expense: return amount < 0 || ["other", "cash"].contains(categoryID)
        case .income: return amount > 0
        case .transfer: return true
        }
    }

    public func suggest(_ inputs: [CategorisationInput]) -> [Suggestion] {
        // Nothing learned yet (a new ledger): no merchant key is worth working out.
        if records.isEmpty { return inputs.map { _ in .none } }
        // A statement repeats its merchants: each distinct description is reduced once.
        var keys: [String: String] = [:]
        return inputs.map { input in
            let merchant = keys[input.description] ?? MerchantNormaliser.key(for: input.description)
            keys[input.description] = merchant
            guard
                let record = records[merchant] ?? records[MerchantNormaliser.earlierKey(for: input.description)]
                    ?? namePrinted(before: merchant)
            else {
                return .none
            }
            // Money back at a shop is a refund, not another purchase; money paid to a payer is not
            // their salary: memory does not learn which way a row went, so a category of the other
            // direction is left to the rules.
            guard Self.fits(record.categoryID, amount: input.amount.minorUnits) else { return .none }
            let times = record.agreements == 1 ? "1 confirmation" : "\(record.agreements) confirmations"
            let against = record.disagreements == 0 ? "" : " and \(record.disagreements) corrections"
            return Suggestion(
                categoryID: record.categoryID, confidence: record.confidence, source: .learned,
                explanation: Self.explanationPrefix + "\(times)\(against) of \(merchant)")
        }
    }
}
