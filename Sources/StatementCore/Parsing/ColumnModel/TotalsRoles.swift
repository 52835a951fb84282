/// Where no header names the money columns and no running balance tells them apart (issue 34
/// item 1: a printed total under a column names it): each row prints one unsigned figure in one
/// of two columns, and a line under the rows prints one figure under each column, equal to that
/// column's sum, whatever its label (or none). The balances the statement states (its opening
/// and closing labels) say which column is money in: the closing is the opening plus the money-in
/// total less the money-out total. The rows' figures then take the roles of their columns.
struct TotalsRoles {
    /// Where the money-out and money-in columns end (money is set flush right).
    var debitX1: Double
    var creditX1: Double
    /// The totals line, by its index among the table's readings.
    var totalsIndex: Int

    /// The columns as a header would have named them, for checking the totals line
    /// (`ColumnTotals`): each figure under the column it totals.
    func header(_ readings: [LineReading]) -> (index: Int, layout: HeaderLayout)? {
        guard readings.indices.contains(totalsIndex) else { return nil }
        let line = readings[totalsIndex].line
        let width = 60.0
        let columns = [(ColumnRole.debit, debitX1), (.credit, creditX1)].sorted { $0.1 < $1.1 }.map {
            HeaderLayout.Column(role: $0.0, x0: $0.1 - width, x1: $0.1)
        }
        // Just above the totals line: the header that places its figures, never a row's.
        return (totalsIndex - 1, HeaderLayout(columns: columns, page: line.page, line: line.number))
    }

    /// The roles, given to the rows' figures, when a totals line names the two columns and the
    /// stated balances orient them; nil, and the rows as read, otherwise.
    static func assign(_ drafts: inout [RowDraft], readings: [LineReading]) -> TotalsRoles? {
        let dated = drafts.indices.filter { drafts[$0].reading.date != nil }
        guard dated.count >= 2, let lastRow = dated.last else { return nil }
        var columns: [(x1: Double, sum: Int64)] = []
        for index in dated {
            let amounts = drafts[index].amounts
            // One unsigned figure a row: signs or a second figure say their own roles.
            guard amounts.count == 1, amounts[0].1 == .amount, amounts[0].0.mark == .none else { return nil }
            let token = amounts[0].0
            if let column = columns.firstIndex(where: { abs($0.x1 - token.x1) <= ArithmeticRoles.columnSlack }) {
                let (sum, overflow) = columns[column].sum.addingReportingOverflow(token.magnitude)
                guard !overflow else { return nil }
                columns[column].sum = sum
            } else {
                columns.append((token.x1, token.magnitude))
                guard columns.count <= 2 else { return nil }
            }
        }
        guard columns.count == 2,
            let totalsIndex = totalsLine(after: drafts[lastRow].reading, readings: readings, columns: columns),
            let (debit, credit) = oriented(columns, readings: readings)
        else { return nil }
        for index in dated {
            let token = drafts[index].amounts[0].0
            drafts[index].amounts = [(token, abs(token.x1 - debit) <= ArithmeticRoles.columnSlack ? .debit : .credit)]
        }
        // The totals line read as a row (undated, under the last) is no row.
        let line = readings[totalsIndex].line
        drafts.removeAll { $0.reading.date == nil && $0.reading.line.page == line.page && $0.reading.line.number == line.number }
        return TotalsRoles(debitX1: debit, creditX1: credit, totalsIndex: totalsIndex)
    }

    /// The first line with figures under the last row, on its page: undated, one unsigned figure
    /// under each column, each its column's sum.
    private static func totalsLine(after last: LineReading, readings: [LineReading], columns: [(x1: Double, sum: Int64)]) -> Int? {
        guard let at = readings.firstIndex(where: { $0.line.page == last.line.page && $0.line.number == last.line.number }) else { return nil }
        for index in readings.indices.dropFirst(at + 1).prefix(3) {
            let reading = readings[index]
            guard reading.line.page == last.line.page else { return nil }
            guard !reading.amounts.isEmpty else { continue }
            guard reading.date == nil, reading.amounts.count == 2 else { return nil }
            let totals = columns.allSatisfy { column in
                reading.amounts.contains {
                    abs($0.x1 - column.x1) <= ArithmeticRoles.columnSlack && $0.mark == .none && $0.magnitude == column.sum
                }
            }
            return totals ? index : nil
        }
        return nil
    }

    /// Which column is money out and which money in (their right edges), by the opening and
    /// closing the statement states: the closing is the opening plus money in less money out.
    private static func oriented(_ columns: [(x1: Double, sum: Int64)], readings: [LineReading]) -> (debit: Double, credit: Double)? {
        guard let opening = stated(.opening, readings), let closing = stated(.closing, readings) else { return nil }
        let (moved, overflow) = closing.subtractingReportingOverflow(opening)
        let (firstIn, overflowIn) = columns[0].sum.subtractingReportingOverflow(columns[1].sum)
        guard !overflow, !overflowIn, firstIn != 0 else { return nil }
        if moved == firstIn { return (columns[1].x1, columns[0].x1) }
        if moved == 0 &- firstIn { return (columns[0].x1, columns[1].x1) }
        return nil
    }

    /// The one figure of the only line stating a balance of `kind`, with its sign.
    private static func stated(_ kind: SummaryLabels.Kind, _ readings: [LineReading]) -> Int64? {
        let lines = readings.filter { $0.summary == kind && $0.date == nil && $0.amounts.count == 1 }
        guard lines.count == 1 else { return nil }
        return ArithmeticRoles.signed(lines[0].amounts[0])
    }
}
