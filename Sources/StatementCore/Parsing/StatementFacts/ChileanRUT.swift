/// Chile's tax number, the RUT, in the form Chile prints it: a body of up to eight digits (with
/// or without thousands points) and a check digit after a hyphen, "12.345.678-5" or "7654321-K".
/// Uruguay's RUT (twelve digits) and Colombia's (its NIT, nine digits and another check) share
/// the word, so the word alone names no country; a number of this form whose check digit is
/// right (modulo 11) is Chile's.
enum ChileanRUT {
    /// Whether the folded text after the label opens with a Chilean RUT ("12 345 678 5" once
    /// folded: points and hyphen are separators), an "N°" before it allowed.
    static func opens(_ folded: Substring) -> Bool {
        var words = folded.split(separator: " ").prefix(5)
        if let first = words.first, ["n", "no", "nro", "num"].contains(first) { words = words.dropFirst() }
        let parts = Array(words.prefix(4))
        // The body in one word, or in groups of thousands: 1 or 2 digits, then 3 and 3.
        if parts.count >= 2, (6...8).contains(parts[0].count), parts[0].allSatisfy(\.isASCIIDigit) {
            return isValid(body: parts[0], check: parts[1])
        }
        guard parts.count == 4, (1...2).contains(parts[0].count), parts[1].count == 3, parts[2].count == 3,
            parts[0...2].allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
        else { return false }
        return isValid(body: parts[0...2].joined()[...], check: parts[3])
    }

    /// The check digit of `body`, modulo 11 with the weights 2 to 7 from the right, matches `check`.
    static func isValid(body: Substring, check: Substring) -> Bool {
        guard check.count == 1, let expected = checkDigit(of: body) else { return false }
        return check.lowercased() == String(expected)
    }

    /// "0"…"9" or "k"; nil for a body that is not digits.
    static func checkDigit(of body: Substring) -> Character? {
        var sum = 0
        for (index, character) in body.reversed().enumerated() {
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            sum += digit * (2 + index % 6)
        }
        switch 11 - sum % 11 {
        case 11: return "0"
        case 10: return "k"
        case let digit: return Character(String(digit))
        }
    }
}
