/// "Umsatztotal   6'324.00   6'494.80", "Totals   1,250.00   3,400.00": a totals line whose label
/// names no direction, its figures standing in the debit and credit columns of the table's
/// header above it. The columns say which total is which, in any language: the debit column's
/// figure totals the money out, the credit column's the money in. A third figure under the
/// balance column, on such a line at the table's end, is where the statement closes: a closing
/// candidate the arithmetic checks like a labelled one (issue 34 item 4). A line whose label the
/// parser does not know, or that has none, is such a line by place alone when its figures stand
/// under both the debit and the credit column and it is no row.
enum ColumnTotals {
    /// What the totals lines print: their totals, and the figure under the balance column of the
    /// last one below every row.
    struct Found {
        var totals: [PrintedFigure] = []
        var closing: PrintedFigure?
    }

    /// The totals such lines print, by the header above each, and the closing below every row;
    /// `skip`: lines that are not the table's (not booked, after its end); `placed`: figures
    /// already read, whose lines give no other; `rows`: the rows read, whose lines are no totals.
    static func find(
        readings: [LineReading], headers: [(index: Int, layout: HeaderLayout)], skip: Set<Int>, placed: [PrintedFigure],
        rows: [Transaction]
    ) -> Found {
        guard !headers.isEmpty else { return Found() }
        let key = { (page: Int, line: Int) in Int64(truncatingIfNeeded: page) << 32 | Int64(truncatingIfNeeded: line) }
        let taken = Set(placed.map { key($0.page, $0.line) })
        let rowLines = Set(rows.map { key($0.page, $0.line) })
        let lastRow = rows.last.map { ($0.page, $0.line) }
        var found = Found()
        var header = -1
        for (index, reading) in readings.enumerated() {
            while header + 1 < headers.count, headers[header + 1].index < index { header += 1 }
            guard header >= 0, reading.date == nil, (1...3).contains(reading.amounts.count), !skip.contains(index),
                !taken.contains(key(reading.line.page, reading.line.number)), !rowLines.contains(key(reading.line.page, reading.line.number))
            else { continue }
            let labelled = reading.summary == .total
            guard labelled || reading.summary == nil || reading.summary == .carriedForward || reading.summary == .closing else { continue }
            let money = headers[header].layout.columns.filter(\.role.holdsMoney)
            var directions: [SectionHeadings.Direction] = []
            var directed: [AmountToken] = []
            var balance: AmountToken?
            for token in reading.amounts {
                // The money column whose right edge stands nearest the figure's, among those it overlaps.
                let column = money.filter { token.x1 > $0.x0 - 12 && token.x0 < $0.x1 + 12 }.min { abs($0.x1 - token.x1) < abs($1.x1 - token.x1) }
                switch column?.role {
                case .debit?: (directions, directed) = (directions + [.moneyOut], directed + [token])
                case .credit?: (directions, directed) = (directions + [.moneyIn], directed + [token])
                case .balance? where balance == nil: balance = token
                default: break
                }
            }
            guard directions.count + (balance == nil ? 0 : 1) == reading.amounts.count, Set(directions).count == directions.count
            else { continue }
            // Unknown words, or a balance's label, say nothing of totals: the place must say it
            // all, a figure under each direction's column.
            guard labelled || directions.count == 2 else { continue }
            let label = reading.line.words[..<(reading.amounts.first?.words.lowerBound ?? 0)].map(\.text).joined(separator: " ")
            for (direction, token) in zip(directions, directed) {
                found.totals.append(
                    PrintedFigure(
                        kind: .total(direction), value: token.magnitude, label: label.isEmpty ? "totals" : label, page: reading.line.page,
                        line: reading.line.number))
            }
            if let balance, let lastRow, (reading.line.page, reading.line.number) > lastRow {
                let value = balance.mark == .minus || balance.mark == .parentheses ? -balance.magnitude : balance.magnitude
                found.closing = PrintedFigure(
                    kind: .closing, value: value, label: label.isEmpty ? "balance under the totals" : label, page: reading.line.page,
                    line: reading.line.number)
            }
        }
        return found
    }
}
