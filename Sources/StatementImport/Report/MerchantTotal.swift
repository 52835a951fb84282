import StatementCore

/// A merchant's money out over the report's period.
public struct MerchantTotal: Sendable, Hashable {
    public var merchant: String
    public var moneyOut: Money
    public var payments: Int
}
