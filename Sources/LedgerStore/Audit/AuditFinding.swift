import StatementCore

/// One way the ledger differs from what a statement prints.
public struct AuditFinding: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The statement prints the row; the ledger does not hold it.
        case missing
        /// The ledger holds a row in the statement's period that the statement does not print.
        case extra
        /// The ledger holds a row the statement prints once a second time.
        case twice
        /// The same row (same day and words, or the same bank id) with another amount.
        case amountDiffers = "amount_differs"
        /// The same amount within two days, on another date.
        case dateDiffers = "date_differs"
    }

    public var kind: Kind
    /// The statement's row: where it prints it (nil for an extra row, which it does not print).
    public var page: Int?
    public var line: Int?
    public var date: LocalDate?
    public var amount: Money?
    public var description: String?
    /// The ledger's row, when one is involved (every kind but missing).
    public var ledgerRow: AuditedRow?
}
