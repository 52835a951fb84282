import Foundation

/// A bank's combined statement: one holder's accounts in one PDF, each in a section of its own
/// (the account's name, its number, its own table from "Opening balance" to "Closing balance").
/// A section starts on the page where the one before it ends; a table that runs over a page
/// break repeats its column headings. The first account supplies the bank, holder and period.
struct CombinedAccountsLayout {
    let accounts: [StatementDescription]
    private let money = AmountFormat.english
    private let right = 555.0
    private let lineHeight = 12.5
    private let fontSize = 8.5
    private let pageHeight = 841.89
    private let firstPageTop = 190.0
    private let otherPageTop = 92.0
    private let columns = [
        PrintedTableColumn(title: "Date", x: 40),
        PrintedTableColumn(title: "Description", x: 105),
        PrintedTableColumn(title: "Paid out", x: 395, align: .right),
        PrintedTableColumn(title: "Paid in", x: 470, align: .right),
        PrintedTableColumn(title: "Balance", x: 555, align: .right),
    ]

    private enum Item {
        case name(String)
        case number(String, currency: String)
        case headings
        case row(PrintedTableRow)
        case space
    }

    func pdf() -> Data {
        let bank = accounts[0]
        let writer = PDFDocumentWriter(title: "\(bank.institution) combined statement \(bank.periodEnd.iso)")
        let pages = paginate()
        for (index, items) in pages.enumerated() {
            let canvas = writer.addPage(height: pageHeight)
            var y = index == 0 ? drawFirstHeader(canvas) : drawHeader(canvas)
            for item in items {
                draw(item, on: canvas, y: y)
                y += height(item)
            }
            drawFooter(canvas, page: index + 1, of: pages.count)
        }
        return writer.data()
    }

    private func paginate() -> [[Item]] {
        var pages: [[Item]] = [[]]
        var y = firstPageTop
        let bottom = pageHeight - 70
        func place(_ item: Item, headingsOnNewPage: Bool) {
            if y + height(item) > bottom {
                pages.append(headingsOnNewPage ? [.headings] : [])
                y = otherPageTop + (headingsOnNewPage ? height(.headings) : 0)
            }
            pages[pages.count - 1].append(item)
            y += height(item)
        }
        for account in accounts {
            var balance = account.openingBalance
            let opening: [Item] = [
                .name(account.accountName ?? "Account"), .number(account.accountNumber, currency: account.currency), .headings,
                .row(summaryRow("Opening balance", balance, date: account.periodStart)),
            ]
            // A section's heading stays on the page of its first row.
            if y + opening.map(height).reduce(0, +) > bottom {
                pages.append([])
                y = otherPageTop
            }
            for item in opening { place(item, headingsOnNewPage: false) }
            for entry in account.entries {
                balance += entry.amount
                place(.row(entryRow(entry, balance: balance)), headingsOnNewPage: true)
            }
            place(.row(summaryRow("Closing balance", balance, date: account.periodEnd)), headingsOnNewPage: true)
            if y + height(.space) <= bottom { place(.space, headingsOnNewPage: false) }
        }
        return pages
    }

    private func height(_ item: Item) -> Double {
        switch item {
        case .name, .space: lineHeight * 1.6
        case .number, .headings: lineHeight * 1.4
        case .row(let row): lineHeight * Double(row.lineCount)
        }
    }

    private func entryRow(_ entry: StatementEntry, balance: Int64) -> PrintedTableRow {
        .paidOutPaidIn(entry, balance: balance, money: money)
    }

    private func summaryRow(_ label: String, _ balance: Int64, date: CalendarDate) -> PrintedTableRow {
        PrintedTableRow(cells: [PrintedDate.dayShortMonthYear(date), label, nil, nil, money.signed(balance)], bold: true)
    }

    private func draw(_ item: Item, on canvas: PDFPageCanvas, y: Double) {
        switch item {
        case .name(let name):
            canvas.text(name, x: 40, y: y + 4, font: .helveticaBold, size: 11)
        case .number(let number, let currency):
            canvas.text("Account number \(number)", x: 40, y: y, size: 9)
            canvas.text("Sort code 30-91-56", x: 250, y: y, size: 9)
            canvas.text("Currency \(currency)", x: right, y: y, size: 9, align: .right)
        case .headings:
            for column in columns {
                canvas.text(column.title, x: column.x, y: y, font: .helveticaBold, size: fontSize, align: column.align)
            }
            canvas.line(x1: 40, y1: y + 4, x2: right, y2: y + 4)
        case .row(let row):
            let font: PDFStandardFont = row.bold ? .helveticaBold : .helvetica
            for (column, cell) in zip(columns, row.cells) {
                guard let cell else { continue }
                canvas.text(cell, x: column.x, y: y + lineHeight * 0.8, font: font, size: fontSize, align: column.align)
            }
            for (offset, line) in row.continuation.enumerated() {
                canvas.text(line, x: columns[1].x, y: y + lineHeight * (Double(offset) + 1.8), font: font, size: fontSize)
            }
        case .space:
            break
        }
    }

    private func drawFirstHeader(_ canvas: PDFPageCanvas) -> Double {
        let bank = accounts[0]
        canvas.text(bank.institution, x: 40, y: 62, font: .helveticaBold, size: 18)
        canvas.text(bank.institutionAddress, x: 40, y: 78, size: 8)
        canvas.text("Combined Statement", x: right, y: 100, font: .helveticaBold, size: 11, align: .right)
        for (index, line) in bank.accountHolder.enumerated() {
            canvas.text(line, x: 40, y: 120 + Double(index) * 12, size: 9.5)
        }
        canvas.text(
            "Statement period \(PrintedDate.long(bank.periodStart)) to \(PrintedDate.long(bank.periodEnd))",
            x: right, y: 120, size: 9, align: .right)
        canvas.text("Statement date \(PrintedDate.long(bank.statementDate))", x: right, y: 132, size: 9, align: .right)
        canvas.line(x1: 40, y1: 172, x2: right, y2: 172, gray: 0.6)
        return firstPageTop
    }

    private func drawHeader(_ canvas: PDFPageCanvas) -> Double {
        let bank = accounts[0]
        canvas.text(bank.institution, x: 40, y: 50, font: .helveticaBold, size: 12)
        canvas.text("Combined Statement", x: right, y: 50, size: 8.5, align: .right)
        canvas.line(x1: 40, y1: 62, x2: right, y2: 62, gray: 0.6)
        return otherPageTop
    }

    private func drawFooter(_ canvas: PDFPageCanvas, page: Int, of count: Int) {
        let bank = accounts[0]
        canvas.line(x1: 40, y1: canvas.height - 52, x2: right, y2: canvas.height - 52, gray: 0.6)
        canvas.text("\(bank.institution) plc. Registered office: \(bank.institutionAddress).", x: 40, y: canvas.height - 40, size: 7)
        canvas.text("Page \(page) of \(count)", x: right, y: canvas.height - 40, size: 8, align: .right)
    }
}
