/// One unit of `from` is worth `rate` units of `to` on `date` (and after it, until a later rate):
/// `2024-03-01 EUR 0.86 GBP` is one euro for 0.86 pounds.
public struct ExchangeRate: Hashable, Sendable {
    public var date: LocalDate
    public var from: Currency
    public var to: Currency
    public var rate: DecimalRate
    /// Where it was read: "prices.journal:12".
    public var source: String

    public init(date: LocalDate, from: Currency, to: Currency, rate: DecimalRate, source: String = "") {
        self.date = date
        self.from = from
        self.to = to
        self.rate = rate
        self.source = source
    }
}
