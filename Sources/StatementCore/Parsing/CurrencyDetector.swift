/// Finds a statement's currency from ISO codes and symbols printed on it.
public enum CurrencyDetector {
    static let symbols: [(String, String)] = [
        ("S$", "SGD"), ("R$", "BRL"), ("US$", "USD"), ("HK$", "HKD"), ("A$", "AUD"), ("C$", "CAD"), ("NZ$", "NZD"),
        ("€", "EUR"), ("£", "GBP"), ("₹", "INR"), ("元", "CNY"), ("人民币", "CNY"), ("￥", "CNY"), ("$", "USD"),
    ]

    /// The most printed ISO code wins; symbols count when no code is printed.
    public static func detect(lines: [TextLine]) -> Currency? {
        var codes: [String: Int] = [:]
        var symbolVotes: [String: Int] = [:]
        for line in lines {
            for word in line.words {
                let letters = word.text.filter(\.isLetter)
                if letters.count == 3, AmountText.currencyCodes.contains(letters), word.text.uppercased() == word.text {
                    codes[letters, default: 0] += 1
                    continue
                }
                if let (symbol, code) = symbols.first(where: { word.text.contains($0.0) }) {
                    // "S$" also contains "$": the first, longer symbol in the list wins.
                    _ = symbol
                    symbolVotes[code, default: 0] += 1
                }
            }
        }
        if let best = codes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { return Currency(code: best.key == "RMB" ? "CNY" : best.key) }
        if let best = symbolVotes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { return Currency(code: best.key) }
        return nil
    }
}
