/// Everything a statement layout prints, and the source of its expected parse.
public struct StatementDescription: Sendable {
    public var institution: String
    /// The bank's postal address, printed in headers or footers.
    public var institutionAddress: String
    public var accountHolder: [String]
    /// The account number exactly as printed (an IBAN, a card number, a plain number).
    public var accountNumber: String
    public var currency: String
    public var periodStart: CalendarDate
    public var periodEnd: CalendarDate
    /// The date the statement was issued; defaults to the end of the period.
    public var statementDate: CalendarDate
    /// Minor units, holder's side: a card balance owed is negative.
    public var openingBalance: Int64
    public var entries: [StatementEntry]
    /// The account's product name ("Instant Savings Account"), where a layout prints one per account.
    public var accountName: String?

    public init(
        institution: String, institutionAddress: String, accountHolder: [String], accountNumber: String,
        currency: String, periodStart: CalendarDate, periodEnd: CalendarDate, statementDate: CalendarDate? = nil,
        openingBalance: Int64, entries: [StatementEntry], accountName: String? = nil
    ) {
        self.institution = institution
        self.institutionAddress = institutionAddress
        self.accountHolder = accountHolder
        self.accountNumber = accountNumber
        self.currency = currency
        self.periodStart = periodStart
        self.periodEnd = periodEnd
        self.statementDate = statementDate ?? periodEnd
        self.openingBalance = openingBalance
        self.entries = entries
        self.accountName = accountName
    }

    public var closingBalance: Int64 {
        entries.reduce(openingBalance) { $0 + $1.amount }
    }

    /// The balance after each entry, in order: what a running-balance column prints.
    public var runningBalances: [Int64] {
        var balance = openingBalance
        return entries.map { entry in
            balance += entry.amount
            return balance
        }
    }

    /// "…5678": the last four digits, enough to tell accounts apart without exposing them.
    public var maskedAccount: String {
        "\u{2026}" + String(accountNumber.filter(\.isNumber).suffix(4))
    }
}
