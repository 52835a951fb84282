import StatementCore

/// Money out and money in of one currency, both as amounts of at least zero, and their net
/// (in minus out). Every step is checked: no sum of ledger amounts can trap.
public struct MoneyFigures: Sendable, Hashable {
    public var moneyOut: Money
    public var moneyIn: Money

    public init(currency: Currency) {
        moneyOut = .zero(currency)
        moneyIn = .zero(currency)
    }

    public var currency: Currency { moneyOut.currency }

    public func net() throws(MoneyOutOfRange) -> Money { try moneyIn.subtracting(moneyOut) }

    /// Adds one signed ledger amount: negative is money out, positive money in.
    public mutating func add(_ amount: Money) throws(MoneyOutOfRange) {
        if amount.minorUnits < 0 {
            moneyOut = try moneyOut.subtracting(amount)
        } else {
            moneyIn = try moneyIn.adding(amount)
        }
    }

    public mutating func add(_ other: MoneyFigures) throws(MoneyOutOfRange) {
        moneyOut = try moneyOut.adding(other.moneyOut)
        moneyIn = try moneyIn.adding(other.moneyIn)
    }

    public var isZero: Bool { moneyOut.minorUnits == 0 && moneyIn.minorUnits == 0 }
}
