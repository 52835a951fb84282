import StatementCore

/// Where the money went: month by month per category and currency, each account's balance over
/// time, the top merchants and the recurring payments.
public struct MoneyReport: Sendable, Hashable {
    public var since: LocalDate?
    public var until: LocalDate?
    public var currencies: [CurrencyReport]
    public var balances: [BalanceHistory]
    public var recurring: [RecurringPayment]
    /// Set when the report is converted into one currency (`--in`, `[report] currency`).
    public var conversion: ReportConversion? = nil
    /// The recurring payments expected in the 60 days after the last closing, with the balance each leaves.
    public var upcoming: [UpcomingPayment] = []
    /// Each budget in its period holding `until` (today when not given).
    public var budgets: [BudgetStatus] = []
}
