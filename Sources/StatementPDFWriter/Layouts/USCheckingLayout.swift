/// A US checking account on Letter paper: mm/dd/yyyy dates, one signed "$" amount
/// column, a running balance, and the bank's header, column headings and footer repeated
/// on every page.
struct USCheckingLayout {
    let statement: StatementDescription
    private let right = 572.0

    func table() -> PrintedTable {
        PrintedTable(
            pageWidth: 612,
            pageHeight: 792,
            columns: [
                PrintedTableColumn(title: "Date", x: 40),
                PrintedTableColumn(title: "Description", x: 105),
                PrintedTableColumn(title: "Amount", x: 470, align: .right),
                PrintedTableColumn(title: "Balance", x: right, align: .right),
            ],
            descriptionColumn: 1,
            linesPerPage: 48,
            firstPageLines: 34,
            openingRow: PrintedTableRow(
                cells: [date(statement.periodStart), "Beginning balance", nil, dollars(statement.openingBalance)], bold: true),
            closingRow: PrintedTableRow(cells: [date(statement.periodEnd), "Ending balance", nil, dollars(statement.closingBalance)], bold: true),
            drawHeader: drawHeader,
            drawFooter: drawFooter,
            entryRow: { entry, balance in
                PrintedTableRow(
                    cells: [
                        date(entry.date), entry.descriptionLines[0], dollars(entry.amount), dollars(balance),
                    ], continuation: Array(entry.descriptionLines.dropFirst()))
            }
        )
    }

    /// "-$45.20": the sign goes before the currency symbol.
    private func dollars(_ minorUnits: Int64) -> String {
        (minorUnits < 0 ? "-" : "") + "$" + AmountFormat.english.magnitude(minorUnits)
    }

    private func date(_ date: CalendarDate) -> String {
        PrintedDate.american(date)
    }

    private func drawHeader(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) -> Double {
        canvas.text(statement.institution, x: 40, y: 50, font: .helveticaBold, size: page.isFirst ? 16 : 12)
        canvas.text("Account number: \(statement.accountNumber)", x: right, y: 46, size: 9, align: .right)
        canvas.text(
            "Statement period: \(date(statement.periodStart)) to \(date(statement.periodEnd))",
            x: right, y: 58, size: 9, align: .right)
        canvas.line(x1: 40, y1: 68, x2: right, y2: 68, gray: 0.6)
        guard page.isFirst else { return 92 }
        for (index, line) in statement.accountHolder.enumerated() {
            canvas.text(line, x: 40, y: 96 + Double(index) * 12, size: 9.5)
        }
        drawSummary(on: canvas, top: 96)
        return 220
    }

    private func drawSummary(on canvas: PDFPageCanvas, top: Double) {
        let credits = statement.entries.filter { $0.amount > 0 }
        let debits = statement.entries.filter { $0.amount < 0 }
        let lines = [
            ("Beginning balance on \(date(statement.periodStart))", dollars(statement.openingBalance)),
            ("Deposits and other credits (\(credits.count))", dollars(credits.reduce(0) { $0 + $1.amount })),
            ("Withdrawals and other debits (\(debits.count))", dollars(debits.reduce(0) { $0 + $1.amount })),
            ("Ending balance on \(date(statement.periodEnd))", dollars(statement.closingBalance)),
        ]
        canvas.text("Account summary", x: 330, y: top, font: .helveticaBold, size: 10)
        for (index, line) in lines.enumerated() {
            let y = top + 16 + Double(index) * 13
            canvas.text(line.0, x: 330, y: y, size: 9)
            canvas.text(line.1, x: right, y: y, size: 9, align: .right)
        }
        canvas.line(x1: 40, y1: top + 96, x2: right, y2: top + 96, gray: 0.6)
    }

    private func drawFooter(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) {
        canvas.line(x1: 40, y1: canvas.height - 50, x2: right, y2: canvas.height - 50, gray: 0.6)
        // Only a US bank is an FDIC member: a "$" statement in another currency carries no US cue here.
        canvas.text(
            "\(statement.institution) \u{00B7} \(statement.institutionAddress)" + (statement.currency == "USD" ? " \u{00B7} Member FDIC" : ""),
            x: 40, y: canvas.height - 38, size: 7.5)
        canvas.text("Page \(page.number) of \(page.count)", x: right, y: canvas.height - 38, size: 8, align: .right)
    }
}
