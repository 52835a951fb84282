import StatementCore

/// A payment one merchant takes again and again at a regular interval, across the person's accounts.
public struct RecurringPayment: Sendable, Hashable {
    /// The amount paid before the latest one, and the last date it was paid.
    public struct AmountChange: Sendable, Hashable {
        public var previous: Money
        public var until: LocalDate
    }

    /// The merchant as the categoriser cleans it ("NETFLIX.COM", "SPOTIFY UK").
    public var merchant: String
    public var categoryID: String?
    public var interval: PaymentInterval
    /// What it usually takes, as money out (at least zero).
    public var usualAmount: Money
    public var payments: Int
    public var first: LocalDate
    public var last: LocalDate
    public var nextExpected: LocalDate
    /// Set when the latest payment's amount differs from a steady one before it.
    public var amountChange: AmountChange?
    /// Dates a payment was expected and none came, oldest first: gaps in the history, and the
    /// next one when the statements run past it.
    public var missed: [LocalDate]
    public var accountIDs: [Int64]

    public var currency: Currency { usualAmount.currency }
}
