extension StatementParser {
    /// The rows (indices) by the money column their amount stands in, told by the right edge of
    /// the figure on the row's line that is its amount; empty where they stand in one column.
    /// For the verifier's hint that a column's rows were read with the other column's sign.
    static func amountColumns(_ transactions: [Transaction], readings: [LineReading]) -> [[Int]] {
        func place(_ page: Int, _ line: Int) -> Int64 { Int64(page) << 32 | Int64(line) }
        var lines: [Int64: Int] = [:]
        // The first reading of a line: two halves of a line cut between side-by-side tables share it.
        for index in readings.indices.reversed() where readings[index].date != nil {
            lines[place(readings[index].line.page, readings[index].line.number)] = index
        }
        var columns: [(x1: Double, rows: [Int])] = []
        for (index, row) in transactions.enumerated() {
            guard let at = lines[place(row.page, row.line)],
                let token = readings[at].amounts.first(where: { $0.magnitude.magnitude == row.amount.minorUnits.magnitude })
            else { continue }
            if let column = columns.firstIndex(where: { abs($0.x1 - token.x1) <= ArithmeticRoles.columnSlack }) {
                columns[column].rows.append(index)
            } else {
                columns.append((token.x1, [index]))
            }
        }
        return columns.count >= 2 ? columns.map(\.rows) : []
    }
}
