import StatementCore

/// The report of one currency: amounts of two currencies are never added together, so each
/// currency the ledger holds has its own months, rows and totals.
public struct CurrencyReport: Sendable, Hashable {
    public var currency: Currency
    public var months: [ReportMonth]
    /// Spending and income: expense, income and uncategorised rows.
    public var categories: [CategoryLine]
    /// Transfers between the person's own accounts, shown apart: they are neither spending nor income.
    public var transfers: [CategoryLine]
    /// The sum of `categories`, month by month.
    public var totals: [MoneyFigures]
    public var total: MoneyFigures
    /// The sum of `transfers`, month by month.
    public var transferTotals: [MoneyFigures]
    public var transferTotal: MoneyFigures
    /// The merchants most money went to (transfers left out), largest first.
    public var topMerchants: [MerchantTotal]
}
