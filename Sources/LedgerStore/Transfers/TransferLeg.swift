import StatementCore

/// A ledger row as the transfer matcher weighs it: which account, when, how much and the words
/// that may name the other account.
public struct TransferLeg: Sendable, Hashable {
    public var id: String
    public var accountID: Int64
    public var date: LocalDate
    public var amount: Money
    public var description: String

    public init(id: String, accountID: Int64, date: LocalDate, amount: Money, description: String) {
        self.id = id
        self.accountID = accountID
        self.date = date
        self.amount = amount
        self.description = description
    }

    /// Money out: the leg a transfer leaves from.
    public var isOutgoing: Bool { amount.minorUnits < 0 }

    static let columns = "id, account_id, date, amount_minor, currency, description"

    init(row: any DatabaseRow) {
        // Dates are written only by this module, always valid ISO; a hand-edited bad one reads as 1970-01-01.
        self.init(
            id: row.text(0), accountID: row.int64(1), date: LocalDate(iso: row.text(2)) ?? LocalDate(dayNumber: 0),
            amount: Money(minorUnits: row.int64(3), currency: Currency(code: row.text(4))), description: row.text(5))
    }
}
