/// A British current account: every row dated "03 Mar 2025", money out and in in their
/// own columns, a running balance, and the balance carried to and brought from each page.
struct UKCurrentAccountLayout {
    let statement: StatementDescription
    private let money = AmountFormat.english
    private let right = 555.0

    func table() -> PrintedTable {
        PrintedTable(
            columns: [
                PrintedTableColumn(title: "Date", x: 40),
                PrintedTableColumn(title: "Description", x: 105),
                PrintedTableColumn(title: "Paid out", x: 395, align: .right),
                PrintedTableColumn(title: "Paid in", x: 470, align: .right),
                PrintedTableColumn(title: "Balance", x: right, align: .right),
            ],
            descriptionColumn: 1,
            linesPerPage: 54,
            firstPageLines: 45,
            openingRow: forwardRow("Balance brought forward", statement.openingBalance, date: statement.periodStart),
            carriedForward: { forwardRow("Balance carried forward", $0) },
            broughtForward: { forwardRow("Balance brought forward", $0) },
            drawHeader: drawHeader,
            drawFooter: drawFooter,
            entryRow: { entry, balance in .paidOutPaidIn(entry, balance: balance, money: money) }
        )
    }

    private func forwardRow(_ label: String, _ balance: Int64, date: CalendarDate? = nil) -> PrintedTableRow {
        PrintedTableRow(cells: [date.map(PrintedDate.dayShortMonthYear), label, nil, nil, money.signed(balance)], bold: true)
    }

    private func drawHeader(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) -> Double {
        let period = "Statement period \(PrintedDate.long(statement.periodStart)) to \(PrintedDate.long(statement.periodEnd))"
        guard page.isFirst else {
            canvas.text(statement.institution, x: 40, y: 50, font: .helveticaBold, size: 12)
            canvas.text("Account number \(statement.accountNumber)", x: right, y: 44, size: 8.5, align: .right)
            canvas.text(period, x: right, y: 56, size: 8.5, align: .right)
            canvas.line(x1: 40, y1: 66, x2: right, y2: 66, gray: 0.6)
            return 92
        }
        canvas.text(statement.institution, x: 40, y: 62, font: .helveticaBold, size: 18)
        canvas.text(statement.institutionAddress, x: 40, y: 76, size: 8)
        canvas.text("Current Account Statement", x: right, y: 62, font: .helveticaBold, size: 11, align: .right)
        for (index, line) in statement.accountHolder.enumerated() {
            canvas.text(line, x: 40, y: 120 + Double(index) * 12, size: 9.5)
        }
        canvas.text("Account number \(statement.accountNumber)", x: right, y: 120, size: 9, align: .right)
        canvas.text("Sort code 20-45-67", x: right, y: 132, size: 9, align: .right)
        canvas.text(period, x: right, y: 144, size: 9, align: .right)
        let closing = "Your balance on \(PrintedDate.long(statement.periodEnd)): \u{00A3}\(money.signed(statement.closingBalance))"
        canvas.text(closing, x: right, y: 162, font: .helveticaBold, size: 9, align: .right)
        canvas.line(x1: 40, y1: 176, x2: right, y2: 176, gray: 0.6)
        return 200
    }

    private func drawFooter(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) {
        canvas.line(x1: 40, y1: canvas.height - 52, x2: right, y2: canvas.height - 52, gray: 0.6)
        canvas.text(
            "\(statement.institution) plc. Registered office: \(statement.institutionAddress).",
            x: 40, y: canvas.height - 40, size: 7)
        canvas.text("Page \(page.number) of \(page.count)", x: right, y: canvas.height - 40, size: 8, align: .right)
    }
}
