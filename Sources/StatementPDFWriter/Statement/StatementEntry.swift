/// One transaction as printed, with its amount signed from the account holder's side:
/// money out is negative, money in positive (a card purchase is negative, a card payment positive).
public struct StatementEntry: Sendable, Hashable {
    public var date: CalendarDate
    /// The date the bank values the entry at, where the layout prints one.
    public var valueDate: CalendarDate?
    /// The description as printed, one element per printed line.
    public var descriptionLines: [String]
    /// Minor units (cents).
    public var amount: Int64

    public init(date: CalendarDate, valueDate: CalendarDate? = nil, description descriptionLines: [String], amount: Int64) {
        precondition(!descriptionLines.isEmpty, "an entry needs a description")
        self.date = date
        self.valueDate = valueDate
        self.descriptionLines = descriptionLines
        self.amount = amount
    }

    /// What a parser should report: the wrapped lines joined by single spaces.
    public var description: String {
        descriptionLines.joined(separator: " ")
    }
}
