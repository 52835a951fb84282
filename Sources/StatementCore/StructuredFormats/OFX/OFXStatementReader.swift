/// One `STMTRS` or `CCSTMTRS` into a statement.
struct OFXStatementReader {
    var format: StructuredFormat
    var response: XMLNode
    var institution: String?
    var options: StructuredReadOptions

    func read() throws(StructuredFormatError) -> StructuredStatement {
        let code = response.value("CURDEF")
        guard let currency = code.map({ Currency(code: $0) }) ?? options.currency else {
            throw StructuredFormatError(format, line: response.line, "the statement names no currency (CURDEF)")
        }
        var assembly = StatementAssembly(format: format, currency: currency)
        assembly.currencyEvidence = code.map { "'\($0)' (CURDEF)" } ?? "given"
        assembly.institution = institution
        let account = response.child("BANKACCTFROM") ?? response.child("CCACCTFROM")
        assembly.accountNumber = account?.value("ACCTID")
        assembly.bankCode = account.flatMap { [$0.value("BANKID"), $0.value("BRANCHID")].compactMap { $0 }.joined(separator: "/") }.flatMap {
            $0.isEmpty ? nil : $0
        }
        switch (response.name, account?.value("ACCTTYPE")) {
        case ("CCSTMTRS", _), (_, "CREDITLINE"): assembly.kind = .card
        case (_, "SAVINGS"), (_, "MONEYMRKT"): assembly.kind = .savings
        default: assembly.kind = .current
        }
        let list = response.child("BANKTRANLIST")
        if let start = list?.value("DTSTART").flatMap(OFXStatementReader.date), let end = list?.value("DTEND").flatMap(OFXStatementReader.date) {
            assembly.period = DateRange(start: start, end: end)
        }
        let entries = list?.all("STMTTRN") ?? []
        guard entries.count <= options.limits.maxRows else {
            throw StructuredFormatError(format, line: response.line, "more than \(options.limits.maxRows) transactions in one statement")
        }
        var typed: [(type: String?, minorUnits: Int64)] = []
        for entry in entries {
            let read = try row(entry, currency: currency)
            typed.append((entry.value("TRNTYPE"), read.transaction.amount.minorUnits))
            assembly.rows.append(read)
        }
        // Banks list newest first as often as oldest first; rows are kept in date order, each
        // with its own line in the file.
        assembly.rows.sort { ($0.transaction.date, $0.transaction.line) < ($1.transaction.date, $1.transaction.line) }
        if let ledger = response.child("LEDGERBAL") {
            assembly.closing = try balance(ledger, label: "LEDGERBAL", currency: currency)
            assembly.statementDate = assembly.closing?.date
        }
        for listed in response.child("BALLIST")?.all("BAL") ?? [] {
            let name = (listed.value("NAME") ?? "") + " " + (listed.value("DESC") ?? "")
            let folded = name.lowercased()
            if ["opening", "beginning", "start", "previous"].contains(where: folded.contains) {
                assembly.opening = try balance(listed, label: "BALLIST '\(name.trimmingASCIIWhitespace)'", currency: currency)
            }
        }
        assembly.unprovenReason =
            assembly.closing == nil
            ? "the OFX statement states no LEDGERBAL balance to check its transactions against"
            : "OFX states no opening balance: LEDGERBAL closes the statement, but transactions missing from the file would not show"
        let asWritten = try assembly.build()
        guard assembly.kind == .card else { return asWritten }
        return try cardFromTheHoldersSide(asWritten, assembly: assembly, typed: typed)
    }

    /// A card statement whose issuer wrote it from its own side, read from the holder's (`OFXCardSigns`).
    private func cardFromTheHoldersSide(
        _ asWritten: StructuredStatement, assembly: StatementAssembly, typed: [(type: String?, minorUnits: Int64)]
    ) throws(StructuredFormatError) -> StructuredStatement {
        let typesSay = OFXCardSigns.writtenFromTheIssuersSide(typed)
        guard typesSay || asWritten.statement.verification.verdict == .failed else { return asWritten }
        // Turning rows and balances together keeps the verdict as written; turning the rows alone
        // can make failed balances agree.
        let rowsOnly = try OFXCardSigns.turned(assembly, balances: false).build()
        let rowsAgree = asWritten.statement.verification.verdict == .failed && rowsOnly.statement.verification.verdict == .verified
        guard typesSay || rowsAgree else { return asWritten }
        var turned = rowsAgree ? rowsOnly : try OFXCardSigns.turned(assembly, balances: true).build()
        let why =
            typesSay
            ? "its charges (DEBIT, FEE) are positive and its credits negative" : "only so do its stated balances agree"
        turned.statement.decisions.readings =
            (turned.statement.decisions.readings ?? [])
            + ["the card file is written from the issuer's side (\(why)): \(rowsAgree ? "its rows'" : "every") sign turned, so charges are money out"]
        return turned
    }

    private func row(_ entry: XMLNode, currency: Currency) throws(StructuredFormatError) -> StatementAssembly.Row {
        guard let text = entry.value("TRNAMT") else {
            throw StructuredFormatError(format, line: entry.line, "the transaction has no amount (TRNAMT)")
        }
        guard let amount = OFXStatementReader.amount(text, currency: currency) else {
            throw StructuredFormatError(
                format, line: entry.line,
                "cannot read the amount '\(text.prefix(40))' (TRNAMT) in \(currency.code): OFX writes a plain number, as -1250.00")
        }
        guard let posted = entry.value("DTPOSTED").flatMap(OFXStatementReader.date) ?? entry.value("DTUSER").flatMap(OFXStatementReader.date) else {
            throw StructuredFormatError(format, line: entry.line, "the transaction has no date (DTPOSTED)")
        }
        let name = entry.value("NAME") ?? entry.path("PAYEE")?.value("NAME")
        let memo = entry.value("MEMO")
        let description = name ?? memo ?? entry.value("TRNTYPE") ?? "transaction"
        let raw = [name, memo, entry.value("CHECKNUM").map { "check \($0)" }].compactMap { $0 }
        let transaction = Transaction(
            date: posted, valueDate: entry.value("DTAVAIL").flatMap(OFXStatementReader.date), description: description,
            rawText: raw.isEmpty ? description : raw.joined(separator: "\n"), amount: amount, page: 1, line: entry.line)
        return StatementAssembly.Row(transaction: transaction, bankReference: entry.value("FITID"))
    }

    private func balance(_ node: XMLNode, label: String, currency: Currency) throws(StructuredFormatError) -> StatementAssembly.Balance {
        guard let text = node.value("BALAMT") ?? node.value("VALUE"), let amount = OFXStatementReader.amount(text, currency: currency) else {
            throw StructuredFormatError(format, line: node.line, "the balance \(label) has no amount")
        }
        return StatementAssembly.Balance(amount: amount, date: node.value("DTASOF").flatMap(OFXStatementReader.date), label: label, line: node.line)
    }

    /// "20240305", "20240305120000.000[-5:EST]": the calendar date as the bank wrote it.
    static func date(_ text: String) -> LocalDate? {
        let digits = text.prefix(8)
        guard digits.count == 8, digits.allSatisfy(\.isASCIIDigit), let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)),
            let day = Int(digits.suffix(2))
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// "-45.90", "+1500", and "-45,90": OFX allows a comma for the decimal mark.
    static func amount(_ text: String, currency: Currency) -> Money? {
        var value = text.trimmingASCIIWhitespace
        if value.hasPrefix("+") { value.removeFirst() }
        if value.contains(","), !value.contains(".") { value = value.replacingOccurrences(of: ",", with: ".") }
        return Money(decimalString: value, currency: currency)
    }
}
