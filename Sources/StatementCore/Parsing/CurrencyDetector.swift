/// Finds a statement's currency from ISO codes and symbols printed on it.
public enum CurrencyDetector {
    static let symbols: [(String, String)] = [
        ("S$", "SGD"), ("R$", "BRL"), ("US$", "USD"), ("HK$", "HKD"), ("A$", "AUD"), ("C$", "CAD"), ("NZ$", "NZD"),
        ("€", "EUR"), ("£", "GBP"), ("₹", "INR"), ("元", "CNY"), ("人民币", "CNY"), ("￥", "CNY"), ("$", "USD"),
    ]

    /// Codes and symbols vote; a column header ("Amount (£)", "Belastung in EUR") or a summary
    /// line outvotes a foreign amount mentioned in one description ("EUR 210.00 at 1.1862").
    public static func detect(lines: [TextLine], vocabulary: HeaderVocabulary = .standard) -> Currency? {
        var votes: [String: Int] = [:]
        for line in lines {
            var weight = 1
            if HeaderLayout.detect(line, vocabulary: vocabulary) != nil { weight = 4 }
            else if SummaryLabels.kind(of: TextFolding.normalised(line.text), anywhere: true) != nil { weight = 2 }
            for word in line.words {
                let letters = word.text.filter(\.isLetter)
                if letters.count == 3, AmountText.currencyCodes.contains(letters), word.text.uppercased() == word.text {
                    votes[letters == "RMB" ? "CNY" : letters, default: 0] += 2 * weight
                } else if word.text.utf8.contains(where: { $0 == UInt8(ascii: "$") || $0 >= 0x80 }),
                          let (_, code) = symbols.first(where: { word.text.contains($0.0) }) {
                    // Every symbol has a "$" or a non-ASCII character; the check spares the rest.
                    // "S$" also contains "$": the longer symbols come first in the list.
                    votes[code, default: 0] += weight
                }
            }
        }
        return votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }).map { Currency(code: $0.key) }
    }
}
