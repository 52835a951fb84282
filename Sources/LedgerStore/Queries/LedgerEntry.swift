import StatementCore

/// A transaction as the reports need it: when, which account, how much, which category and the
/// words a merchant is recognised by; nothing of review or audit.
public struct LedgerEntry: Sendable, Hashable {
    public var date: LocalDate
    public var accountID: Int64
    public var amount: Money
    public var categoryID: String?
    public var description: String
    public var payee: String?

    public init(date: LocalDate, accountID: Int64, amount: Money, categoryID: String?, description: String, payee: String?) {
        self.date = date
        self.accountID = accountID
        self.amount = amount
        self.categoryID = categoryID
        self.description = description
        self.payee = payee
    }

    static let columns = "date, account_id, amount_minor, currency, category_id, description, payee"

    init(row: any DatabaseRow) {
        // Dates are written only by this module, always valid ISO; a hand-edited bad one reads as 1970-01-01.
        self.init(
            date: LocalDate(iso: row.text(0)) ?? LocalDate(dayNumber: 0), accountID: row.int64(1),
            amount: Money(minorUnits: row.int64(2), currency: Currency(code: row.text(3))),
            categoryID: row.optionalText(4), description: row.text(5), payee: row.optionalText(6))
    }
}
