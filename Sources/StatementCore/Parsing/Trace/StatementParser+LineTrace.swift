/// Each line's role in the reading that made it, from what that reading itself decided (its
/// table, entries, balances, figures and unexplained lines): recorded when the parse traces.
extension StatementParser {
    static func lineTrace(
        pages: [TextPage], read: LinesRead, tables: TablesFound, entries: EntriesGrouped, traced tracedEntries: [TracedEntry],
        verified: Verified,
        kind: AccountKind, hypothesis: Hypothesis
    ) -> [ParseTrace.Line] {
        let (readings, table, digits) = (read.readings, tables.table, read.currency.minorUnitDigits)
        // By place, each with every entry and row printed there: the two halves of a line cut
        // between tables side by side share its page and number, and each is told by its own.
        let drafts = Dictionary(grouping: tracedEntries) { Place(page: $0.page, line: $0.line) }
        let rows = Dictionary(grouping: entries.transactions) { Place(page: $0.page, line: $0.line) }
        let figures = Dictionary(verified.figures.map { (Place(page: $0.page, line: $0.line), $0) }, uniquingKeysWith: { first, _ in first })
        let balances = Dictionary(
            [
                ("opening", entries.balances.opening), ("closing", entries.balances.closing),
                ("carried-forward", entries.balances.carriedForward),
            ].compactMap { name, value in
                value.map { (Place(page: $0.page, line: $0.line), name) }
            }
                + entries.balances.stated.map { (Place(page: $0.page, line: $0.line), "stated") },
            uniquingKeysWith: { first, _ in first })
        let headings = Dictionary(table.sectionHeadings.map { ($0.index, $0.heading) }, uniquingKeysWith: { first, _ in first })
        let unexplained = Set(verified.unexplained)

        var traced: [ParseTrace.Line] = []
        traced.reserveCapacity(readings.count)
        for (index, reading) in readings.enumerated() {
            let line = reading.line, place = Place(page: line.page, line: line.number)
            func add(_ role: ParseTrace.Line.Role, _ why: String) {
                traced.append(ParseTrace.Line(page: line.page, line: line.number, role: role, reading: why, text: line.text))
            }
            if let draft = drafts[place]?.first(where: { abs($0.x0 - line.x0) < 0.5 }) {
                let text = line.text
                let parsed = rows[place].flatMap { rows in rows.first { $0.rawText.contains(text) } ?? rows.first }
                add(.row, rowReading(draft, parsed: parsed, kind: kind))
            } else if read.besideTables.contains(index) {
                add(.summary, "a box printed beside the table (rates, a simulation), read after it: never a row or balance")
            } else if tables.overviewLines.contains(index) {
                add(.summary, "accounts overview (labels over one row per account); not a transaction")
            } else if let end = table.bounds.end, end.at.index < index, reading.summary == nil, figures[place] == nil,
                balances[place] == nil, reading.date != nil || !reading.amounts.isEmpty || table.kinds[index].isHeader
            {
                add(.leftOut, "after the table's end at \(end.at.printed): not a transaction")
            } else if case .header(let header) = table.kinds[index] {
                if header.stacked, index + 1 < table.kinds.count, case .header(let below) = table.kinds[index + 1], below.stacked {
                    add(.header, "upper halves of the labels of the header below")
                } else {
                    let stacked = header.stacked ? " (labels stacked over two lines with the line above)" : ""
                    add(
                        .header,
                        "columns " + header.columns.map { "\($0.role.rawValue) \(Int($0.x0))-\(Int($0.x1))" }.joined(separator: ", ") + stacked)
                }
            } else if table.tableLines[index] {
                add(.continuation, "wrapped description of the row above or below")
            } else if table.notBooked.contains(index), !reading.amounts.isEmpty {
                add(
                    .leftOut,
                    "under a heading of items not booked (pending, other accounts, a fee summary): not a transaction, and its totals check no row")
            } else if table.balanceSection.contains(index), !reading.amounts.isEmpty {
                add(.leftOut, "under a heading of daily balances: a day's balance, not a transaction")
            } else if let figure = figures[place], figure.kind != .opening, figure.kind != .closing {
                switch figure.kind {
                case .count(let direction):
                    add(.count, "printed count \(figure.value) of \(direction.map { $0 == .moneyIn ? "money-in" : "money-out" } ?? "all") rows")
                default:
                    add(
                        .total,
                        "printed total \(Money.decimalString(minorUnits: figure.value, digits: digits))\(figure.sectionOnly ? " (its section's rows only)" : "")"
                    )
                }
            } else if let summary = reading.summary {
                let value = reading.amounts.last.map { " " + Money.decimalString(minorUnits: $0.magnitude, digits: digits) } ?? ""
                let balance = balances[place].map { "; read as the \($0) balance" } ?? "; not a transaction"
                add(.summary, "summary label (\(summary))\(value)\(balance)")
            } else if let balance = balances[place] {
                add(.balance, "the \(balance) balance, its label on the line above")
            } else if let heading = headings[index] {
                add(.sectionHeading, "section heading: " + headingReading(heading, kind: kind))
            } else if hypothesis.ignoredHeadings.contains(index) {
                add(.sectionHeading, "section heading not honoured by the reading chosen: the lines under it are read as rows")
            } else if tables.furniture.contains(index) {
                add(.furniture, "repeats on several pages (header or footer)")
            } else if case .furniture = table.kinds[index] {
                add(.furniture, "a page footer or a line the layout profile skips")
            } else if unexplained.contains(index) {
                add(.unexplained, "a date and an amount read as no row, total or balance: the statement fails while it is unexplained")
            } else if reading.date != nil && reading.amounts.isEmpty {
                add(.ignored, "a date but no amount, outside any row")
            } else if reading.date != nil && isFiguresOnly(reading) {
                add(.ignored, "dates and figures with no description: no transaction")
            } else if reading.date != nil {
                add(.ignored, "a date and an amount outside the table (before its header, or on a page it does not reach)")
            } else if !reading.amounts.isEmpty {
                add(.ignored, "an amount but no date and no known label")
            } else {
                add(.ignored, "text: no leading date, no amount")
            }
        }
        return withLinesReadTogether(traced, pages: pages)
    }

    /// "Beginning" over "balance": a label wrapped over two lines is read as one line, the first;
    /// the second is listed too, saying so, so that every printed line has its place.
    static func withLinesReadTogether(_ traced: [ParseTrace.Line], pages: [TextPage]) -> [ParseTrace.Line] {
        let read = Set(traced.map { Place(page: $0.page, line: $0.line) })
        let missing = pages.lazy.flatMap(\.lines).filter { !read.contains(Place(page: $0.page, line: $0.number)) }
        guard !missing.isEmpty else { return traced }
        var traced = traced
        for line in missing {
            let at = traced.firstIndex { ($0.page, $0.line) > (line.page, line.number) } ?? traced.endIndex
            traced.insert(
                ParseTrace.Line(
                    page: line.page, line: line.number, role: .continuation,
                    reading: "read together with the line above it (a label printed over two lines)", text: line.text), at: at)
        }
        return traced
    }

    static func headingReading(_ heading: SectionHeadings.Heading, kind: AccountKind) -> String {
        switch heading {
        case .balances: return "daily balances: no transactions"
        case .notBooked: return "items not booked: the lines under it are left out"
        case .booked: return "booked items: the table goes on"
        case .moneyIn, .moneyOut, .payments:
            return heading.direction(kind: kind) == .moneyIn ? "bare amounts under it are money in" : "bare amounts under it are money out"
        }
    }

    static func rowReading(_ draft: TracedEntry, parsed: Transaction?, kind: AccountKind) -> String {
        var parts: [String] = []
        if let parsed {
            parts.append("date \(parsed.date.iso)")
            parts.append("amount \(parsed.amount.decimalString)")
            if let balance = parsed.balance { parts.append("balance \(balance.decimalString)") }
        } else if draft.roles == [.balance] {
            parts.append("a balance alone: the running balance after the row above when that row prints none")
        } else {
            parts.append("dropped: its date could not be resolved or it has no amount")
        }
        parts.append("columns " + draft.roles.map(\.rawValue).joined(separator: "+"))
        if draft.rolesByArithmetic { parts.append("roles by the arithmetic: the balance column steps by the row's own amount") }
        if let section = draft.section?.direction(kind: kind) {
            parts.append(section == .moneyIn ? "under a money-in heading" : "under a money-out heading")
        }
        return parts.joined(separator: ", ")
    }

    private struct Place: Hashable {
        var page: Int
        var line: Int
    }
}
