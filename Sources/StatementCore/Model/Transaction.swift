/// One transaction line of a statement, signed from the account holder's side:
/// money out is negative, money in is positive.
public struct Transaction: Hashable, Sendable {
    public var date: LocalDate
    public var valueDate: LocalDate?
    /// Wrapped lines joined with single spaces; page furniture removed.
    public var description: String
    /// The text as printed, lines joined with newlines, for audit and re-parsing.
    public var rawText: String
    public var amount: Money
    /// The running balance printed on this row, if any.
    public var balance: Money?
    /// Where the row starts: 1-based page and line on that page.
    @Int32Backed public var page: Int
    @Int32Backed public var line: Int
    /// The amount first charged in another currency and the rate, when the statement prints them.
    /// Behind a reference (`OutOfLine`): few rows print one, and every row held its room.
    @OutOfLine public var foreign: ForeignAmount?

    public init(
        date: LocalDate, valueDate: LocalDate? = nil, description: String, rawText: String? = nil,
        amount: Money, balance: Money? = nil, page: Int, line: Int, foreign: ForeignAmount? = nil
    ) {
        self.date = date
        self.valueDate = valueDate
        self.description = description
        self.rawText = rawText ?? description
        self.amount = amount
        self.balance = balance
        self.page = page
        self.line = line
        self.foreign = foreign
    }
}
