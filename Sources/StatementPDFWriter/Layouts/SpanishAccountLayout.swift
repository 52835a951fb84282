/// A Spanish current account: operation and value dates, a concept that often runs to
/// a second line, one signed "Importe" ("-45,20" for a charge) and the "Saldo" after it.
struct SpanishAccountLayout {
    let statement: StatementDescription
    private let money = AmountFormat.continental
    private let right = 555.0

    func table() -> PrintedTable {
        PrintedTable(
            columns: [
                PrintedTableColumn(title: "Fecha", x: 40),
                PrintedTableColumn(title: "Fecha valor", x: 95),
                PrintedTableColumn(title: "Concepto", x: 155),
                PrintedTableColumn(title: "Importe", x: 470, align: .right),
                PrintedTableColumn(title: "Saldo", x: right, align: .right),
            ],
            descriptionColumn: 2,
            linesPerPage: 52,
            firstPageLines: 44,
            openingRow: PrintedTableRow(cells: [nil, nil, "Saldo anterior", nil, money.signed(statement.openingBalance)], bold: true),
            closingRow: PrintedTableRow(cells: [nil, nil, "Saldo final", nil, money.signed(statement.closingBalance)], bold: true),
            drawHeader: drawHeader,
            drawFooter: drawFooter,
            entryRow: { entry, balance in
                PrintedTableRow(
                    cells: [
                        date(entry.date),
                        date(entry.valueDate ?? entry.date),
                        entry.descriptionLines[0],
                        money.signed(entry.amount),
                        money.signed(balance),
                    ], continuation: Array(entry.descriptionLines.dropFirst()))
            }
        )
    }

    private func date(_ date: CalendarDate) -> String {
        PrintedDate.dayMonthYear(date, separator: "/")
    }

    private func drawHeader(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) -> Double {
        let period = "Del \(date(statement.periodStart)) al \(date(statement.periodEnd))"
        canvas.text(statement.institution, x: 40, y: 58, font: .helveticaBold, size: page.isFirst ? 18 : 12)
        canvas.text("Extracto de cuenta corriente", x: right, y: 58, font: .helveticaBold, size: 11, align: .right)
        guard page.isFirst else {
            canvas.text("IBAN \(statement.accountNumber)   \(period)", x: 40, y: 74, size: 8.5)
            return 100
        }
        canvas.text(statement.institutionAddress, x: 40, y: 72, size: 8)
        for (index, line) in statement.accountHolder.enumerated() {
            canvas.text(line, x: 330, y: 110 + Double(index) * 12, size: 9.5)
        }
        canvas.text("Titular: \(statement.accountHolder[0])", x: 40, y: 110, size: 9)
        canvas.text("IBAN \(statement.accountNumber)", x: 40, y: 122, font: .courier, size: 9)
        canvas.text("Periodo: \(period)", x: 40, y: 134, size: 9)
        canvas.text("Divisa: \(statement.currency) (\u{20AC})", x: 40, y: 146, size: 9)
        canvas.line(x1: 40, y1: 164, x2: right, y2: 164, gray: 0.6)
        return 186
    }

    private func drawFooter(_ canvas: PDFPageCanvas, _ page: PrintedTablePageContext) {
        canvas.line(x1: 40, y1: canvas.height - 52, x2: right, y2: canvas.height - 52, gray: 0.6)
        canvas.text("\(statement.institution), S.A. \u{2013} \(statement.institutionAddress)", x: 40, y: canvas.height - 40, size: 7)
        canvas.text("P\u{00E1}gina \(page.number) de \(page.count)", x: right, y: canvas.height - 40, size: 8, align: .right)
    }
}
