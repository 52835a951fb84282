import StatementCore

/// What the adapter may know of a row. Only the description (masked), the signed amount and its
/// currency leave the machine — and the date, for the `categorize` protocol, whose contract has it.
public struct RemoteRow: Sendable, Hashable {
    public var description: String
    public var amount: Money
    public var date: LocalDate
    /// The account holder's name and address when the statement prints them: masked, never sent.
    public var holder: HolderBlock?

    public init(description: String, amount: Money, date: LocalDate, holder: HolderBlock? = nil) {
        self.description = description
        self.amount = amount
        self.date = date
        self.holder = holder
    }
}
