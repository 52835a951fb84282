import StatementCore

/// An account the ledger has seen statements for.
public struct StoredAccount: Sendable, Hashable {
    public var id: Int64
    public var institution: String
    public var maskedNumber: String
    public var currency: Currency
    public var kind: AccountKind
    /// The name a person gave the account (`import --account NAME`), if any.
    public var name: String?
    /// The sort code, routing number or other bank code printed with its number, if any.
    public var bankCode: String?

    /// How people see the account: its name, else bank and last four digits.
    public var label: String { name ?? "\(institution) \(maskedNumber)" }

    init(row: any DatabaseRow) {
        id = row.int64(0)
        institution = row.text(1)
        maskedNumber = row.text(2)
        currency = Currency(code: row.text(3))
        kind = AccountKind(rawValue: row.text(4)) ?? .current
        name = row.optionalText(5)
        bankCode = row.optionalText(6)
    }
}
