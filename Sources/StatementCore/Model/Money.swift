/// An exact amount of money: integer minor units (cents) in one currency. Never a Double.
public struct Money: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var minorUnits: Int64
    public var currency: Currency

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency: currency) }

    /// Parses a plain decimal string such as "-1234.5" or "12" (a '.' decimal mark, no grouping).
    /// Returns nil when the text is not such a number or has more decimals than the currency allows.
    public init?(decimalString text: String, currency: Currency) {
        // ASCII text, nearly all of it, is read byte by byte: the same answers without Characters.
        if text.utf8.isAllASCII {
            guard let value = Money.minorUnits(asciiDecimal: text.utf8, digits: currency.minorUnitDigits) else { return nil }
            self.init(minorUnits: value, currency: currency)
            return
        }
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" { negative = true; digits = digits.dropFirst() } else if digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty || parts.count == 2,
            whole.allSatisfy(\.isASCIIDigit)
        else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.allSatisfy(\.isASCIIDigit), fraction.count <= currency.minorUnitDigits,
            !(parts.count == 2 && fraction.isEmpty)
        else { return nil }
        fraction += String(repeating: "0", count: currency.minorUnitDigits - fraction.count)
        guard let value = Int64(whole.isEmpty ? "0" + fraction : String(whole) + fraction) else { return nil }
        self.init(minorUnits: negative ? -value : value, currency: currency)
    }

    /// `init(decimalString:)` over ASCII bytes: an optional sign, digits, at most one '.', at most
    /// `digits` decimals, not a bare '.' or a trailing one; nil beyond Int64 as `Int64("…")` would be.
    static func minorUnits(asciiDecimal text: String.UTF8View, digits: Int) -> Int64? {
        var bytes = text[...]
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true; bytes = bytes.dropFirst()
        } else if bytes.first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        var value: Int64 = 0
        var wholeDigits = 0, fractionDigits = 0
        var sawPoint = false
        func push(_ digit: Int64) -> Bool {
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(digit)
            value = sum
            return !overflowA && !overflowB
        }
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard !sawPoint else { return nil }
                sawPoint = true
                continue
            }
            guard (0x30...0x39).contains(byte) else { return nil }
            if sawPoint {
                fractionDigits += 1
                guard fractionDigits <= digits else { return nil }
            } else {
                wholeDigits += 1
            }
            guard push(Int64(byte - 0x30)) else { return nil }
        }
        guard wholeDigits > 0 || sawPoint, !(sawPoint && fractionDigits == 0) else { return nil }
        for _ in fractionDigits..<max(digits, fractionDigits) where !push(0) { return nil }
        return negative ? -value : value
    }

    /// "-1234.50": the JSON contract's decimal string, with exactly the currency's minor digits.
    public var decimalString: String {
        Money.decimalString(minorUnits: minorUnits, digits: currency.minorUnitDigits)
    }

    /// "-1,234.50": for people.
    public var groupedString: String {
        Money.decimalString(minorUnits: minorUnits, digits: currency.minorUnitDigits, grouping: ",")
    }

    public var description: String { "\(decimalString) \(currency.code)" }

    /// `-minorUnits`. Beyond range only for `Int64.min`, which no amount reaches: a parsed amount
    /// has at most 17 digits, and sums are made with `adding` and `subtracting`, which refuse to
    /// leave the range or to reach `Int64.min`.
    public var negated: Money { Money(minorUnits: 0 &- minorUnits, currency: currency) }

    /// Checked: amounts come from input, and a statement of enough very large amounts would
    /// otherwise trap. Adding two currencies is a programming error, reported as such. The range
    /// is symmetric (±`Int64.max`): `Int64.min` has no negation, so a sum reaching it is beyond it.
    public func adding(_ other: Money) throws(MoneyOutOfRange) -> Money {
        precondition(currency == other.currency, "adding \(other.currency) to \(currency)")
        let (value, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        guard !overflow, value != .min else { throw MoneyOutOfRange(minorUnits, other.minorUnits) }
        return Money(minorUnits: value, currency: currency)
    }

    public func subtracting(_ other: Money) throws(MoneyOutOfRange) -> Money {
        precondition(currency == other.currency, "subtracting \(other.currency) from \(currency)")
        let (value, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        guard !overflow, value != .min else { throw MoneyOutOfRange(minorUnits, other.minorUnits) }
        return Money(minorUnits: value, currency: currency)
    }

    /// The sum of `amounts`, checked at every step.
    public static func sum(_ amounts: some Sequence<Money>, currency: Currency) throws(MoneyOutOfRange) -> Money {
        var total = Money.zero(currency)
        for amount in amounts { total = try total.adding(amount) }
        return total
    }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    public static func decimalString(minorUnits: Int64, digits: Int, grouping: String = "") -> String {
        if grouping.isEmpty, (0...18).contains(digits) { return plainDecimalString(minorUnits: minorUnits, digits: digits) }
        let magnitude = minorUnits.magnitude
        var divisor: UInt64 = 1
        for _ in 0..<digits { divisor *= 10 }
        var whole = String(magnitude / divisor)
        if !grouping.isEmpty && whole.count > 3 {
            var grouped = ""
            for (index, character) in whole.enumerated() {
                if index > 0 && (whole.count - index) % 3 == 0 { grouped += grouping }
                grouped.append(character)
            }
            whole = grouped
        }
        var text = minorUnits < 0 ? "-" + whole : whole
        if digits > 0 {
            let fraction = String(magnitude % divisor)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    /// `decimalString` without grouping, its digits written right to left into one stack buffer:
    /// every row's amount and balance in a long statement's JSON and hand-off asks for it, and
    /// the pieces above (three Strings and their joins) cost about 1,500 instructions a figure.
    private static func plainDecimalString(minorUnits: Int64, digits: Int) -> String {
        // At most 20 digits (UInt64.max), a point and a sign: 32 bytes are enough.
        var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &scratch) { buffer in
            var value = minorUnits.magnitude
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for _ in 0..<digits {
                put(48 + UInt8(truncatingIfNeeded: value % 10))
                value /= 10
            }
            if digits > 0 { put(UInt8(ascii: ".")) }
            repeat {
                put(48 + UInt8(truncatingIfNeeded: value % 10))
                value /= 10
            } while value > 0
            if minorUnits < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}

extension Character {
    /// 0-9 only: `isNumber` also accepts other scripts' digits and fractions.
    @inlinable public var isASCIIDigit: Bool { asciiValue.map { $0 >= 48 && $0 <= 57 } ?? false }
}
