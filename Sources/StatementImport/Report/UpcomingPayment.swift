import StatementCore

/// A payment a recurring merchant is expected to take on a day to come, and the balance its
/// account is left with then, counting from the account's last verified closing balance.
public struct UpcomingPayment: Sendable, Hashable {
    public var date: LocalDate
    public var merchant: String
    public var categoryID: String?
    public var interval: PaymentInterval
    /// As money out, at least zero.
    public var amount: Money
    public var accountID: Int64
    public var account: String
    /// nil when the account has no verified closing balance (or the payment is in another currency).
    public var balanceAfter: Money?
    /// The closing the balance counts from.
    public var closingDate: LocalDate?
}
