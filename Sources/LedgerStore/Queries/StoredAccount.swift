import StatementCore

/// An account the ledger has seen statements for.
public struct StoredAccount: Sendable, Hashable {
    public var id: Int64
    public var institution: String
    public var maskedNumber: String
    public var currency: Currency
    public var kind: AccountKind

    init(row: SQLiteRow) {
        id = row.int64(0)
        institution = row.text(1)
        maskedNumber = row.text(2)
        currency = Currency(code: row.text(3))
        kind = AccountKind(rawValue: row.text(4)) ?? .current
    }
}
