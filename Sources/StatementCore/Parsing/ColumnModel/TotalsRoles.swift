/// Where no header names the money columns and no running balance tells them apart (issue 34
/// item 1: a printed total under a column names it): each row prints one unsigned figure in one
/// of two columns. A line under the rows that prints one figure under each column, equal to that
/// column's sum, whatever its label (or none), names them, and the balances the statement states
/// (its opening and closing labels) say which column is money in: the closing is the opening plus
/// the money-in total less the money-out total. Where no totals line orients them, a reading
/// supposes each column money out in turn (`MoneyColumnsDecision`) and the verifier keeps the one
/// the statement's figures prove. The rows' figures then take the roles of their columns.
struct TotalsRoles {
    /// Where the money-out and money-in columns end (money is set flush right).
    var debitX1: Double
    var creditX1: Double
    /// The totals line, by its index among the table's readings, where one names the columns.
    var totalsIndex: Int?

    /// One of the two columns: its right edge, and the sum of the figures in it.
    struct Column: Sendable, Hashable {
        var x1: Double
        var sum: Int64
    }

    /// The columns as a header would have named them, for checking the totals line
    /// (`ColumnTotals`): each figure under the column it totals.
    func header(_ readings: [LineReading]) -> (index: Int, layout: HeaderLayout)? {
        guard let totalsIndex, readings.indices.contains(totalsIndex) else { return nil }
        let line = readings[totalsIndex].line
        let width = 60.0
        let columns = [(ColumnRole.debit, debitX1), (.credit, creditX1)].sorted { $0.1 < $1.1 }.map {
            HeaderLayout.Column(role: $0.0, x0: $0.1 - width, x1: $0.1)
        }
        // Just above the totals line: the header that places its figures, never a row's.
        return (totalsIndex - 1, HeaderLayout(columns: columns, page: line.page, line: line.number))
    }

    /// The two columns the dated rows print their one unsigned figure in, left to right; nil
    /// when some row prints a sign, a second figure, or the figures stand in one column or three.
    static func columns(_ drafts: [RowDraft]) -> [Column]? {
        var columns: [Column] = []
        var rows = 0
        for draft in drafts where draft.reading.date != nil {
            let amounts = draft.amounts
            // One unsigned figure a row: signs or a second figure say their own roles.
            guard amounts.count == 1, amounts[0].1 == .amount, amounts[0].0.mark == .none else { return nil }
            let token = amounts[0].0
            rows += 1
            if let column = columns.firstIndex(where: { abs($0.x1 - token.x1) <= ArithmeticRoles.columnSlack }) {
                let (sum, overflow) = columns[column].sum.addingReportingOverflow(token.magnitude)
                guard !overflow else { return nil }
                columns[column].sum = sum
            } else {
                columns.append(Column(x1: token.x1, sum: token.magnitude))
                guard columns.count <= 2 else { return nil }
            }
        }
        guard rows >= 2, columns.count == 2 else { return nil }
        return columns.sorted { $0.x1 < $1.x1 }
    }

    /// The roles, given to the rows' figures, when a reading supposes which column is money out
    /// (`outColumnAt`, its right edge on the page), or else a totals line names the two columns and the stated
    /// balances orient them; nil, and the rows as read, otherwise.
    static func assign(_ drafts: inout [RowDraft], readings: [LineReading], outColumnAt outEdge: Double?) -> TotalsRoles? {
        guard let columns = columns(drafts), let lastRow = drafts.lastIndex(where: { $0.reading.date != nil }) else { return nil }
        // Supposed by a reading, the columns need no totals line to name them: a line printing a
        // figure under each is their totals line all the same, checked against the rows
        // (`ColumnTotals`), so a misprinted total leaves the reading unproven.
        let totalsIndex = totalsLine(after: drafts[lastRow].reading, readings: readings, columns: columns, summing: outEdge == nil)
        let debit: Double, credit: Double
        if let outEdge, let out = columns.firstIndex(where: { abs($0.x1 - outEdge) <= ArithmeticRoles.columnSlack }) {
            (debit, credit) = (columns[out].x1, columns[1 - out].x1)
        } else if totalsIndex != nil, let oriented = oriented(columns, readings: readings) {
            (debit, credit) = oriented
        } else {
            return nil
        }
        for index in drafts.indices where drafts[index].reading.date != nil {
            let token = drafts[index].amounts[0].0
            drafts[index].amounts = [(token, abs(token.x1 - debit) <= ArithmeticRoles.columnSlack ? .debit : .credit)]
        }
        // The totals line read as a row (undated, under the last) is no row.
        if let totalsIndex {
            let line = readings[totalsIndex].line
            drafts.removeAll { $0.reading.date == nil && $0.reading.line.page == line.page && $0.reading.line.number == line.number }
        }
        return TotalsRoles(debitX1: debit, creditX1: credit, totalsIndex: totalsIndex)
    }

    /// The first line with figures under the last row, on its page, past a stated balance
    /// ("Closing balance" printed between the rows and their totals): undated, one unsigned
    /// figure under each column, each its column's sum where `summing`.
    private static func totalsLine(after last: LineReading, readings: [LineReading], columns: [Column], summing: Bool) -> Int? {
        guard let at = readings.firstIndex(where: { $0.line.page == last.line.page && $0.line.number == last.line.number }) else { return nil }
        for index in readings.indices.dropFirst(at + 1).prefix(3) {
            let reading = readings[index]
            guard reading.line.page == last.line.page else { return nil }
            guard !reading.amounts.isEmpty, !isStatedBalance(reading) else { continue }
            guard reading.date == nil, reading.amounts.count == 2 else { return nil }
            let totals = columns.allSatisfy { column in
                reading.amounts.contains {
                    abs($0.x1 - column.x1) <= ArithmeticRoles.columnSlack && $0.mark == .none && (!summing || $0.magnitude == column.sum)
                }
            }
            return totals ? index : nil
        }
        return nil
    }

    /// Which column is money out and which money in (their right edges), by the opening and
    /// closing the statement states: the closing is the opening plus money in less money out.
    private static func oriented(_ columns: [Column], readings: [LineReading]) -> (debit: Double, credit: Double)? {
        guard let opening = stated(.opening, readings), let closing = stated(.closing, readings) else { return nil }
        let (moved, overflow) = closing.subtractingReportingOverflow(opening)
        let (firstIn, overflowIn) = columns[0].sum.subtractingReportingOverflow(columns[1].sum)
        guard !overflow, !overflowIn, firstIn != 0 else { return nil }
        if moved == firstIn { return (columns[1].x1, columns[0].x1) }
        if moved == 0 &- firstIn { return (columns[0].x1, columns[1].x1) }
        return nil
    }

    /// A line stating the opening or closing balance, or one carried, by its label: one figure.
    private static func isStatedBalance(_ reading: LineReading) -> Bool {
        guard reading.amounts.count == 1, let kind = reading.summary else { return false }
        return [.opening, .closing, .carriedForward, .broughtForward, .stated].contains(kind)
    }

    /// The one figure of the only line stating a balance of `kind`, with its sign.
    private static func stated(_ kind: SummaryLabels.Kind, _ readings: [LineReading]) -> Int64? {
        let lines = readings.filter { $0.summary == kind && $0.date == nil && $0.amounts.count == 1 }
        guard lines.count == 1 else { return nil }
        return ArithmeticRoles.signed(lines[0].amounts[0])
    }
}
