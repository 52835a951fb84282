/// A German account: debits under "Soll" and credits under "Haben", both unsigned, with
/// the old and new balances placed in the column their sign belongs to.
struct DebitCreditColumnsLayout {
    let statement: StatementDescription
    private let money = AmountFormat.continental
    private let right = 555.0

    func table() -> PrintedTable {
        let dayBefore = statement.periodStart.adding(days: -1)
        return PrintedTable(
            columns: [
                PrintedTableColumn(title: "Datum", x: 40),
                PrintedTableColumn(title: "Buchungstext", x: 100),
                PrintedTableColumn(title: "Soll", x: 470, align: .right),
                PrintedTableColumn(title: "Haben", x: right, align: .right),
            ],
            descriptionColumn: 1,
            linesPerPage: 52,
            firstPageLines: 44,
            openingRow: balanceRow("Alter Kontostand vom \(date(dayBefore))", statement.openingBalance),
            closingRow: balanceRow("Neuer Kontostand vom \(date(statement.periodEnd))", statement.closingBalance),
            drawHeader: drawHeader,
            drawFooter: drawFooter,
            entryRow: { entry, _ in
                PrintedTableRow(
                    cells: [
                        date(entry.date),
                        entry.descriptionLines[0],
                        entry.amount < 0 ? money.magnitude(entry.amount) : nil,
                        entry.amount >= 0 ? money.magnitude(entry.amount) : nil,
                    ], continuation: Array(entry.descriptionLines.dropFirst()))
            }
        )
    }

    private func balanceRow(_ label: String, _ balance: Int64) -> PrintedTableRow {
        let amount = money.magnitude(balance)
        return PrintedTableRow(cells: [nil, label, balance < 0 ? amount : nil, balance >= 0 ? amount : nil], bold: true)
    }

    private func date(_ date: CalendarDate) -> String {
        PrintedDate.dayMonthYear(date, separator: ".")
    }

    private func drawHeader(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) -> Double {
        let number = "Kontoauszug \(statement.periodEnd.month)/\(statement.periodEnd.year)"
        canvas.text(statement.institution, x: 40, y: 58, font: .helveticaBold, size: page.isFirst ? 18 : 12)
        canvas.text(number, x: right, y: 58, font: .helveticaBold, size: 11, align: .right)
        guard page.isFirst else {
            canvas.text("IBAN \(statement.accountNumber)", x: 40, y: 74, size: 8.5)
            return 100
        }
        canvas.text(statement.institutionAddress, x: 40, y: 72, size: 8)
        for (index, line) in statement.accountHolder.enumerated() {
            canvas.text(line, x: 40, y: 110 + Double(index) * 12, size: 9.5)
        }
        canvas.text("Girokonto", x: right, y: 110, font: .helveticaBold, size: 9, align: .right)
        canvas.text("IBAN \(statement.accountNumber)", x: right, y: 122, size: 9, align: .right)
        canvas.text("Zeitraum \(date(statement.periodStart)) bis \(date(statement.periodEnd))", x: right, y: 134, size: 9, align: .right)
        canvas.text("Betr\u{00E4}ge in \u{20AC} (\(statement.currency))", x: right, y: 146, size: 9, align: .right)
        canvas.line(x1: 40, y1: 164, x2: right, y2: 164, gray: 0.6)
        return 186
    }

    private func drawFooter(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) {
        canvas.line(x1: 40, y1: canvas.height - 52, x2: right, y2: canvas.height - 52, gray: 0.6)
        canvas.text("\(statement.institution) \u{00B7} \(statement.institutionAddress)", x: 40, y: canvas.height - 40, size: 7)
        canvas.text("Seite \(page.number) von \(page.count)", x: right, y: canvas.height - 40, size: 8, align: .right)
    }
}
