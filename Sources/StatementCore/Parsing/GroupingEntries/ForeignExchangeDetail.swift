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
        let padded = " " + folded + " "
        // "£1.00 = $1.34": one currency stated in another is a rate, whatever it is called.
        return reading.line.words.contains { $0.text == "@" || $0.text == "=" } || cues.contains { padded.contains(" " + $0 + " ") }
    }
}
