/// Reads one printed amount ("1.234,56", "(12.00)", "12.00-", "-$1,234.56", "5,200.00CR") into
/// its magnitude in minor units and its mark. Digits only: no floating point anywhere.
public enum AmountText {
    static let currencyPrefixes = ["US$", "HK$", "NZ$", "S$", "R$", "A$", "C$", "$", "€", "£", "¥", "₹", "₩"]
    static let currencyCodes: Set<String> = [
        "EUR", "USD", "GBP", "SGD", "CNY", "RMB", "JPY", "CHF", "BRL", "MXN", "ARS", "CLP", "COP", "PEN",
        "AUD", "CAD", "NZD", "HKD", "INR", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "ZAR", "MYR", "THB",
    ]

    public static func parse(_ text: String, decimalMark: DecimalMark, minorDigits: Int) -> (magnitude: Int64, mark: AmountMark)? {
        var body = Substring(text)
        var mark = AmountMark.none
        var changed = true
        while changed && !body.isEmpty {
            changed = false
            if body.first == "-" || body.first == "−" { mark = .minus; body = body.dropFirst(); changed = true }
            else if body.first == "+" { mark = .credit; body = body.dropFirst(); changed = true }
            else if body.first == "(" && body.last == ")" { mark = .parentheses; body = body.dropFirst().dropLast(); changed = true }
            else if let prefix = currencyPrefixes.first(where: { body.hasPrefix($0) }) { body = body.dropFirst(prefix.count); changed = true }
            else if let code = currencyCodes.first(where: { body.hasPrefix($0) }), body.count > 3,
                    body.dropFirst(3).first.map({ $0.isASCIIDigit || $0 == " " }) == true {
                body = body.dropFirst(3); changed = true
            }
        }
        changed = true
        while changed && !body.isEmpty {
            changed = false
            if body.last == "-" || body.last == "−" { mark = .minus; body = body.dropLast(); changed = true }
            else if body.last == "+" { mark = .credit; body = body.dropLast(); changed = true }
            else if body.hasSuffix("CR") || body.hasSuffix("Cr") { mark = .credit; body = body.dropLast(2); changed = true }
            else if body.hasSuffix("DR") || body.hasSuffix("Dr") { mark = .debit; body = body.dropLast(2); changed = true }
            else if body.last == "€" || body.last == "£" { body = body.dropLast(); changed = true }
            else if body.last == " " { body = body.dropLast(); changed = true }
        }
        guard let magnitude = magnitude(of: body, decimalMark: decimalMark, minorDigits: minorDigits) else { return nil }
        return (magnitude, mark)
    }

    /// "1.234,56" → 123456 with a comma mark. Groups after the first must be three digits, and
    /// there must be a decimal part (bare integers are reference numbers, years and phone numbers)
    /// unless the currency has no minor unit.
    static func magnitude(of body: Substring, decimalMark: DecimalMark, minorDigits: Int) -> Int64? {
        guard let first = body.first, first.isASCIIDigit || first == decimalMark.character,
              let last = body.last, last.isASCIIDigit else { return nil }
        var whole = Substring(body)
        var fraction: Substring = ""
        if let markIndex = body.lastIndex(of: decimalMark.character) {
            fraction = body[body.index(after: markIndex)...]
            whole = body[..<markIndex]
            guard fraction.count >= 1, fraction.count <= minorDigits, fraction.allSatisfy(\.isASCIIDigit) else {
                return nil
            }
        } else if minorDigits > 0 {
            return nil
        }
        let groupSeparators: Set<Character> = decimalMark == .point ? [",", "'", "’", " ", "\u{00A0}", "\u{202F}"]
                                                                    : [".", "'", "’", " ", "\u{00A0}", "\u{202F}"]
        var digits = ""
        var groups = whole.split(omittingEmptySubsequences: false) { groupSeparators.contains($0) }
        if groups.count == 1 && whole.isEmpty { groups = ["0"] }
        for (index, group) in groups.enumerated() {
            guard !group.isEmpty, group.allSatisfy(\.isASCIIDigit) else { return nil }
            if index == 0 && groups.count > 1 && group.count > 3 { return nil }
            if index > 0 && group.count != 3 { return nil }
            digits += group
        }
        digits += fraction + String(repeating: "0", count: max(0, minorDigits - fraction.count))
        guard digits.count <= 17 else { return nil }
        return Int64(digits)
    }
}
