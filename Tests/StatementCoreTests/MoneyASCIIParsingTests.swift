import Testing
@testable import StatementCore

/// The byte-by-byte reading of ASCII amounts gives what the Character reading always gave.
@Suite struct MoneyASCIIParsingTests {
    /// The Character-based reading, as it was before the ASCII fast path.
    static func reference(_ text: String, digits minorDigits: Int) -> Int64? {
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" { negative = true; digits = digits.dropFirst() } else if digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty || parts.count == 2,
            whole.allSatisfy(\.isASCIIDigit)
        else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.allSatisfy(\.isASCIIDigit), fraction.count <= minorDigits,
            !(parts.count == 2 && fraction.isEmpty)
        else { return nil }
        fraction += String(repeating: "0", count: minorDigits - fraction.count)
        guard let value = Int64(whole.isEmpty ? "0" + fraction : String(whole) + fraction) else { return nil }
        return negative ? -value : value
    }

    @Test func sameAnswersAsTheCharacterReading() {
        var texts = [
            "", "-", "+", ".", "-.", "5.", ".5", "-.5", "0", "-0", "+12", "12", "12.3", "12.34", "12.345",
            "1.2.3", "--1", "+-1", "1-", " 1", "1 ", "1,000.00", "00012.30", "92233720368547758.07",
            "92233720368547758.08", "-92233720368547758.07", "9223372036854775807", "9223372036854775808",
            "0000000000000000000000001.00", "1e5", "12.3a", "abc",
        ]
        var state: UInt64 = 14
        let alphabet = Array("0123456789.-+ a")
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<(Int(state % 9)) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            texts.append(text)
        }
        for code in ["EUR", "JPY", "BHD"] {
            let currency = Currency(code: code)
            for text in texts {
                let expected = Self.reference(text, digits: currency.minorUnitDigits)
                #expect(Money(decimalString: text, currency: currency)?.minorUnits == expected, "\(code) '\(text)'")
            }
        }
    }
}
