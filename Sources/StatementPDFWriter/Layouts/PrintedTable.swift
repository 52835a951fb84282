/// The table machinery every layout shares: splits rows into pages by printed lines,
/// repeats the column headings on each page, and adds carried/brought forward rows
/// where the layout asks for them. Layouts supply the columns, the cells and the page
/// furniture (headers and footers).
struct PrintedTable {
    var pageWidth = 595.28
    var pageHeight = 841.89
    var columns: [PrintedTableColumn]
    var descriptionColumn: Int
    /// Printed lines available for rows below the column headings.
    var linesPerPage: Int
    /// The first page usually gives room to addresses and summaries.
    var firstPageLines: Int?
    var lineHeight = 12.5
    var fontSize = 8.5
    var openingRow: PrintedTableRow?
    var closingRow: PrintedTableRow?
    /// Printed at the foot of every page but the last, with the balance so far.
    var carriedForward: ((Int64) -> PrintedTableRow)?
    /// Printed at the head of every page but the first, with the balance so far.
    var broughtForward: ((Int64) -> PrintedTableRow)?
    /// Draws the page header and returns the baseline y of the column headings.
    var drawHeader: (PDFPageCanvas, PrintedTablePageContext) -> Double
    var drawFooter: (PDFPageCanvas, PrintedTablePageContext) -> Void
    var entryRow: (StatementEntry, _ balanceAfter: Int64) -> PrintedTableRow

    private struct PlacedRow {
        var row: PrintedTableRow
        var balanceAfter: Int64
    }

    func render(_ statement: StatementDescription, into writer: PDFDocumentWriter) {
        let pages = paginate(statement)
        var balanceSoFar = statement.openingBalance
        for (index, rows) in pages.enumerated() {
            let context = PrintedTablePageContext(number: index + 1, count: pages.count)
            let canvas = writer.addPage(width: pageWidth, height: pageHeight)
            var y = drawHeader(canvas, context)
            drawHeadings(on: canvas, y: y)
            y += lineHeight * 1.4
            var printed = rows.map(\.row)
            if !context.isFirst, let broughtForward {
                printed.insert(broughtForward(balanceSoFar), at: 0)
            }
            if !context.isLast, let carriedForward, let last = rows.last {
                printed.append(carriedForward(last.balanceAfter))
            }
            for row in printed {
                draw(row, on: canvas, y: y)
                y += lineHeight * Double(row.lineCount)
            }
            drawFooter(canvas, context)
            balanceSoFar = rows.last?.balanceAfter ?? balanceSoFar
        }
    }

    /// How many pages `statement` takes: benchmarks size their statements with it.
    func pageCount(for statement: StatementDescription) -> Int {
        paginate(statement).count
    }

    private func paginate(_ statement: StatementDescription) -> [[PlacedRow]] {
        var placed: [PlacedRow] = []
        if let openingRow { placed.append(PlacedRow(row: openingRow, balanceAfter: statement.openingBalance)) }
        for (entry, balance) in zip(statement.entries, statement.runningBalances) {
            placed.append(PlacedRow(row: entryRow(entry, balance), balanceAfter: balance))
        }
        if let closingRow { placed.append(PlacedRow(row: closingRow, balanceAfter: statement.closingBalance)) }

        // The forward rows are reserved on every page so a page never overflows
        // whatever turns out to follow it.
        let reserved = carriedForward == nil ? 0 : 1
        let broughtLines = broughtForward == nil ? 0 : 1
        var pages: [[PlacedRow]] = [[]]
        var used = 0
        for row in placed {
            let capacity = pages.count == 1 ? firstPageLines ?? linesPerPage : linesPerPage
            if used + row.row.lineCount + reserved > capacity, !pages[pages.count - 1].isEmpty {
                pages.append([])
                used = broughtLines
            }
            pages[pages.count - 1].append(row)
            used += row.row.lineCount
        }
        return pages
    }

    private func drawHeadings(on canvas: PDFPageCanvas, y: Double) {
        for column in columns {
            canvas.text(column.title, x: column.x, y: y, font: .helveticaBold, size: fontSize, align: column.align)
        }
        let left = columns.map(\.x).min() ?? 40
        canvas.line(x1: left, y1: y + 4, x2: pageWidth - left, y2: y + 4)
    }

    private func draw(_ row: PrintedTableRow, on canvas: PDFPageCanvas, y: Double) {
        let font: PDFStandardFont = row.bold ? .helveticaBold : .helvetica
        for (column, cell) in zip(columns, row.cells) {
            guard let cell else { continue }
            canvas.text(cell, x: column.x, y: y, font: font, size: fontSize, align: column.align)
        }
        let descriptionX = columns[descriptionColumn].x
        for (offset, line) in row.continuation.enumerated() {
            canvas.text(line, x: descriptionX, y: y + lineHeight * Double(offset + 1), font: font, size: fontSize)
        }
    }
}
