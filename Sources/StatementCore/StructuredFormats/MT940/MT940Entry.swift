/// A `:61:` statement line: value date, optional entry (booking) date, mark (C, D, RC reversal
/// of a credit, RD reversal of a debit), optional funds code, decimal-comma amount, transaction
/// type, the owner's reference, `//` the bank's reference, and supplementary details on the next line.
struct MT940Entry {
    var valueDate: LocalDate
    var bookingDate: LocalDate
    var amount: Money
    var reversal: Bool
    var customerReference: String?
    var bankReference: String?
    var supplementary: String?

    init(_ field: MT940Field, currency: Currency, format: StructuredFormat) throws(StructuredFormatError) {
        let lines = field.value.split(whereSeparator: \.isNewline)
        var rest = Substring(lines.first.map { String($0) } ?? "")
        let bad = { (why: String) in StructuredFormatError(format, line: field.line, "the statement line :61:\(lines.first ?? "") \(why)") }
        guard let value = MT940Values.date(rest.prefix(6)) else { throw bad("has no YYMMDD value date") }
        valueDate = value
        rest = rest.dropFirst(6)
        bookingDate = value
        if rest.prefix(4).count == 4, rest.prefix(4).allSatisfy(\.isASCIIDigit), let month = Int(rest.prefix(2)),
            let day = Int(rest.dropFirst(2).prefix(2))
        {
            // The entry date has no year: the value date's, or the next or last one across a year's turn.
            var year = value.year
            if month - value.month > 6 { year -= 1 } else if value.month - month > 6 { year += 1 }
            guard let booked = LocalDate(year: year, month: month, day: day) else { throw bad("has no valid MMDD entry date") }
            bookingDate = booked
            rest = rest.dropFirst(4)
        }
        var credit: Bool
        if rest.hasPrefix("RC") || rest.hasPrefix("RD") {
            reversal = true
            // A reversed credit takes money out; a reversed debit puts it back.
            credit = rest.hasPrefix("RD")
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("C") || rest.hasPrefix("D") {
            reversal = false
            credit = rest.hasPrefix("C")
            rest = rest.dropFirst()
        } else {
            throw bad("has no debit/credit mark (C, D, RC or RD)")
        }
        if let funds = rest.first, funds.isLetter { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCIIDigit || $0 == "," }
        guard let money = MT940Values.amount(digits, currency: currency) else { throw bad("has no decimal-comma amount") }
        amount = credit ? money : money.negated
        rest = rest.dropFirst(digits.count)
        // Transaction type: one letter and three characters ("NTRF", "FMSC").
        rest = rest.dropFirst(min(4, rest.count))
        let references = rest.components(separatedBy: "//")
        let owner = references.first?.trimmingASCIIWhitespace ?? ""
        customerReference = owner.isEmpty || owner == "NONREF" ? nil : owner
        let bank = references.count > 1 ? references[1].trimmingASCIIWhitespace : ""
        bankReference = bank.isEmpty ? nil : bank
        let more = lines.dropFirst().map { $0.trimmingASCIIWhitespace }.joined(separator: " ")
        supplementary = more.isEmpty ? nil : more
    }
}
