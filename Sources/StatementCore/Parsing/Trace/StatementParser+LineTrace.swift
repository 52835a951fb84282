/// Each line's role in the reading that made it, as its stages noted it while they decided
/// (`ReadingRecorder.note`, in `LineClaim`'s order where two claim a line): recorded when the
/// parse traces. A line no stage claimed is told by what it prints.
extension StatementParser {
    static func lineTrace(pages: [TextPage], read: LinesRead, notes: LineNotes) -> [ParseTrace.Line] {
        var traced: [ParseTrace.Line] = []
        traced.reserveCapacity(read.readings.count)
        for (index, reading) in read.readings.enumerated() {
            let line = reading.line
            let (role, why) = notes.chosen(index).flatMap { note in note.role.map { ($0, note.reading) } } ?? (.ignored, ignoredReading(reading))
            traced.append(ParseTrace.Line(page: line.page, line: line.number, role: role, reading: why, text: line.text))
        }
        return withLinesReadTogether(traced, readTogether: read.readTogether, pages: pages)
    }

    /// A line no stage claimed, by what it prints.
    static func ignoredReading(_ reading: LineReading) -> String {
        if reading.date != nil && reading.amounts.isEmpty { return "a date but no amount, outside any row" }
        if reading.date != nil && isFiguresOnly(reading) { return "dates and figures with no description: no transaction" }
        if reading.date != nil { return "a date and an amount outside the table (before its header, or on a page it does not reach)" }
        if !reading.amounts.isEmpty { return "an amount but no date and no known label" }
        return "text: no leading date, no amount"
    }

    /// "Beginning" over "balance": a label wrapped over two lines is read as one line, the first;
    /// the second is listed too, saying so, so that every printed line has its place. The line
    /// reading noted each line it read with another or left out (`LinesRead.readTogether`); one
    /// whose place some reading stands at (a half of a line cut in two) is told by that reading.
    static func withLinesReadTogether(
        _ traced: [ParseTrace.Line], readTogether: [(page: Int, line: Int)], pages: [TextPage]
    ) -> [ParseTrace.Line] {
        guard !readTogether.isEmpty else { return traced }
        let read = Set(traced.map { Place(page: $0.page, line: $0.line) })
        let noted = Set(readTogether.lazy.map { Place(page: $0.page, line: $0.line) }.filter { !read.contains($0) })
        guard !noted.isEmpty else { return traced }
        // Listed with the text the page prints, in the page's order.
        let missing = pages.lazy.flatMap(\.lines).filter { noted.contains(Place(page: $0.page, line: $0.number)) }
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

    static func rowReading(_ draft: TracedEntry, parsed: Transaction?, detailOf row: Transaction? = nil, kind: AccountKind) -> String {
        var parts: [String] = []
        if let row {
            parts.append(
                "detail of the row above (page \(row.page), line \(row.line)): the running balance steps from that row "
                    + "to the one below by the one below's amount alone, so this amount is no transaction")
        } else if let parsed {
            parts.append("date \(parsed.date.iso)")
            parts.append("amount \(parsed.amount.decimalString)")
            if let balance = parsed.balance { parts.append("balance \(balance.decimalString)") }
        } else if draft.roles == [.balance] {
            parts.append("a balance alone: the running balance after the row above when that row prints none")
        } else {
            parts.append("dropped: its date could not be resolved, it has no amount, or the statement's notes say why")
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
