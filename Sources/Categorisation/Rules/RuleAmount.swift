import StatementCore

/// An amount written in a rule ("-12.50"), kept exact as an integer count of ten-thousandths so it
/// compares with any currency's minor units (0, 2 or 3 digits) without rounding and without Double.
public struct RuleAmount: Hashable, Sendable, Comparable, CustomStringConvertible {
    public static let scaleDigits = 4
    public let tenThousandths: Int64
    public let text: String

    /// Nil unless the text is a plain decimal: optional '-', digits, optional '.' and up to 4 digits.
    public init?(_ text: String) {
        guard
            let money = Money(
                decimalString: text,
                currency: Currency(code: "XXX", minorUnitDigits: RuleAmount.scaleDigits))
        else { return nil }
        tenThousandths = money.minorUnits
        self.text = text
    }

    /// The row's amount on the same scale. An amount too large for the scale (above about 922
    /// trillion in a two-digit currency: a garbled download) stays at the scale's end, past every
    /// amount a rule can write, so comparisons keep their order and nothing traps.
    static func scaled(_ money: Money) -> Int64 {
        var value = money.minorUnits
        var digits = money.currency.minorUnitDigits
        while digits < scaleDigits {
            let (scaled, overflow) = value.multipliedReportingOverflow(by: 10)
            value = overflow ? (value < 0 ? Int64.min : Int64.max) : scaled
            digits += 1
        }
        // Currencies with more minor digits than the scale do not exist in ISO 4217; truncate toward zero.
        while digits > scaleDigits { value /= 10; digits -= 1 }
        return value
    }

    public static func < (lhs: RuleAmount, rhs: RuleAmount) -> Bool { lhs.tenThousandths < rhs.tenThousandths }
    public var description: String { text }
}
