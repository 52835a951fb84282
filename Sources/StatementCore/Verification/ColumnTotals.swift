/// "Umsatztotal   6'324.00   6'494.80", "Totals   1,250.00   3,400.00": a totals line whose label
/// names no direction, its figures standing in the debit and credit columns of the table's
/// header above it. The columns say which total is which, in any language: the debit column's
/// figure totals the money out, the credit column's the money in.
enum ColumnTotals {
    /// The totals such lines print, by the header above each; `skip`: lines that are not the
    /// table's (not booked, after its end), and lines that already gave a figure.
    static func figures(
        readings: [LineReading], headers: [(index: Int, layout: HeaderLayout)], skip: Set<Int>, placed: [PrintedFigure]
    )
        -> [PrintedFigure]
    {
        guard !headers.isEmpty else { return [] }
        let taken = Set(placed.map { [$0.page, $0.line] })
        var figures: [PrintedFigure] = []
        var header = -1
        for (index, reading) in readings.enumerated() {
            while header + 1 < headers.count, headers[header + 1].index < index { header += 1 }
            guard header >= 0, reading.summary == .total, reading.date == nil, (1...2).contains(reading.amounts.count),
                !skip.contains(index), !taken.contains([reading.line.page, reading.line.number])
            else { continue }
            let money = headers[header].layout.columns.filter(\.role.holdsMoney)
            var directions: [SectionHeadings.Direction] = []
            for token in reading.amounts {
                // The money column whose right edge stands nearest the figure's, among those it overlaps.
                let column = money.filter { token.x1 > $0.x0 - 12 && token.x0 < $0.x1 + 12 }.min { abs($0.x1 - token.x1) < abs($1.x1 - token.x1) }
                switch column?.role {
                case .debit?: directions.append(.moneyOut)
                case .credit?: directions.append(.moneyIn)
                default: break
                }
            }
            guard directions.count == reading.amounts.count, Set(directions).count == directions.count else { continue }
            let label = reading.line.words[..<(reading.amounts.first?.words.lowerBound ?? 0)].map(\.text).joined(separator: " ")
            for (direction, token) in zip(directions, reading.amounts) {
                figures.append(
                    PrintedFigure(kind: .total(direction), value: token.magnitude, label: label, page: reading.line.page, line: reading.line.number))
            }
        }
        return figures
    }
}
