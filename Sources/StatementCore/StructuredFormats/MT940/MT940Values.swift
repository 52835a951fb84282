/// The value forms SWIFT fields share: YYMMDD dates, decimal-comma amounts, and balances
/// ("C240131EUR1234,56").
enum MT940Values {
    static func date(_ text: Substring) -> LocalDate? {
        guard text.count == 6, text.allSatisfy(\.isASCIIDigit), let year = Int(text.prefix(2)), let month = Int(text.dropFirst(2).prefix(2)),
            let day = Int(text.suffix(2))
        else { return nil }
        return LocalDate(year: DateText.expandYear(year, digits: 2), month: month, day: day)
    }

    /// "1234,56", "1234,", "0,5": a comma for the decimal mark, no grouping, no sign.
    static func amount(_ text: Substring, currency: Currency) -> Money? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(\.isASCIIDigit), parts[1].allSatisfy(\.isASCIIDigit) else { return nil }
        var fraction = parts[1]
        while fraction.count > currency.minorUnitDigits, fraction.last == "0" { fraction = fraction.dropLast() }
        return Money(decimalString: parts[0] + (fraction.isEmpty ? "" : "." + fraction), currency: currency)
    }

    /// ":60F:", ":62F:" and their intermediate forms: mark, date, currency, amount.
    static func balance(_ field: MT940Field, format: StructuredFormat) throws(StructuredFormatError) -> (Money, LocalDate) {
        let value = Substring(field.value.trimmingASCIIWhitespace)
        guard value.count >= 11, let mark = value.first, mark == "C" || mark == "D",
            let date = date(value.dropFirst().prefix(6))
        else {
            throw StructuredFormatError(format, line: field.line, "the balance :\(field.tag):\(value) is not mark, YYMMDD date, currency and amount")
        }
        let currency = Currency(code: String(value.dropFirst(7).prefix(3)))
        guard currency.code.allSatisfy({ $0.isLetter && $0.isASCII }), let money = amount(value.dropFirst(10), currency: currency) else {
            throw StructuredFormatError(format, line: field.line, "the balance :\(field.tag):\(value) has no currency and decimal-comma amount")
        }
        return (mark == "D" ? money.negated : money, date)
    }
}
