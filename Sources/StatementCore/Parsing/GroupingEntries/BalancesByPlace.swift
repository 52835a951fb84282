/// An opening and a closing balance found by where they stand, for a statement whose balances
/// carry labels the parser does not read (issue 34 item 4). An opening stands above the first
/// row, a closing below the last; of the figures printed apart from the rows in those places,
/// the arithmetic takes the one pair that the rows lead from one to the other, and only one:
/// two pairs that both fit leave the balances unknown, as before. A figure printed above the
/// table cannot be a total of the rows below it, so a summary of totals is never taken for both.
enum BalancesByPlace {
    /// How many figures nearest the rows are tried on each side: a balance stands next to the table.
    static let nearest = 6

    /// What was found: the opening, the closing, and whether the closing is the last row's
    /// figure (an undated line under the table, read as a row dated like the one above).
    struct Found {
        var opening: BalanceFinder.AmountAt
        var closing: BalanceFinder.AmountAt
        var closesOnLastRow = false
    }

    /// The opening and closing, or nil where no pair, or more than one, fits the rows. An
    /// undated last row may be the closing itself, printed in the description column under the
    /// table with a label nobody knows: it is tried as one, with the rows above it.
    static func find(readings: [LineReading], tableLines: [Bool], transactions: [Transaction]) -> Found? {
        guard transactions.count >= 2, transactions.allSatisfy({ $0.balance == nil }),
            let first = transactions.first, let last = transactions.last
        else { return nil }
        let (above, below) = figures(readings, tableLines: tableLines, first: (first.page, first.line), last: (last.page, last.line))
        var found = pairs(above: above, below: below, rows: transactions[...]).map { Found(opening: $0.0, closing: $0.1) }
        if transactions.count >= 3,
            let lastReading = readings.first(where: { $0.line.page == last.page && $0.line.number == last.line }),
            lastReading.date == nil
        {
            let closing = BalanceFinder.AmountAt(
                minorUnits: last.amount.minorUnits.magnitude <= Int64.max ? Int64(last.amount.minorUnits.magnitude) : 0,
                page: last.page, line: last.line, label: last.description.isEmpty ? "balance" : last.description)
            found += pairs(above: above, below: [closing], rows: transactions.dropLast()).map {
                Found(opening: $0.0, closing: $0.1, closesOnLastRow: true)
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The pairs of an opening above and a closing below that `rows` lead from one to the other.
    private static func pairs(
        above: [BalanceFinder.AmountAt], below: [BalanceFinder.AmountAt], rows: ArraySlice<Transaction>
    ) -> [(BalanceFinder.AmountAt, BalanceFinder.AmountAt)] {
        var total: Int64 = 0
        for row in rows {
            let (sum, overflow) = total.addingReportingOverflow(row.amount.minorUnits)
            guard !overflow else { return [] }
            total = sum
        }
        guard total != 0 else { return [] }
        var found: [(BalanceFinder.AmountAt, BalanceFinder.AmountAt)] = []
        for opening in above {
            for closing in below {
                // As printed, or both printed without the sign a balance owed carries.
                for sign: Int64 in [1, -1] {
                    let (start, end) = (opening.minorUnits * sign, closing.minorUnits * sign)
                    let (sum, overflow) = start.addingReportingOverflow(total)
                    guard !overflow, sum == end else { continue }
                    var (openingAt, closingAt) = (opening, closing)
                    (openingAt.minorUnits, closingAt.minorUnits) = (start, end)
                    found.append((openingAt, closingAt))
                }
            }
        }
        return found
    }

    /// The figures printed apart from the rows, each a line's last amount: the nearest above the
    /// first row on its page, nearest first, and the nearest below the last row on its page.
    private static func figures(
        _ readings: [LineReading], tableLines: [Bool], first: (page: Int, line: Int), last: (page: Int, line: Int)
    ) -> (above: [BalanceFinder.AmountAt], below: [BalanceFinder.AmountAt]) {
        var above: [BalanceFinder.AmountAt] = []
        var below: [BalanceFinder.AmountAt] = []
        for index in readings.indices where index >= tableLines.count || !tableLines[index] {
            let line = readings[index].line
            guard let amount = readings[index].amounts.last else { continue }
            let value = amount.mark == .minus || amount.mark == .parentheses ? -amount.magnitude : amount.magnitude
            let words = line.words.prefix { $0.x1 <= amount.x0 }.map(\.text).joined(separator: " ")
            let figure = BalanceFinder.AmountAt(
                minorUnits: value, page: line.page, line: line.number, label: words.isEmpty ? "balance" : words)
            if line.page == first.page, line.number < first.line { above.append(figure) }
            if line.page == last.page, line.number > last.line, below.count < nearest { below.append(figure) }
        }
        return (Array(above.suffix(nearest).reversed()), below)
    }
}
