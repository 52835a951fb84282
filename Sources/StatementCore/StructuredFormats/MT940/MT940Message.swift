/// One SWIFT message (from its `:20:` to the next): an MT940 statement with its balances, or an
/// MT942 interim report with its `:90D:`/`:90C:` counts and sums.
struct MT940Message {
    var format: StructuredFormat
    var account: String?
    var opening: (balance: StatementAssembly.Balance, intermediate: Bool)?
    var closing: (balance: StatementAssembly.Balance, intermediate: Bool)?
    var currency: Currency?
    var rows: [StatementAssembly.Row] = []
    var figures: [PrintedFigure] = []
    var firstLine: Int

    init(fields: ArraySlice<MT940Field>, format: StructuredFormat, hint: Currency?) throws(StructuredFormatError) {
        self.format = format
        firstLine = fields.first?.line ?? 1
        currency = hint
        var pending: (MT940Field, MT940Entry)?
        for field in fields {
            switch field.tag {
            case "25":
                account = field.value.trimmingASCIIWhitespace
            case "60F", "60M":
                let (money, date) = try MT940Values.balance(field, format: format)
                currency = money.currency
                opening = (
                    StatementAssembly.Balance(amount: money, date: date, label: ":\(field.tag): opening balance", line: field.line),
                    field.tag == "60M"
                )
            case "62F", "62M":
                try flush(&pending, narrative: nil)
                let (money, date) = try MT940Values.balance(field, format: format)
                try requireCurrency(money.currency, field)
                closing = (
                    StatementAssembly.Balance(amount: money, date: date, label: ":\(field.tag): closing balance", line: field.line),
                    field.tag == "62M"
                )
            case "34F":
                let code = String(field.value.trimmingASCIIWhitespace.prefix(3))
                if code.count == 3, code.allSatisfy({ $0.isLetter && $0.isASCII }) { currency = Currency(code: code) }
            case "61":
                try flush(&pending, narrative: nil)
                guard let currency else {
                    throw StructuredFormatError(format, line: field.line, "a :61: statement line before any balance or :34F: says the currency")
                }
                pending = (field, try MT940Entry(field, currency: currency, format: format))
            case "86":
                try flush(&pending, narrative: field.value)
            case "90D", "90C":
                try flush(&pending, narrative: nil)
                figures += try summary(field)
            default:
                continue
            }
        }
        try flush(&pending, narrative: nil)
    }

    private func requireCurrency(_ other: Currency, _ field: MT940Field) throws(StructuredFormatError) {
        if let currency, currency != other {
            throw StructuredFormatError(format, line: field.line, ":\(field.tag): is in \(other.code), the statement in \(currency.code)")
        }
    }

    private mutating func flush(_ pending: inout (MT940Field, MT940Entry)?, narrative: String?) throws(StructuredFormatError) {
        guard let (field, entry) = pending else { return }
        pending = nil
        let story = narrative.map(MT940Narrative.init)
        var description = story?.description ?? entry.supplementary ?? entry.customerReference ?? "entry"
        if entry.reversal { description = "Reversal: " + description }
        let raw = [":61:" + field.value, narrative.map { ":86:" + $0 }].compactMap { $0 }.joined(separator: "\n")
        let transaction = Transaction(
            date: entry.bookingDate, valueDate: entry.valueDate, description: description, rawText: raw, amount: entry.amount, page: 1,
            line: field.line)
        rows.append(StatementAssembly.Row(transaction: transaction, bankReference: entry.bankReference ?? entry.customerReference))
    }

    /// ":90D:3EUR165,90": how many debit entries and their sum (`:90C:` the credits).
    private func summary(_ field: MT940Field) throws(StructuredFormatError) -> [PrintedFigure] {
        let value = Substring(field.value.trimmingASCIIWhitespace)
        let count = value.prefix { $0.isASCIIDigit }
        let direction: SectionHeadings.Direction = field.tag == "90D" ? .moneyOut : .moneyIn
        guard let number = Int64(count), let currency = currency ?? Optional(Currency(code: String(value.dropFirst(count.count).prefix(3)))),
            let sum = MT940Values.amount(value.dropFirst(count.count + 3), currency: currency)
        else {
            throw StructuredFormatError(format, line: field.line, "the summary :\(field.tag):\(value) is not a count, currency and amount")
        }
        return [
            PrintedFigure(kind: .count(direction), value: number, label: ":\(field.tag): number of entries", page: 1, line: field.line),
            PrintedFigure(kind: .total(direction), value: sum.minorUnits, label: ":\(field.tag): sum of entries", page: 1, line: field.line),
        ]
    }
}
