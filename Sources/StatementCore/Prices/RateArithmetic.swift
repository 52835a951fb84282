/// `value × multiplier ÷ divisor` over 128 bits, rounded half to even, or nil when the answer
/// does not fit: the one step every conversion takes, with no trap on any amount or rate.
enum RateArithmetic {
    static func multiplyDivide(_ value: Int64, by multiplier: UInt64, dividedBy divisor: UInt64) -> Int64? {
        guard divisor > 0 else { return nil }
        let negative = value < 0
        let product = value.magnitude.multipliedFullWidth(by: multiplier)
        // dividingFullWidth traps when the quotient needs more than 64 bits: high < divisor rules that out.
        guard product.high < divisor else { return nil }
        var (quotient, remainder) = divisor.dividingFullWidth(product)
        let rest = divisor - remainder
        if remainder > rest || (remainder == rest && quotient % 2 == 1) {
            let (rounded, overflow) = quotient.addingReportingOverflow(1)
            guard !overflow else { return nil }
            quotient = rounded
        }
        guard quotient <= UInt64(Int64.max) else { return nil }
        let magnitude = Int64(quotient)
        return negative ? 0 - magnitude : magnitude
    }

    /// 10^exponent, or nil beyond 64 bits.
    static func powerOfTen(_ exponent: Int) -> UInt64? {
        guard exponent >= 0 else { return nil }
        var result: UInt64 = 1
        for _ in 0..<exponent {
            let (next, overflow) = result.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            result = next
        }
        return result
    }

    /// `a × b`, or nil beyond 64 bits.
    static func product(_ a: UInt64, _ b: UInt64) -> UInt64? {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : result
    }
}
