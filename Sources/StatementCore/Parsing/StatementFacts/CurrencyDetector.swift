/// Finds a statement's currency from ISO codes and symbols printed on it. A sign several
/// currencies share ("$", "kr") never decides alone: the statement's country does (CurrencyCues).
public enum CurrencyDetector {
    static let symbols: [(String, String)] = [
        ("S$", "SGD"), ("R$", "BRL"), ("US$", "USD"), ("HK$", "HKD"), ("A$", "AUD"), ("C$", "CAD"), ("NZ$", "NZD"),
        ("€", "EUR"), ("£", "GBP"), ("₹", "INR"), ("元", "CNY"), ("人民币", "CNY"), ("￥", "CNY"), ("円", "JPY"),
        ("₽", "RUB"), ("руб", "RUB"), ("₴", "UAH"), ("грн", "UAH"), ("₩", "KRW"), ("원", "KRW"), ("₫", "VND"), ("฿", "THB"),
        ("บาท", "THB"), ("₺", "TRY"), ("₪", "ILS"), ("₱", "PHP"), ("Kč", "CZK"), ("zł", "PLN"),
    ]
    /// Signs written in plain letters, which are words too ("lei" is Italian, "Ft" a foot): they
    /// count only beside or glued to a figure ("12 500 Ft", "Rp1.500.000").
    static let letterSigns: [String: String] = ["Ft": "HUF", "lei": "RON", "Rp": "IDR", "RM": "MYR"]

    /// Codes and symbols vote; a column header ("Amount (£)", "Belastung in EUR") or a summary
    /// line outvotes a foreign amount mentioned in one description ("EUR 210.00 at 1.1862").
    public static func detect(lines: [TextLine], vocabulary: HeaderVocabulary = .standard) -> Currency? {
        winner(votes(lines[...], vocabulary: vocabulary))
    }

    /// `detect(lines:vocabulary:)` with the lines' votes counted on up to `threads` threads.
    static func detect(lines: [TextLine], vocabulary: HeaderVocabulary, threads: Int) -> Currency? {
        let runs = LineChunks.map(lines.count, threads: threads) { range in votes(lines[range], vocabulary: vocabulary) }
        return winner(runs.reduce(into: [:]) { total, run in total.merge(run, uniquingKeysWith: +) })
    }

    static func winner(_ votes: [String: Int]) -> Currency? {
        votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }).map { Currency(code: $0.key) }
    }

    static func votes(_ lines: ArraySlice<TextLine>, vocabulary: HeaderVocabulary) -> [String: Int] {
        var votes: [String: Int] = [:]
        for line in lines {
            var weight = 1
            if HeaderLayout.detect(line, vocabulary: vocabulary) != nil {
                weight = 4
            } else if SummaryLabels.kind(of: TextFolding.normalised(line.text), anywhere: true) != nil {
                weight = 2
            }
            // On a transaction row a code names the money only beside a figure ("-61,30 EUR",
            // "EUR 210.00"): "PAYMENT TO CLP POWER" is a payee.
            let row = DateText.leading(line.words.lazy.map(\.text)) != nil
            for (index, word) in line.words.enumerated() {
                let (letters, letterCount, upper) = lettersOf(word.text)
                if letterCount == 3, upper, let code = isoCode(letters), !row || besideFigure(line.words, index) {
                    votes[code, default: 0] += 2 * weight
                } else if letterCount >= 4, letterCount <= 5, let code = names[letters.lowercased()] {
                    // "Montants exprimés en euros": statements that print no symbol name the currency.
                    votes[code, default: 0] += weight
                } else if word.text.utf8.contains(where: { $0 == UInt8(ascii: "$") || $0 >= 0x80 }),
                    let code = symbolCode(in: word.text)
                {
                    // Every symbol has a "$" or a non-ASCII character; the check spares the rest.
                    // "S$" also contains "$": the longer symbols come first in the list.
                    votes[code, default: 0] += weight
                } else if letterCount >= 2, letterCount <= 3, let code = letterSigns[letters],
                    word.text.contains(where: \.isASCIIDigit) || line.words[safe: index - 1]?.text.contains(where: \.isASCIIDigit) == true
                        || line.words[safe: index + 1]?.text.contains(where: \.isASCIIDigit) == true
                {
                    votes[code, default: 0] += weight
                }
            }
        }
        return votes
    }

    static let names: [String: String] = ["euro": "EUR", "euros": "EUR", "reais": "BRL"]

    /// The ISO code three printed letters name, if they name one: "RMB" is the yuan's, CNY.
    static func isoCode(_ letters: String) -> String? {
        guard AmountText.currencyCodes.contains(letters) else { return nil }
        return letters == "RMB" ? "CNY" : letters
    }

    static let symbolLabels = symbols.map { (label: ByteLabel($0.0), code: $0.1) }

    /// The code of the first symbol in `text`. ASCII text can hold only the "$" ones, found
    /// byte for byte; other text takes the Unicode search, which matches "Kč" however it is composed.
    private static func symbolCode(in text: String) -> String? {
        var text = text
        if text.utf8.isAllASCII {
            return text.withUTF8 { bytes in symbolLabels.first(where: { $0.label.isContained(in: bytes) })?.code }
        }
        return symbols.first(where: { text.contains($0.0) })?.1
    }

    /// The word's letters, how many, and whether it is all upper case. Only words of two to
    /// five letters can vote, so on ASCII text the bytes decide and no other word builds a string.
    private static func lettersOf(_ text: String) -> (letters: String, count: Int, upper: Bool) {
        let bytes = text.utf8
        guard bytes.isAllASCII else {
            let letters = text.filter(\.isLetter)
            return (letters, letters.count, text.uppercased() == text)
        }
        let isLetter = { (byte: UInt8) in byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
        var count = 0
        var upper = true
        for byte in bytes where isLetter(byte) {
            count += 1
            if byte >= 0x61 { upper = false }
        }
        guard count >= 2, count <= 5 else { return ("", count, upper) }
        // At most five bytes: a small string, no allocation.
        let letters = String(unsafeUninitializedCapacity: count) { buffer in
            var length = 0
            for byte in bytes where isLetter(byte) {
                buffer[length] = byte
                length += 1
            }
            return length
        }
        return (letters, count, upper)
    }

    /// The word at `index`, or a word beside it, holds a digit.
    private static func besideFigure(_ words: LineWords, _ index: Int) -> Bool {
        [index - 1, index, index + 1].contains { words.indices.contains($0) && words[$0].text.contains(where: \.isASCIIDigit) }
    }

    /// With no code, symbol or name printed anywhere, the account's IBAN says its country, and
    /// the country its currency ("GB29 EXAM 4012 …" is a pound account, "DE12 5001 …" a euro one).
    public static func ibanCurrency(_ lines: [TextLine]) -> Currency? {
        lines.lazy.compactMap(ibanCountry).compactMap { ibanCountries[$0] }.first.map { Currency(code: $0) }
    }

    /// The country of an IBAN printed on the line, if it is one whose currency is known.
    static func ibanCountry(_ line: TextLine) -> String? {
        for (index, word) in line.words.enumerated() {
            let bytes = Array(word.text.utf8)
            guard bytes.count >= 4, bytes[0] >= 0x41, bytes[0] <= 0x5A, bytes[1] >= 0x41, bytes[1] <= 0x5A,
                AmountText.isDigit(bytes[2]), AmountText.isDigit(bytes[3])
            else { continue }
            // Printed whole ("GB29EXAM40123471234567") or in groups after its label ("IBAN DE12 5001 …").
            let labelled =
                index > 0 && TextFolding.normalised(line.words[index - 1].text) == "iban"
                || bytes.count == 4 && isGroupedIBAN(line.words[index...].prefix(9).map(\.text))
            guard labelled || (bytes.count >= 15 && bytes.count <= 34 && bytes.allSatisfy { AmountText.isDigit($0) || ($0 >= 0x41 && $0 <= 0x5A) })
            else { continue }
            let country = String(decoding: bytes[0..<2], as: UTF8.self)
            if ibanCountries[country] != nil { return country }
        }
        return nil
    }

    /// "ES67 3058 0000 1234 5678 9012" printed without its label: groups of four (the last may be
    /// shorter) whose ISO 13616 check digits hold, so a reference number does not pass for one.
    static func isGroupedIBAN(_ words: [String]) -> Bool {
        var text = ""
        for word in words {
            guard word.utf8.count <= 4, word.utf8.allSatisfy({ AmountText.isDigit($0) || ($0 >= 0x41 && $0 <= 0x5A) }) else { break }
            text += word
            if word.utf8.count < 4 { break }
        }
        guard text.utf8.count >= 15, text.utf8.count <= 34 else { return false }
        return IBANCheck.remainder(Array(text.utf8)) == 1
    }

    static let ibanCountries: [String: String] = {
        var countries: [String: String] = [
            "GB": "GBP", "CH": "CHF", "LI": "CHF", "BR": "BRL", "PL": "PLN", "CZ": "CZK", "SE": "SEK", "DK": "DKK",
            "NO": "NOK", "HU": "HUF", "RO": "RON", "BG": "BGN", "IS": "ISK", "TR": "TRY", "IL": "ILS", "AE": "AED",
            "SA": "SAR",
        ]
        for country in [
            "AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MC",
            "MT", "NL", "PT", "SI", "SK", "SM",
        ] {
            countries[country] = "EUR"
        }
        return countries
    }()
}
