/// Reads one printed amount ("1.234,56", "(12.00)", "12.00-", "-$1,234.56", "5,200.00CR") into
/// its magnitude in minor units and its mark. Digits only: no floating point anywhere.
public enum AmountText {
    static let currencyPrefixes = [
        "US$", "HK$", "NZ$", "S$", "R$", "A$", "C$", "$", "€", "£", "¥", "₹", "₩", "Rp", "RM", "₽", "₴",
        "₺", "₪", "฿", "₫", "₱", "₦", "Kč", "Rs.", "Rs", "R",
    ]
    /// Signs printed glued after the number ("12,50€", "1 234,56Kč", "12.500đ").
    static let currencySuffixes = [
        "€", "£", "円", "元", "$", "Kč", "zł", "Ft", "lei", "kr", "₽", "₴", "₺", "₪", "฿", "₫", "đ", "₩", "원",
        "руб", "грн",
    ]
    static let currencyCodes: Set<String> = [
        "EUR", "USD", "GBP", "SGD", "CNY", "RMB", "JPY", "CHF", "BRL", "MXN", "ARS", "CLP", "COP", "PEN",
        "AUD", "CAD", "NZD", "HKD", "INR", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "ZAR", "MYR", "THB",
        "AED", "SAR", "QAR", "KWD", "BHD", "OMR", "KRW", "TWD", "IDR", "PHP", "VND", "TRY", "ILS", "UYU",
        "RON", "BGN", "RUB", "UAH", "ISK", "RSD", "KZT", "EGP", "NGN", "KES", "PKR", "BDT", "LKR", "DOP", "CRC",
        "GTQ", "BOB", "PYG",
    ]

    public static func parse(_ text: String, decimalMark: DecimalMark, minorDigits: Int) -> (magnitude: Int64, mark: AmountMark)? {
        var text = text
        return text.withUTF8 { parse(bytes: $0, decimalMark: decimalMark, minorDigits: minorDigits) }
    }

    /// Works on the UTF-8 bytes: this runs on the last words of every line of every statement.
    static func parse(bytes: UnsafeBufferPointer<UInt8>, decimalMark: DecimalMark, minorDigits: Int) -> (magnitude: Int64, mark: AmountMark)? {
        // Every amount has a digit; most words of a description have none.
        guard bytes.contains(where: isDigit) else { return nil }
        var lower = 0, upper = bytes.count
        var mark = AmountMark.none
        func has(_ pattern: [UInt8], at index: Int) -> Bool {
            index >= lower && index + pattern.count <= upper && pattern.indices.allSatisfy { bytes[index + $0] == pattern[$0] }
        }
        while lower < upper {
            let byte = bytes[lower]
            // Most amounts start with their first digit: no sign or symbol to look for.
            if isDigit(byte) { break }
            if byte == minus {
                mark = .minus; lower += 1
            } else if let sign = minusSigns.first(where: { has($0, at: lower) }) {
                mark = .minus; lower += sign.count
            } else if byte == plus {
                mark = .credit; lower += 1
            } else if byte == openParenthesis && bytes[upper - 1] == closeParenthesis {
                mark = .parentheses; lower += 1; upper -= 1
            } else if let prefix = currencyPrefixBytes.first(where: { has($0, at: lower) }) {
                lower += prefix.count
            } else if upper - lower > 3, (lower..<lower + 3).allSatisfy({ isUpperASCII(bytes[$0]) }),
                isDigit(bytes[lower + 3]) || bytes[lower + 3] == space || bytes[lower + 3] == minus,
                currencyCodes.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<lower + 3]), as: UTF8.self))
            {
                lower += 3
            } else {
                break
            }
        }
        while lower < upper {
            let byte = bytes[upper - 1]
            if isDigit(byte) { break }
            if byte == minus {
                mark = .minus; upper -= 1
            } else if let sign = minusSigns.first(where: { has($0, at: upper - $0.count) }) {
                mark = .minus; upper -= sign.count
            } else if byte == plus {
                mark = .credit; upper -= 1
            }
            // "-12,00EUR", "12.500,00IDR": a code glued after the number (before "DR" is read as a mark).
            else if upper - lower > 3, (upper - 3..<upper).allSatisfy({ isUpperASCII(bytes[$0]) }), !isUpperASCII(bytes[upper - 4]),
                currencyCodes.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[(upper - 3)..<upper]), as: UTF8.self))
            {
                upper -= 3
            } else if upper - lower >= 2, bytes[upper - 2] == UInt8(ascii: "C"), byte == UInt8(ascii: "R") || byte == UInt8(ascii: "r") {
                mark = .credit; upper -= 2
            } else if upper - lower >= 2, bytes[upper - 2] == UInt8(ascii: "D"), byte == UInt8(ascii: "R") || byte == UInt8(ascii: "r") {
                mark = .debit; upper -= 2
            } else if let suffix = currencySuffixBytes.first(where: { has($0, at: upper - $0.count) }) {
                upper -= suffix.count
            } else if byte == space {
                upper -= 1
            } else {
                break
            }
        }
        guard
            let magnitude = magnitude(
                of: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), decimalMark: decimalMark,
                minorDigits: minorDigits)
        else { return nil }
        return (magnitude, mark)
    }

    /// "1.234,56" → 123456 with a comma mark. Groups after the first must be three digits, or
    /// twos ending in a three as in Indian lakhs and crores ("1,23,456.78"), and there must be a
    /// decimal part (bare integers are reference numbers, years and phone numbers) unless the
    /// currency has no minor unit.
    static func magnitude(of body: UnsafeBufferPointer<UInt8>, decimalMark: DecimalMark, minorDigits: Int) -> Int64? {
        let markByte = decimalMark == .point ? UInt8(ascii: ".") : UInt8(ascii: ",")
        guard let first = body.first, isDigit(first) || first == markByte, let last = body.last, isDigit(last) else { return nil }
        var wholeEnd = body.count
        var fractionDigits = 0
        var fraction: Int64 = 0
        if let markIndex = body.lastIndex(of: markByte) {
            wholeEnd = markIndex
            fractionDigits = body.count - markIndex - 1
            guard fractionDigits >= 1, fractionDigits <= minorDigits else { return nil }
            for byte in body[(markIndex + 1)...] {
                guard isDigit(byte) else { return nil }
                fraction = fraction * 10 + Int64(byte - 0x30)
            }
        } else if minorDigits > 0 {
            return nil
        }
        let groupSeparators = decimalMark == .point ? pointGroupSeparators : commaGroupSeparators
        var whole: Int64 = 0
        var digitCount = 0
        var groupIndex = 0, groupLength = 0
        var index = 0
        // Groups: the first has 1–3 digits when others follow (any length when alone), the rest 3,
        // or 2 until the first 3 (lakhs: "12,34,567.00"); the last is always 3.
        var sawThree = false
        while index < wholeEnd {
            let byte = body[index]
            if isDigit(byte) {
                whole = digitCount < 18 ? whole &* 10 &+ Int64(byte - 0x30) : whole
                digitCount += 1
                groupLength += 1
                index += 1
            } else if let separator = groupSeparators.first(where: { separator in
                index + separator.count <= wholeEnd && separator.indices.allSatisfy { body[index + $0] == separator[$0] }
            }) {
                if groupIndex == 0 {
                    guard groupLength > 0 && groupLength <= 3 else { return nil }
                } else if groupLength == 3 {
                    sawThree = true
                } else if groupLength != 2 || sawThree {
                    return nil
                }
                groupIndex += 1
                groupLength = 0
                index += separator.count
            } else {
                return nil
            }
        }
        if wholeEnd > 0 || groupIndex > 0 {
            guard groupLength > 0 && (groupIndex == 0 || groupLength == 3) else { return nil }
        }
        let padding = minorDigits - fractionDigits
        guard max(digitCount, 1) + minorDigits <= 17 else { return nil }
        var value = whole
        for _ in 0..<minorDigits { value *= 10 }
        var scaledFraction = fraction
        for _ in 0..<padding { scaledFraction *= 10 }
        return value + scaledFraction
    }

    private static let minus = UInt8(ascii: "-")
    private static let plus = UInt8(ascii: "+")
    private static let space = UInt8(ascii: " ")
    private static let openParenthesis = UInt8(ascii: "(")
    private static let closeParenthesis = UInt8(ascii: ")")
    /// The minus sign and the en dash, which typesetting puts for a minus.
    private static let minusSigns = ["−", "–"].map { Array($0.utf8) }
    private static let currencyPrefixBytes = currencyPrefixes.map { Array($0.utf8) }
    private static let currencySuffixBytes = currencySuffixes.map { Array($0.utf8) }
    /// Thousands are grouped by commas or points, apostrophes (Swiss "1'234.50"), and spaces of
    /// every width: plain, no-break, narrow no-break and thin.
    private static let pointGroupSeparators = [",", "'", "’", " ", "\u{00A0}", "\u{202F}", "\u{2009}"].map { Array($0.utf8) }
    private static let commaGroupSeparators = [".", "'", "’", " ", "\u{00A0}", "\u{202F}", "\u{2009}"].map { Array($0.utf8) }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isUpperASCII(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
}
