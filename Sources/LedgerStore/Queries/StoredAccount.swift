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

    /// How people see the account: its name, else the bank and last four digits; where the bank's
    /// name was not found (or a greeting was read for it), the number alone.
    public var label: String {
        if let name { return name }
        let number = hasNumber ? maskedNumber : "account \(id)"
        return bankFound ? "\(institution) \(number)" : number
    }

    /// Whether the institution was found on the statement: not the placeholder of one that was not,
    /// nor a greeting or sentence read for it before the finder knew better.
    public var bankFound: Bool { InstitutionName.isPlausible(institution) }

    /// Whether the statements print a number (its last four digits are known).
    public var hasNumber: Bool { maskedNumber != "unknown" && !maskedNumber.isEmpty }

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
