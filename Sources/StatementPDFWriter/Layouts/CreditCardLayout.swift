/// A credit card statement: a summary box, transaction dates without a year, purchases
/// printed positive and payments or refunds with a trailing "CR", no running balance.
/// The description's amounts are holder-side, so a balance owed is negative there.
struct CreditCardLayout {
    let statement: StatementDescription
    private let money = AmountFormat.english
    private let right = 555.0

    func table() -> PrintedTable {
        PrintedTable(
            columns: [
                PrintedTableColumn(title: "Date", x: 40),
                PrintedTableColumn(title: "Description", x: 100),
                PrintedTableColumn(title: "Amount (\u{00A3})", x: right, align: .right),
            ],
            descriptionColumn: 1,
            linesPerPage: 52,
            firstPageLines: 36,
            drawHeader: drawHeader,
            drawFooter: drawFooter,
            entryRow: { entry, _ in
                PrintedTableRow(
                    cells: [
                        PrintedDate.dayMonthNoYear(entry.date),
                        entry.descriptionLines[0],
                        cardAmount(entry.amount),
                    ], continuation: Array(entry.descriptionLines.dropFirst()))
            }
        )
    }

    /// Card issuers print what the holder owes as positive and anything in the holder's
    /// favour as credit, the reverse of the holder-side sign.
    private func cardAmount(_ holderSide: Int64) -> String {
        holderSide > 0 ? money.magnitude(holderSide) + " CR" : money.magnitude(holderSide)
    }

    private func drawHeader(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) -> Double {
        let shortDate = PrintedDate.dayShortMonthYear
        canvas.text(statement.institution, x: 40, y: 58, font: .helveticaBold, size: page.isFirst ? 18 : 12)
        canvas.text("Card number \(statement.accountNumber)", x: right, y: 52, size: 9, align: .right)
        canvas.text(
            "Statement period \(shortDate(statement.periodStart)) - \(shortDate(statement.periodEnd))",
            x: right, y: 64, size: 9, align: .right)
        guard page.isFirst else { return 96 }
        canvas.text(statement.institutionAddress, x: 40, y: 72, size: 8)
        canvas.text("Statement date \(shortDate(statement.statementDate))", x: right, y: 76, size: 9, align: .right)
        for (index, line) in statement.accountHolder.enumerated() {
            canvas.text(line, x: 40, y: 110 + Double(index) * 12, size: 9.5)
        }
        drawSummary(on: canvas, top: 110)
        return 262
    }

    private func drawSummary(on canvas: PDFPageCanvas, top: Double) {
        let credits = statement.entries.filter { $0.amount > 0 }.reduce(Int64(0)) { $0 + $1.amount }
        let debits = statement.entries.filter { $0.amount < 0 }.reduce(Int64(0)) { $0 + $1.amount }
        let owed = -statement.closingBalance
        // Typical issuer rule: 3% of the balance, at least 25.00, never more than the balance.
        let minimum = max(0, min(owed, max(2_500, owed * 3 / 100)))
        let due = statement.statementDate.adding(days: 25)
        let lines: [(String, String, Bool)] = [
            ("Previous balance", cardAmount(statement.openingBalance), false),
            ("Payments and credits", cardAmount(credits), false),
            ("Purchases and charges", cardAmount(debits), false),
            ("New balance", cardAmount(statement.closingBalance), true),
            ("Total amount due", cardAmount(statement.closingBalance), true),
            ("Minimum payment", money.magnitude(minimum), false),
            ("Payment due date", PrintedDate.dayShortMonthYear(due), false),
        ]
        canvas.line(x1: 330, y1: top - 12, x2: right, y2: top - 12, gray: 0.6)
        for (index, line) in lines.enumerated() {
            let y = top + Double(index) * 13
            let font: PDFStandardFont = line.2 ? .helveticaBold : .helvetica
            canvas.text(line.0, x: 335, y: y, font: font, size: 9)
            canvas.text(line.1, x: right - 5, y: y, font: font, size: 9, align: .right)
        }
        canvas.line(x1: 330, y1: top + 90, x2: right, y2: top + 90, gray: 0.6)
    }

    private func drawFooter(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) {
        canvas.line(x1: 40, y1: canvas.height - 52, x2: right, y2: canvas.height - 52, gray: 0.6)
        canvas.text(
            "\(statement.institution) Ltd, \(statement.institutionAddress).",
            x: 40, y: canvas.height - 40, size: 7)
        canvas.text("Page \(page.number) of \(page.count)", x: right, y: canvas.height - 40, size: 8, align: .right)
    }
}
