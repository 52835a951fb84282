/// A foreign-exchange detail line under a card or account row: the original amount and the rate
/// ("ORIGINAL AMOUNT USD 12.50", "USD 12.50 @ 1.0832", "Tipo de cambio 17,20", "Kurs 1,0832").
/// It details the row above wherever its numbers stand, even in the money column; a line naming
/// a fee or a tax ("FOREIGN TRANSACTION FEE 0.35", "IOF 1,90") is a row of its own.
public enum ForeignExchangeDetail {
    /// Folded phrases naming a rate or an amount in the original currency.
    static let cues = [
        "exchange rate", "fx rate", "conversion rate", "rate of exchange", "original amount", "foreign amount",
        "tipo de cambio", "tasa de cambio", "importe original", "monto original", "moneda original", "valor original",
        "taxa de cambio", "cotacao", "kurs", "wechselkurs", "umrechnungskurs", "devisenkurs", "originalbetrag",
        "ursprungsbetrag", "taux de change", "cours de change", "montant original", "montant en devise",
    ]
    /// Words that make a line a fee or tax, booked on its own.
    static let chargeWords: Set<String> = [
        "fee", "fees", "commission", "comision", "comisiones", "gebuhr", "entgelt", "frais", "tarifa", "tax", "iof", "iva",
        "gst", "vat", "impuesto", "charge", "tasa",
    ]

    /// Whether the line is such a detail: a rate after "@" or stated with "=", or one of the
    /// phrases, and no charge.
    static func isDetail(_ reading: LineReading) -> Bool {
        let folded = reading.foldedText
        guard !folded.split(separator: " ").contains(where: { chargeWords.contains(String($0)) }) else { return false }
        return namesRate(reading.line, folded: folded)
    }

    /// Whether a line states a rate, fee or not: "@" or "=" ("£1.00 = $1.34": one currency stated
    /// in another is a rate, whatever it is called), one of the phrases, or a number with four
    /// decimals or more ("EUR 210.00 at 1.1862"; a thousands group has three). A currency code on
    /// such a line is the purchase's, never the statement's.
    static func namesRate(_ line: TextLine, folded: String? = nil) -> Bool {
        if line.words.contains(where: { $0.text == "@" || $0.text == "=" || hasRateDecimals($0.text) }) { return true }
        return paddedCues.isOne(in: " " + (folded ?? TextFolding.normalised(line.text)) + " ")
    }

    private static let paddedCues = FoldedPhrases(cues.map { " " + $0 + " " })

    private static func hasRateDecimals(_ text: String) -> Bool {
        guard text.first?.isASCIIDigit == true, let mark = text.lastIndex(where: { $0 == "." || $0 == "," }) else { return false }
        let decimals = text[text.index(after: mark)...]
        return decimals.count >= 4 && decimals.allSatisfy(\.isASCIIDigit) && !text[..<mark].contains(where: { $0 == "." || $0 == "," })
    }
}

extension ForeignExchangeDetail {
    /// The part of a row's description before a foreign-exchange detail joined to it ("NETFLIX.COM
    /// AMSTERDAM" of "NETFLIX.COM AMSTERDAM USD 12.50 EXCHANGE RATE 1.0832"): a rate phrase, an
    /// "@" or "=", a rate of four decimals or more, or a currency code before an amount with its
    /// cents, and the code and figure printed right before such a mark. The whole description when
    /// there is none, or when no letter stands before it.
    public static func merchantPart(of description: String) -> String {
        // Every detail holds a figure: a description without a digit is returned at no cost.
        guard description.contains(where: \.isASCIIDigit) else { return description }
        let words = description.split(whereSeparator: \.isWhitespace).map(String.init)
        let folded = words.map(TextFolding.normalised)
        guard var start = words.indices.first(where: { isMark(words, folded, at: $0) }), start > 0 else { return description }
        if start >= 2, isFigure(words[start - 1]), isCurrencyCode(words[start - 2]) {
            start -= 2
        } else if isCurrencyCode(words[start - 1]) {
            start -= 1
        }
        let merchant = words[..<start]
        guard merchant.contains(where: { $0.contains(where: \.isLetter) }) else { return description }
        return merchant.joined(separator: " ")
    }

    private static func isMark(_ words: [String], _ folded: [String], at index: Int) -> Bool {
        let word = words[index]
        if word.hasPrefix("@") || word == "=" || hasRateDecimals(word) { return true }
        if isCurrencyCode(word), index + 1 < words.count, hasCents(words[index + 1]) { return true }
        let tail = folded[index...].prefix(4).filter { !$0.isEmpty }.joined(separator: " ") + " "
        return cues.contains { tail.hasPrefix($0 + " ") }
    }

    private static func isCurrencyCode(_ word: String) -> Bool {
        word.count == 3 && word.allSatisfy(\.isUppercase) && AmountText.currencyCodes.contains(word)
    }

    private static func isFigure(_ word: String) -> Bool {
        word.first?.isASCIIDigit == true && word.allSatisfy { $0.isASCIIDigit || $0 == "." || $0 == "," }
    }

    /// "12.50", "1.234,56": an amount with its two decimals.
    private static func hasCents(_ word: String) -> Bool {
        guard isFigure(word), let mark = word.lastIndex(where: { $0 == "." || $0 == "," }) else { return false }
        return word.distance(from: mark, to: word.endIndex) == 3
    }
}
