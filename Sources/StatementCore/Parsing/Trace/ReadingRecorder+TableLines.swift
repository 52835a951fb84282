/// The roles the finding of the table gives lines, each noted where it is decided: the lines
/// beside the table and the repeated ones by `findTables` as it finds them, the rest by the
/// table reader (`TableState`) as it takes each line.
extension ReadingRecorder {
    /// A box beside the table, an accounts overview's lines and the lines repeated on several
    /// pages, as `findTables` finds them before the table is read.
    mutating func noteAroundTable(besideTables: Set<Int>, overviewLines: Set<Int>, furniture: Set<Int>) {
        guard tracing else { return }
        for index in besideTables {
            note(index, .besideTable, .summary, "a box printed beside the table (rates, a simulation), read after it: never a row or balance")
        }
        for index in overviewLines {
            note(index, .overview, .summary, "accounts overview (labels over one row per account); not a transaction")
        }
        for index in furniture { note(index, .repeated, .furniture, "repeats on several pages (header or footer)") }
    }

    /// The lines printing the file's page numbering ("Page 1 of 2"), found on the whole file
    /// (`StatementParser.pageNumbering`): page furniture, whatever the reading takes them for.
    mutating func notePageNumbers(_ numbering: PageNumbering) {
        guard tracing else { return }
        for printed in numbering.printed {
            for index in lines.at(page: printed.page, line: printed.line) { note(index, .pageNumber, .pageNumber, "page numbering") }
        }
    }

    /// The headings the reading supposes not honoured (`Hypothesis.ignoredHeadings`), as the
    /// table reader is handed them.
    mutating func noteHeadingsNotHonoured(_ headings: Set<Int>, lineCount: Int) {
        guard tracing else { return }
        for index in headings where index >= 0 && index < lineCount {
            note(
                index, .headingNotHonoured, .sectionHeading,
                "section heading not honoured by the reading chosen: the lines under it are read as rows")
        }
    }

    /// A line past the table's end the reading supposes (`TableBounds`), as the reader passes it
    /// by: one with a date, an amount or a header is left out, unless a figure is read on it.
    mutating func noteAfterTableEnd(_ index: Int, printed reading: LineReading, kind: TableReader.Kind, end: TableBounds.End) {
        guard tracing, reading.summary == nil, reading.date != nil || !reading.amounts.isEmpty || kind.isHeader else { return }
        note(index, .afterTableEnd, .leftOut, "after the table's end at \(end.at.printed): not a transaction")
    }

    /// A line taken into the table as a row's own line or its wrapped detail.
    mutating func noteTableLine(_ index: Int) {
        note(index, .tableLine, .continuation, "wrapped description of the row above or below")
    }

    /// A line of an entry cut by a page break, taken by its row on the other side of the break:
    /// the page before's last row (`below`: details print below their date line) or the next
    /// page's first.
    mutating func noteContinuedOverPageBreak(_ index: Int, row: TextLine, below: Bool) {
        note(
            index, .tableLine, .continuation,
            "wrapped description of the row on page \(row.page), line \(row.number), "
                + (below
                    ? "the last of its page: its details go on over the page break"
                    : "the first of its page: its details start before the page break"))
    }

    /// A line with an amount under a heading of items not booked, or of daily balances.
    mutating func noteLeftOutSection(_ index: Int, printed reading: LineReading, balances: Bool) {
        guard tracing, !reading.amounts.isEmpty else { return }
        if balances {
            note(index, .dailyBalance, .leftOut, "under a heading of daily balances: a day's balance, not a transaction")
        } else {
            note(
                index, .notBooked, .leftOut,
                "under a heading of items not booked (pending, other accounts, a fee summary): not a transaction, and its totals check no row")
        }
    }

    /// A header or a footer, by the kind the reader left the line with once it took it (a
    /// header's kind is its classification's; a footer may have been taken as a row's detail).
    mutating func noteKind(_ index: Int, kinds: [TableReader.Kind]) {
        guard tracing else { return }
        switch kinds[index] {
        case .header(let header):
            if header.stacked, index + 1 < kinds.count, case .header(let below) = kinds[index + 1], below.stacked {
                note(index, .header, .header, "upper halves of the labels of the header below")
            } else {
                let stacked = header.stacked ? " (labels stacked over two lines with the line above)" : ""
                note(
                    index, .header, .header,
                    "columns " + header.columns.map { "\($0.role.rawValue) \(Int($0.x0))-\(Int($0.x1))" }.joined(separator: ", ") + stacked)
            }
        case .furniture: note(index, .furniture, .furniture, "a page footer or a line the layout profile skips")
        case .summary, .row, .text: break
        }
    }
}
