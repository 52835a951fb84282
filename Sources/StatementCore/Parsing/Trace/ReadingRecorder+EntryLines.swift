/// The roles the grouping of entries and the balance finding give lines, noted by
/// `groupEntries` once its rows are final (their signs settled by the running balance).
extension ReadingRecorder {
    /// Each entry's line a row, with its date, amount, balance and columns: the first entry
    /// read at the line's place and start.
    mutating func noteRows(_ transactions: [Transaction], readings: [LineReading], kind: AccountKind) {
        guard tracing else { return }
        let rows = Dictionary(grouping: transactions) { [$0.page, $0.line] }
        let byPlace = transactions.sorted { ($0.page, $0.line) < ($1.page, $1.line) }
        for entry in entries {
            for index in lines.at(page: entry.page, line: entry.line) where abs(entry.x0 - readings[index].line.x0) < 0.5 {
                let text = readings[index].line.text
                let parsed = rows[[entry.page, entry.line]].flatMap { rows in rows.first { $0.rawText.contains(text) } ?? rows.first }
                // An undated amount line the running balance steps over went into the text of the row above.
                let detailOf = parsed == nil ? Self.row(before: entry, in: byPlace).flatMap { $0.rawText.contains(text) ? $0 : nil } : nil
                note(index, .row, .row, StatementParser.rowReading(entry, parsed: parsed, detailOf: detailOf, kind: kind))
            }
        }
        entries = []
    }

    /// The last row printed before the entry's line (`rows` in the order of the pages).
    private static func row(before entry: StatementParser.TracedEntry, in rows: [Transaction]) -> Transaction? {
        var (low, high) = (0, rows.count)
        while low < high {
            let middle = low + (high - low) / 2
            if (rows[middle].page, rows[middle].line) < (entry.page, entry.line) { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? rows[low - 1] : nil
    }

    /// The section headings the table honoured, told by the direction the account's kind gives them.
    mutating func noteSections(_ headings: [(index: Int, heading: SectionHeadings.Heading)], kind: AccountKind) {
        guard tracing else { return }
        for (index, heading) in headings {
            note(index, .sectionHeading, .sectionHeading, "section heading: " + StatementParser.headingReading(heading, kind: kind))
        }
    }

    /// The balances found (the first named at each place) and every summary label, saying which
    /// balance it gave.
    mutating func noteBalances(
        opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?, carriedForward: BalanceFinder.AmountAt?,
        stated: [BalanceFinder.AmountAt], read: StatementParser.LinesRead
    ) {
        guard tracing else { return }
        var named: [[Int]: String] = [:]
        let found =
            [("opening", opening), ("closing", closing), ("carried-forward", carriedForward)]
            .compactMap { name, value in value.map { (name, $0) } } + stated.map { ("stated", $0) }
        for (name, balance) in found where named[[balance.page, balance.line]] == nil {
            named[[balance.page, balance.line]] = name
            for index in lines.at(page: balance.page, line: balance.line) where read.readings[index].summary == nil {
                note(index, .balance, .balance, "the \(name) balance, its label on the line above")
            }
        }
        let digits = read.currency.minorUnitDigits
        for (index, reading) in read.readings.enumerated() {
            guard let summary = reading.summary else { continue }
            let value = reading.amounts.last.map { " " + Money.decimalString(minorUnits: $0.magnitude, digits: digits) } ?? ""
            let balance = named[[reading.line.page, reading.line.number]].map { "; read as the \($0) balance" } ?? "; not a transaction"
            note(index, .summaryLabel, .summary, "summary label (\(summary))\(value)\(balance)")
        }
    }
}
