/// One `!Type:` section of a QIF file into a statement.
struct QIFSectionReader {
    var section: QIFReader.Section
    var order: DateOrder
    var mark: DecimalMark
    var currency: Currency?
    var decisions = ParseDecisions()

    func read() throws(StructuredFormatError) -> StructuredStatement {
        var assembly = StatementAssembly(format: .qif, currency: currency)
        assembly.currencyEvidence = "given"
        assembly.kind = section.type == "ccard" ? .card : .current
        assembly.institution = nil
        assembly.decisions = decisions
        var notes: [VerificationProblem] = []
        for (index, record) in section.records.enumerated() {
            guard let dateText = record.fields["D"], let date = QIFReader.printedDate(dateText)?.resolve(order: order, near: nil) else {
                throw StructuredFormatError(.qif, line: record.line, "the record has no date it can read (D\(record.fields["D"] ?? ""))")
            }
            guard let amountText = record.fields["T"] ?? record.fields["U"] else {
                throw StructuredFormatError(.qif, line: record.line, "the record has no amount (T)")
            }
            let amount = try money(amountText, line: record.line, assembly: assembly)
            let payee = record.fields["P"]
            // Quicken writes the account's starting balance as its first record.
            if index == 0, payee?.lowercased() == "opening balance" {
                assembly.opening = StatementAssembly.Balance(amount: amount, date: date, label: "Opening Balance record", line: record.line)
                continue
            }
            var raw = [payee, record.fields["M"], record.fields["L"].map { "category \($0)" }, record.fields["N"].map { "number \($0)" }]
                .compactMap { $0 }
            var splitTotal = assembly.money(0)
            for split in record.splits {
                raw.append("split: " + [split.category, split.memo, split.amount].compactMap { $0 }.joined(separator: " · "))
                if let text = split.amount {
                    do { splitTotal = try splitTotal.adding(try money(text, line: record.line, assembly: assembly)) } catch {
                        throw StructuredFormatError(.qif, line: record.line, "the splits add up beyond the range of a money amount")
                    }
                }
            }
            if !record.splits.isEmpty, record.splits.contains(where: { $0.amount != nil }), splitTotal != amount {
                notes.append(
                    VerificationProblem(
                        page: 1, line: record.line, message: "the splits add up to \(splitTotal.groupedString), the row to \(amount.groupedString)"))
            }
            let description = payee ?? record.fields["M"] ?? record.fields["L"] ?? "transaction"
            let transaction = Transaction(
                date: date, description: description, rawText: raw.isEmpty ? description : raw.joined(separator: "\n"), amount: amount, page: 1,
                line: record.line)
            assembly.rows.append(StatementAssembly.Row(transaction: transaction, bankReference: nil))
        }
        assembly.unprovenReason = "QIF states no closing balance: nothing in the file proves its rows"
        var statement = try assembly.build()
        statement.statement.verification.notes += notes
        return statement
    }

    private func money(_ text: String, line: Int, assembly: StatementAssembly) throws(StructuredFormatError) -> Money {
        let trimmed = text.trimmingASCIIWhitespace
        guard let (magnitude, sign) = AmountText.parse(trimmed, decimalMark: mark, minorDigits: assembly.workingCurrency.minorUnitDigits) else {
            // A whole amount ("T-1500") is no printed amount to AmountText, which wants cents.
            let grouping: Character = mark == .point ? "," : "."
            let plain = String(trimmed.filter { $0 != grouping }.map { $0 == "," ? "." : $0 })
            guard let whole = Money(decimalString: plain, currency: assembly.workingCurrency) else {
                throw StructuredFormatError(.qif, line: line, "'\(text)' is no amount")
            }
            return whole
        }
        let negative = sign == .minus || sign == .parentheses || sign == .debit
        return assembly.money(negative ? 0 - magnitude : magnitude)
    }
}
