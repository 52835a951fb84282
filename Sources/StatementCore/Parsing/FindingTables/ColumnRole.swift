/// What a column of a transaction table holds.
public enum ColumnRole: String, Sendable, Hashable, CaseIterable {
    case date
    case valueDate = "value_date"
    case description
    case debit
    case credit
    case amount
    case balance
    /// A cheque or reference number printed in a column of its own ("Chq./Ref.No."): not part of
    /// the description.
    case reference

    public var holdsMoney: Bool { self == .debit || self == .credit || self == .amount || self == .balance }
}
