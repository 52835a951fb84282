/// A card statement in a "$" currency: yearless numeric row dates in either order ("03/14" in
/// the US, "14/03" in Mexico or Argentina), "$" amounts, purchases positive and credits "CR",
/// a summary box, no running balance. Nothing in it names a country unless its rows or the
/// holder's address do, so it tests what the currency decision makes of the rows themselves.
struct DollarCardLayout {
    let statement: StatementDescription
    let monthFirst: Bool
    private let money = AmountFormat.english
    private let right = 572.0

    func table() -> PrintedTable {
        PrintedTable(
            pageWidth: 612,
            pageHeight: 792,
            columns: [
                PrintedTableColumn(title: "Date", x: 40),
                PrintedTableColumn(title: "Description", x: 100),
                PrintedTableColumn(title: "Amount", x: right, align: .right),
            ],
            descriptionColumn: 1,
            linesPerPage: 48,
            firstPageLines: 32,
            drawHeader: drawHeader,
            drawFooter: drawFooter,
            entryRow: { entry, _ in
                PrintedTableRow(
                    cells: [rowDate(entry.date), entry.descriptionLines[0], cardAmount(entry.amount)],
                    continuation: Array(entry.descriptionLines.dropFirst()))
            }
        )
    }

    private func rowDate(_ date: CalendarDate) -> String {
        let (day, month) = (CalendarDate.twoDigits(date.day), CalendarDate.twoDigits(date.month))
        return monthFirst ? "\(month)/\(day)" : "\(day)/\(month)"
    }

    private func fullDate(_ date: CalendarDate) -> String {
        monthFirst ? PrintedDate.american(date) : PrintedDate.dayMonthYear(date, separator: "/")
    }

    /// What the holder owes is positive; anything in the holder's favour is a credit.
    private func cardAmount(_ holderSide: Int64) -> String {
        "$" + money.magnitude(holderSide) + (holderSide > 0 ? " CR" : "")
    }

    private func drawHeader(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) -> Double {
        canvas.text(statement.institution, x: 40, y: 50, font: .helveticaBold, size: page.isFirst ? 16 : 12)
        canvas.text("Card number \(statement.accountNumber)", x: right, y: 46, size: 9, align: .right)
        canvas.text(
            "Statement period \(fullDate(statement.periodStart)) - \(fullDate(statement.periodEnd))",
            x: right, y: 58, size: 9, align: .right)
        guard page.isFirst else { return 92 }
        canvas.text(statement.institutionAddress, x: 40, y: 64, size: 8)
        for (index, line) in statement.accountHolder.enumerated() {
            canvas.text(line, x: 40, y: 100 + Double(index) * 12, size: 9.5)
        }
        let credits = statement.entries.filter { $0.amount > 0 }.reduce(Int64(0)) { $0 + $1.amount }
        let debits = statement.entries.filter { $0.amount < 0 }.reduce(Int64(0)) { $0 + $1.amount }
        let lines = [
            ("Previous balance", cardAmount(statement.openingBalance)), ("Payments and credits", cardAmount(credits)),
            ("Purchases and charges", cardAmount(debits)), ("New balance", cardAmount(statement.closingBalance)),
            ("Minimum payment due", "$" + money.magnitude(min(-statement.closingBalance, 2_500))),
            ("Payment due date", fullDate(statement.statementDate.adding(days: 25))),
        ]
        for (index, line) in lines.enumerated() {
            canvas.text(line.0, x: 350, y: 100 + Double(index) * 13, size: 9)
            canvas.text(line.1, x: right, y: 100 + Double(index) * 13, size: 9, align: .right)
        }
        canvas.line(x1: 40, y1: 196, x2: right, y2: 196, gray: 0.6)
        return 222
    }

    private func drawFooter(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) {
        canvas.text("Page \(page.number) of \(page.count)", x: right, y: canvas.height - 38, size: 8, align: .right)
    }
}
