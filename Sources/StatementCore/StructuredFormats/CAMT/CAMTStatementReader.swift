/// One `Stmt` (or `Rpt`, `Ntfctn`) of a CAMT message into a statement.
struct CAMTStatementReader {
    var format: StructuredFormat
    var report: XMLNode
    var created: LocalDate?
    var options: StructuredReadOptions

    func read() throws(StructuredFormatError) -> StructuredStatement {
        let account = report.child("Acct")
        let currencyCode =
            account?.value("Ccy") ?? report.descendant("Bal")?.child("Amt")?.attributes["Ccy"]
            ?? report.descendant("Ntry")?.child("Amt")?.attributes["Ccy"]
        let currency = currencyCode.map { Currency(code: $0) } ?? options.currency
        guard let currency else {
            throw StructuredFormatError(format, line: report.line, "the statement names no currency (no Acct/Ccy and no Ccy on its amounts)")
        }
        var assembly = StatementAssembly(format: format, currency: currency)
        assembly.currencyEvidence = currencyCode.map { "'\($0)' in the \(format.displayName) file" } ?? "given"
        assembly.accountNumber = account?.value("Id", "IBAN") ?? account?.value("Id", "Othr", "Id")
        assembly.bankCode = account?.path("Svcr", "FinInstnId").flatMap { $0.value("BICFI") ?? $0.value("BIC") }
        assembly.institution = account?.path("Svcr", "FinInstnId").flatMap { $0.value("Nm") }
        assembly.statementDate = report.value("CreDtTm").flatMap(CAMTValues.date) ?? created
        if let range = report.child("FrToDt"),
            let start = (range.value("FrDtTm") ?? range.value("FrDt")).flatMap(CAMTValues.date),
            let end = (range.value("ToDtTm") ?? range.value("ToDt")).flatMap(CAMTValues.date)
        {
            assembly.period = DateRange(start: start, end: end)
        }
        try readBalances(into: &assembly, currency: currency)
        let entries = report.all("Ntry")
        guard entries.count <= options.limits.maxRows else {
            throw StructuredFormatError(format, line: report.line, "more than \(options.limits.maxRows) entries in one statement")
        }
        var skipped = 0
        var reversals = 0
        for entry in entries {
            guard CAMTEntry.isBooked(entry) else {
                skipped += 1
                continue
            }
            let row = try CAMTEntry(node: entry, currency: currency, format: format).row()
            if entry.value("RvslInd") == "true" { reversals += 1 }
            assembly.rows.append(row)
        }
        if skipped == 0 { assembly.figures = try summaryFigures(currency: currency) }
        assembly.unprovenReason =
            "the \(format.displayName) statement states no opening and closing balance (OPBD/PRCD, CLBD) or entry totals to check its entries against"
        var statement = try assembly.build()
        if skipped > 0 {
            statement.statement.decisions.readings = [
                "\(skipped) entries not booked (pending or for information) left out, and the TxsSummry with them"
            ]
        }
        // ISO 20022 says CdtDbtInd is the reversal's own direction; some banks keep the original
        // entry's. The balances decide: the reading under which they agree is kept.
        if reversals > 0, statement.statement.verification.verdict == .failed {
            var flipped = assembly
            for index in flipped.rows.indices where flipped.rows[index].transaction.rawText.hasPrefix("REVERSAL") {
                flipped.rows[index].transaction.amount = flipped.rows[index].transaction.amount.negated
            }
            let other = try flipped.build()
            if other.statement.verification.verdict != .failed {
                statement = other
                statement.statement.decisions.readings =
                    (statement.statement.decisions.readings ?? [])
                    + [
                        "reversals (RvslInd) carry the original entry's CdtDbtInd in this file: read with the opposite sign, under which the balances agree"
                    ]
            }
        }
        return statement
    }

    /// OPBD (else PRCD, the previous closing) opens; CLBD (else, in a report, the last ITBD) closes.
    private func readBalances(into assembly: inout StatementAssembly, currency: Currency) throws(StructuredFormatError) {
        var found: [String: StatementAssembly.Balance] = [:]
        for balance in report.all("Bal") {
            guard let code = balance.path("Tp", "CdOrPrtry")?.value("Cd") ?? balance.path("Tp", "CdOrPrtry")?.value("Prtry"),
                let amountNode = balance.child("Amt")
            else { continue }
            let amount = try CAMTValues.amount(amountNode, indicator: balance.value("CdtDbtInd"), currency: currency, format: format)
            found[code] = StatementAssembly.Balance(
                amount: amount, date: CAMTValues.date(in: balance.child("Dt")), label: "\(code) balance", line: balance.line)
        }
        assembly.opening = found["OPBD"] ?? found["PRCD"]
        assembly.closing = found["CLBD"] ?? (format == .camt052 ? found["ITBD"] : nil)
    }

    /// `TxsSummry`: the count of every entry, and each direction's count and sum.
    private func summaryFigures(currency: Currency) throws(StructuredFormatError) -> [PrintedFigure] {
        guard let summary = report.child("TxsSummry") else { return [] }
        var figures: [PrintedFigure] = []
        if let total = summary.child("TtlNtries"), let count = total.value("NbOfNtries").flatMap({ Int64($0) }) {
            figures.append(PrintedFigure(kind: .count(nil), value: count, label: "TxsSummry/TtlNtries/NbOfNtries", page: 1, line: total.line))
        }
        for (name, direction) in [("TtlCdtNtries", SectionHeadings.Direction.moneyIn), ("TtlDbtNtries", .moneyOut)] {
            guard let node = summary.child(name) else { continue }
            if let count = node.value("NbOfNtries").flatMap({ Int64($0) }) {
                figures.append(PrintedFigure(kind: .count(direction), value: count, label: "TxsSummry/\(name)/NbOfNtries", page: 1, line: node.line))
            }
            if let sum = node.value("Sum") {
                guard let money = Money(decimalString: sum, currency: currency), money.minorUnits >= 0 else {
                    throw StructuredFormatError(format, line: node.line, "'\(sum)' in TxsSummry/\(name) is no amount in \(currency.code)")
                }
                figures.append(
                    PrintedFigure(kind: .total(direction), value: money.minorUnits, label: "TxsSummry/\(name)/Sum", page: 1, line: node.line))
            }
        }
        return figures
    }
}
