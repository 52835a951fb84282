/// The small value forms every CAMT version shares.
enum CAMTValues {
    /// "2024-01-05" or "2024-01-05T10:15:00+01:00": the calendar date as the bank wrote it.
    static func date(_ text: String) -> LocalDate? {
        LocalDate(iso: String(text.trimmingASCIIWhitespace.prefix(10)))
    }

    /// A `Dt` or `DtTm` child of `node` (BookgDt, ValDt, a balance's Dt).
    static func date(in node: XMLNode?) -> LocalDate? {
        guard let node else { return nil }
        if let text = node.value("Dt") ?? node.value("DtTm") { return date(text) }
        return date(node.text)
    }

    /// An `Amt` element's value, signed by `indicator` (DBIT is money out), in `currency`.
    static func amount(
        _ node: XMLNode, indicator: String?, currency: Currency, format: StructuredFormat
    ) throws(StructuredFormatError) -> Money {
        let text = node.text.trimmingASCIIWhitespace
        if let code = node.attributes["Ccy"], code.uppercased() != currency.code {
            throw StructuredFormatError(format, line: node.line, "the amount \(text) is in \(code), not the account's \(currency.code)")
        }
        guard let money = Money(decimalString: text, currency: currency), money.minorUnits >= 0 else {
            throw StructuredFormatError(format, line: node.line, "'\(text)' is no amount in \(currency.code)")
        }
        switch indicator {
        case "DBIT": return money.negated
        case "CRDT": return money
        default:
            throw StructuredFormatError(format, line: node.line, "the amount \(text) has no credit/debit indicator (CdtDbtInd CRDT or DBIT)")
        }
    }
}
