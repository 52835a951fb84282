/// The roles the table reader gives lines, noted by `findTables` once the table is read (the
/// header kinds are kept only this long).
extension ReadingRecorder {
    mutating func noteTable(
        _ table: TableReading, read: StatementParser.LinesRead, overviewLines: Set<Int>, furniture: Set<Int>, hypothesis: Hypothesis
    ) {
        guard tracing else { return }
        let (readings, kinds) = (read.readings, table.kinds)
        for index in readings.indices where index < kinds.count {
            let reading = readings[index]
            if read.besideTables.contains(index) {
                note(index, .besideTable, .summary, "a box printed beside the table (rates, a simulation), read after it: never a row or balance")
            }
            if overviewLines.contains(index) {
                note(index, .overview, .summary, "accounts overview (labels over one row per account); not a transaction")
            }
            if let end = table.bounds.end, end.at.index < index, reading.summary == nil,
                reading.date != nil || !reading.amounts.isEmpty || kinds[index].isHeader
            {
                note(index, .afterTableEnd, .leftOut, "after the table's end at \(end.at.printed): not a transaction")
            }
            if case .header(let header) = kinds[index] {
                if header.stacked, index + 1 < kinds.count, case .header(let below) = kinds[index + 1], below.stacked {
                    note(index, .header, .header, "upper halves of the labels of the header below")
                } else {
                    let stacked = header.stacked ? " (labels stacked over two lines with the line above)" : ""
                    note(
                        index, .header, .header,
                        "columns " + header.columns.map { "\($0.role.rawValue) \(Int($0.x0))-\(Int($0.x1))" }.joined(separator: ", ") + stacked)
                }
            }
            if table.tableLines[index] { note(index, .tableLine, .continuation, "wrapped description of the row above or below") }
            if table.notBooked.contains(index), !reading.amounts.isEmpty {
                note(
                    index, .notBooked, .leftOut,
                    "under a heading of items not booked (pending, other accounts, a fee summary): not a transaction, and its totals check no row")
            }
            if table.balanceSection.contains(index), !reading.amounts.isEmpty {
                note(index, .dailyBalance, .leftOut, "under a heading of daily balances: a day's balance, not a transaction")
            }
            if hypothesis.ignoredHeadings.contains(index) {
                note(
                    index, .headingNotHonoured, .sectionHeading,
                    "section heading not honoured by the reading chosen: the lines under it are read as rows")
            }
            if furniture.contains(index) { note(index, .repeated, .furniture, "repeats on several pages (header or footer)") }
            if case .furniture = kinds[index] { note(index, .furniture, .furniture, "a page footer or a line the layout profile skips") }
        }
    }
}
