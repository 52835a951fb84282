/// Reads the foreign-exchange detail a row's description carries, on its own line or joined from
/// the line below ("AMAZON.COM USD 12.50 @ 1.0832", "ORIGINAL AMOUNT USD 12.50 EXCHANGE RATE
/// 1.0832", "12,50 USD Tipo de cambio 17,20", "GBP 19,80 Kurs 0,86"): the original amount, a code
/// beside a figure with its cents, and the rate after "@", "=" or a rate word. Only what is printed:
/// no amount without its code, no rate worked out.
public enum ForeignAmountReader {
    /// Folded words after which the next figure is the rate.
    static let rateWords: Set<String> = [
        "@", "=", "rate", "kurs", "wechselkurs", "umrechnungskurs", "devisenkurs", "cambio", "change", "cotacao",
        "taux", "cours",
    ]

    /// The detail of a row booked in `currency`; nil when the description prints no amount in
    /// another currency.
    public static func read(_ description: String, bookedIn currency: Currency) -> ForeignAmount? {
        // Every detail holds a figure and a code as a word of its own: most descriptions are
        // passed on their bytes, without splitting them into words.
        guard mayHoldDetail(description) else { return nil }
        let words = description.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let (original, used) = originalAmount(in: words, bookedIn: currency) else { return nil }
        return ForeignAmount(original: original, rate: rate(in: words, skipping: used))
    }

    /// The detail signed like the row it details (a purchase and its original amount are both money out).
    public static func read(_ transaction: Transaction) -> ForeignAmount? {
        guard var foreign = read(transaction.description, bookedIn: transaction.amount.currency) else { return nil }
        if transaction.amount.minorUnits < 0 { foreign.original.minorUnits = -foreign.original.minorUnits }
        return foreign
    }

    /// Whether `description` holds an ASCII digit and a known code standing alone between
    /// spaces: what every detail needs, tested on the UTF-8 bytes. A word split on whitespace
    /// that equals an ASCII code is those three bytes with no printable ASCII beside them.
    static func mayHoldDetail(_ description: String) -> Bool {
        var description = description
        return description.withUTF8 { bytes in
            guard bytes.contains(where: AmountText.isDigit), bytes.count >= 3 else { return false }
            for start in 0...(bytes.count - 3) {
                if start > 0, isPrintableASCII(bytes[start - 1]) { continue }
                if start + 3 < bytes.count, isPrintableASCII(bytes[start + 3]) { continue }
                let key = UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2])
                if codeKeys.contains(key) { return true }
            }
            return false
        }
    }

    /// `AmountText.currencyCodes`, each as its three bytes in one number.
    private static let codeKeys: Set<UInt32> = Set(
        AmountText.currencyCodes.compactMap { code in
            let bytes = Array(code.utf8)
            guard bytes.count == 3 else { return nil }
            return UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
        })

    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

    /// A known code other than the booked one, right before or after a figure with the code's decimals.
    private static func originalAmount(in words: [String], bookedIn currency: Currency) -> (Money, Int)? {
        for index in words.indices {
            let word = words[index]
            guard word.count == 3, AmountText.currencyCodes.contains(word), word != currency.code else { continue }
            let code = Currency(code: word)
            for figure in [index + 1, index - 1] where words.indices.contains(figure) {
                if let minor = amount(words[figure], digits: code.minorUnitDigits) {
                    return (Money(minorUnits: minor, currency: code), figure)
                }
            }
        }
        return nil
    }

    /// The figure after a rate word, else the first other figure with four decimals or more.
    private static func rate(in words: [String], skipping used: Int) -> DecimalRate? {
        let folded = words.map(TextFolding.normalised)
        for index in words.indices {
            // "@1.0832": the mark glued to its rate.
            if words[index].hasPrefix("@"), let rate = decimalRate(String(words[index].dropFirst())) { return rate }
            guard rateWords.contains(folded[index]) || words[index] == "@" || words[index] == "=" else { continue }
            // "1 USD = 0.9231 EUR": the figure after the mark; "RATE OF EXCHANGE 1.0832": the next figure.
            for next in (index + 1)..<min(index + 4, words.count) where next != used {
                if let rate = decimalRate(words[next]) { return rate }
                if words[next].first?.isASCIIDigit == true { break }
            }
        }
        for index in words.indices where index != used {
            if let mark = words[index].lastIndex(where: { $0 == "." || $0 == "," }),
                words[index].distance(from: mark, to: words[index].endIndex) >= 5, let rate = decimalRate(words[index])
            {
                return rate
            }
        }
        return nil
    }

    /// "12.50", "12,50", "1.234,56", "1,234.56" ("1.234" for a currency without decimals): the
    /// magnitude in minor units; nil for anything else.
    static func amount(_ word: String, digits: Int) -> Int64? {
        guard word.first?.isASCIIDigit == true, word.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "," }) else { return nil }
        var whole = word[...], fraction: Substring = ""
        if digits > 0 {
            guard let mark = word.lastIndex(where: { $0 == "." || $0 == "," }),
                word.distance(from: mark, to: word.endIndex) == digits + 1
            else { return nil }
            whole = word[..<mark]
            fraction = word[word.index(after: mark)...]
        }
        let groups = whole.split(separator: ".", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        guard let first = groups.first, !first.isEmpty, first.count <= 3 || groups.count == 1,
            groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return nil }
        return Int64(groups.joined() + fraction)
    }

    /// "1.0832", "1,0832", "17,20", "0.86": one decimal mark, either; nil for a grouped or bare number.
    static func decimalRate(_ word: String) -> DecimalRate? {
        let marks = word.filter { $0 == "." || $0 == "," }
        guard marks.count == 1 else { return nil }
        return DecimalRate(word.replacingOccurrences(of: ",", with: "."))
    }
}
