/// A foreign-exchange detail line under a card or account row: the original amount and the rate
/// ("ORIGINAL AMOUNT USD 12.50", "USD 12.50 @ 1.0832", "Tipo de cambio 17,20", "Kurs 1,0832").
/// It details the row above wherever its numbers stand, even in the money column; a line naming
/// a fee or a tax ("FOREIGN TRANSACTION FEE 0.35", "IOF 1,90") is a row of its own.
enum ForeignExchangeDetail {
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
        let padded = " " + (folded ?? TextFolding.normalised(line.text)) + " "
        return cues.contains { padded.contains(" " + $0 + " ") }
    }

    private static func hasRateDecimals(_ text: String) -> Bool {
        guard text.first?.isASCIIDigit == true, let mark = text.lastIndex(where: { $0 == "." || $0 == "," }) else { return false }
        let decimals = text[text.index(after: mark)...]
        return decimals.count >= 4 && decimals.allSatisfy(\.isASCIIDigit) && !text[..<mark].contains(where: { $0 == "." || $0 == "," })
    }
}
