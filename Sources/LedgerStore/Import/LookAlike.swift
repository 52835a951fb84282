/// A newly inserted row with the same account and amount as an existing one within two days,
/// but a different description: possibly the same payment printed differently.
public struct LookAlike: Sendable, Hashable, CustomStringConvertible {
    /// 0-based position of the row in the imported statement.
    public var position: Int
    public var transactionID: String
    public var otherTransactionID: String
    public var otherDate: String
    public var otherDescription: String
    /// The statement that stored the other row.
    public var otherStatementID: Int64? = nil

    public var description: String {
        "row \(position + 1) looks like \(otherTransactionID) (\(otherDate) \"\(otherDescription)\")"
    }
}
