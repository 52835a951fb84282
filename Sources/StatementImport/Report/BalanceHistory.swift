import StatementCore

/// An account's balance over time, from its statements' own opening and closing balances. Each
/// segment is one run of statements that follow on from each other; a gap between statements
/// starts a new segment, so a chart draws it as a gap rather than a guess.
public struct BalanceHistory: Sendable, Hashable {
    public struct Point: Sendable, Hashable {
        public var date: LocalDate
        public var balance: Money
    }

    public var accountID: Int64
    public var account: String
    public var currency: Currency
    public var segments: [[Point]]
}
