/// Categorises by what people confirmed for the same merchant before.
public struct MerchantMemory: Categoriser {
    public static let confidenceCap = 0.95
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

    public func suggest(_ inputs: [CategorisationInput]) -> [Suggestion] {
        // Nothing learned yet (a new ledger): no merchant key is worth working out.
        if records.isEmpty { return inputs.map { _ in .none } }
        // A statement repeats its merchants: each distinct description is reduced once.
        var keys: [String: String] = [:]
        return inputs.map { input in
            let merchant = keys[input.description] ?? MerchantNormaliser.key(for: input.description)
            keys[input.description] = merchant
            guard let record = records[merchant] ?? records[MerchantNormaliser.earlierKey(for: input.description)] else {
                return .none
            }
            let times = record.agreements == 1 ? "1 confirmation" : "\(record.agreements) confirmations"
            let against = record.disagreements == 0 ? "" : " and \(record.disagreements) corrections"
            return Suggestion(
                categoryID: record.categoryID, confidence: record.confidence, source: .learned,
                explanation: "learned from \(times)\(against) of \(merchant)")
        }
    }
}
