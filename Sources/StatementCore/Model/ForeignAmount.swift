/// What a row was first charged in another currency, as its statement prints it: the original
/// amount in its own currency, signed like the row, and the rate printed beside it (exactly as
/// written; nil when the statement prints none: a rate is never worked out from the two amounts).
public struct ForeignAmount: Hashable, Sendable {
    public var original: Money
    public var rate: DecimalRate?

    public init(original: Money, rate: DecimalRate? = nil) {
        self.original = original
        self.rate = rate
    }

    /// The printed rate as an exchange rate between the two currencies on `date`. A statement may
    /// print it either way round ("USD 12.50 @ 1.0832" on a euro card is dollars per euro), so the
    /// way that turns the original amount into the booked one (within 3%, room for a bank's margin)
    /// is taken; nil when neither does, or no rate is printed.
    public func printedRate(booked: Money, on date: LocalDate) -> ExchangeRate? {
        guard let rate, original.currency.code != booked.currency.code, booked.minorUnits != 0,
            original.minorUnits != .min
        else { return nil }
        let target = booked.currency
        let magnitude = Money(minorUnits: abs(original.minorUnits), currency: original.currency)
        let wanted = booked.minorUnits.magnitude
        func close(_ inverted: Bool) -> Bool {
            let applied = CurrencyConverter.AppliedRate(date: date, rate: rate, inverted: inverted)
            guard let converted = CurrencyConverter.convert(magnitude, at: applied, into: target) else { return false }
            let difference =
                converted.minorUnits.magnitude > wanted ? converted.minorUnits.magnitude - wanted : wanted - converted.minorUnits.magnitude
            // difference ≤ 3% of the booked amount, in whole numbers: difference × 100 ≤ wanted × 3.
            let (left, overLeft) = difference.multipliedReportingOverflow(by: 100)
            let (right, overRight) = wanted.multipliedReportingOverflow(by: 3)
            return !overLeft && !overRight && left <= right
        }
        if close(false) { return ExchangeRate(date: date, from: original.currency, to: target, rate: rate, source: "statement") }
        if close(true) { return ExchangeRate(date: date, from: target, to: original.currency, rate: rate, source: "statement") }
        return nil
    }
}
