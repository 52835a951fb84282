/// Categories a person chose or confirmed, by ledger transaction id: they always win.
public struct LockedChoices: Categoriser {
    public var categoryByTransactionID: [String: String]

    public var name: String { "locked" }

    public init(_ categoryByTransactionID: [String: String]) {
        self.categoryByTransactionID = categoryByTransactionID
    }

    public func suggest(_ inputs: [CategorisationInput]) -> [Suggestion] {
        inputs.map { input in
            guard let id = input.transactionID, let category = categoryByTransactionID[id] else { return .none }
            return Suggestion(categoryID: category, confidence: 1.0, source: .user,
                              explanation: "chosen by you (locked)")
        }
    }
}
