/// Converts amounts into one currency at the rate of their day: the latest rate on or before the
/// day. A rate given the other way (`GBP 1.16 EUR` for a report in pounds) is used inverted, but
/// only when no rate the right way is known on or before the day. Each step is exact: the amount
/// times the rate, rounded once, half to even, to the target's minor units. Pure.
public struct CurrencyConverter: Sendable {
    public let target: Currency
    /// Per source currency code: rates into `target`, by date (the last one read wins a day).
    private let direct: [String: [(date: LocalDate, rate: DecimalRate)]]
    /// Per source currency code: rates from `target` into it, by date.
    private let inverse: [String: [(date: LocalDate, rate: DecimalRate)]]

    /// The rate a conversion used, as written, and whether it was turned around.
    public struct AppliedRate: Hashable, Sendable {
        public var date: LocalDate
        public var rate: DecimalRate
        public var inverted: Bool
    }

    public init(rates: [ExchangeRate], target: Currency) {
        self.target = target
        var direct: [String: [(date: LocalDate, rate: DecimalRate)]] = [:]
        var inverse: [String: [(date: LocalDate, rate: DecimalRate)]] = [:]
        for rate in rates where rate.from != rate.to {
            if rate.to.code == target.code {
                direct[rate.from.code, default: []].append((rate.date, rate.rate))
            } else if rate.from.code == target.code {
                inverse[rate.to.code, default: []].append((rate.date, rate.rate))
            }
        }
        // A stable sort: of two rates of one day, the one read last comes last and is taken.
        func ordered(_ list: [(date: LocalDate, rate: DecimalRate)]) -> [(date: LocalDate, rate: DecimalRate)] {
            list.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        }
        self.direct = direct.mapValues(ordered)
        self.inverse = inverse.mapValues(ordered)
    }

    /// The rate for `currency` on `date`; nil when none is known on or before it.
    public func rate(for currency: Currency, on date: LocalDate) -> AppliedRate? {
        if let found = Self.latest(direct[currency.code] ?? [], onOrBefore: date) {
            return AppliedRate(date: found.date, rate: found.rate, inverted: false)
        }
        if let found = Self.latest(inverse[currency.code] ?? [], onOrBefore: date) {
            return AppliedRate(date: found.date, rate: found.rate, inverted: true)
        }
        return nil
    }

    /// `money` in the target currency; itself when it is already; nil when no rate is known for
    /// its day or the answer is beyond what an amount can hold.
    public func convert(_ money: Money, on date: LocalDate) -> Money? {
        if money.currency.code == target.code { return money }
        guard let applied = rate(for: money.currency, on: date) else { return nil }
        return Self.convert(money, at: applied, into: target)
    }

    /// `money` at `applied`, rounded half to even to `target`'s minor units.
    public static func convert(_ money: Money, at applied: AppliedRate, into target: Currency) -> Money? {
        let rate = UInt64(applied.rate.mantissa)
        let multiplier: UInt64?, divisor: UInt64?
        if applied.inverted {
            // amount ÷ rate: minor × 10^(scale + target digits) ÷ (mantissa × 10^source digits)
            multiplier = RateArithmetic.powerOfTen(applied.rate.scale + target.minorUnitDigits)
            divisor = RateArithmetic.powerOfTen(money.currency.minorUnitDigits).flatMap { RateArithmetic.product(rate, $0) }
        } else {
            // amount × rate: minor × mantissa × 10^target digits ÷ 10^(scale + source digits)
            multiplier = RateArithmetic.powerOfTen(target.minorUnitDigits).flatMap { RateArithmetic.product(rate, $0) }
            divisor = RateArithmetic.powerOfTen(applied.rate.scale + money.currency.minorUnitDigits)
        }
        guard let multiplier, let divisor,
            let minor = RateArithmetic.multiplyDivide(money.minorUnits, by: multiplier, dividedBy: divisor)
        else { return nil }
        return Money(minorUnits: minor, currency: target)
    }

    static func latest(
        _ list: [(date: LocalDate, rate: DecimalRate)], onOrBefore date: LocalDate
    ) -> (date: LocalDate, rate: DecimalRate)? {
        // The first index whose date is after `date`; the one before it is the latest on or before.
        var low = 0, high = list.count
        while low < high {
            let middle = low + (high - low) / 2
            if list[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? list[low - 1] : nil
    }
}
