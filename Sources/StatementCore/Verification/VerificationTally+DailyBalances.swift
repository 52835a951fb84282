extension VerificationTally {
    /// Each day's printed ending balance against the opening and the rows dated up to that day:
    /// a missing row shows on its own day, and on every day after it.
    mutating func checkDailyBalances(
        _ tables: [DailyBalanceTable], opening: PrintedFigure?,
        transactions: [Transaction]
    ) throws(StatementParseError) {
        guard let opening else { return }
        for table in tables {
            var failed = false
            var shifted = 0
            for (position, entry) in table.entries.enumerated() {
                let value = try balance(upTo: entry.date, opening: opening, transactions: transactions)
                guard value.minorUnits != entry.balance else { continue }
                let next = position + 1 < table.entries.count ? table.entries[position + 1] : nil
                if let next,
                    let rows = try rowsOnAnotherDay(
                        entry, expected: value.minorUnits, next: next, opening: opening,
                        transactions: transactions)
                {
                    shifted += 1
                    let places = rows.map { "page \($0.page), line \($0.line)" }.joined(separator: "; ")
                    notes.append(
                        VerificationProblem(
                            page: entry.page, line: entry.line,
                            message:
                                "the printed balance for \(entry.date.iso) in '\(table.heading)' is \(Money(minorUnits: entry.balance, currency: currency).groupedString), "
                                + "not \(value.groupedString): the bank counts \(rows.count == 1 ? "the row" : "the rows") at \(places) on another day "
                                + "than the one printed, and the next daily balance follows from the rows"))
                    continue
                }
                failed = true
                problems.append(
                    VerificationProblem(
                        page: entry.page, line: entry.line,
                        message:
                            "the printed balance for \(entry.date.iso) in '\(table.heading)' is \(Money(minorUnits: entry.balance, currency: currency).groupedString), "
                            + "but the opening and the rows dated up to that day make \(value.groupedString): a row of that day or before may be missing"
                    ))
            }
            if !failed {
                let except = shifted == 0 ? "" : ", but for \(shifted) \(shifted == 1 ? "day" : "days") counting a row on another day"
                checks.append("\(table.entries.count) daily balances in '\(table.heading)' follow from the opening and the rows\(except)")
                if let last = table.entries.map(\.date).max(), transactions.allSatisfy({ $0.date <= last }) { independent = true }
            }
        }
    }

    private func balance(upTo date: LocalDate, opening: PrintedFigure, transactions: [Transaction]) throws(StatementParseError) -> Money {
        let expected = try sum(transactions.filter { $0.date <= date })
        return try VerificationTally.add(money(opening), expected, at: transactions.last)
    }

    /// The most rows of one day searched for a run the bank counted on another day.
    static let shiftedRunSearch = 200

    /// A day's printed balance that is off from the rows by a run of rows of that day (counted by
    /// the bank on a later day: a deposit credited after the date it prints) or of the days up to
    /// the next printed balance (counted earlier), while the next printed balance follows from the
    /// rows again. No row is missing then: a missing row would put every later day out too. The
    /// run, when found, is the rows the bank counted on another day.
    private func rowsOnAnotherDay(
        _ entry: DailyBalanceTable.Entry, expected: Int64, next: DailyBalanceTable.Entry,
        opening: PrintedFigure, transactions: [Transaction]
    ) throws(StatementParseError) -> [Transaction]? {
        guard next.date > entry.date,
            try balance(upTo: next.date, opening: opening, transactions: transactions).minorUnits == next.balance
        else { return nil }
        let (difference, overflow) = entry.balance.subtractingReportingOverflow(expected)
        guard !overflow, difference != 0, difference != .min else { return nil }
        let sameDay = transactions.filter { $0.date == entry.date }
        if let run = VerificationTally.run(in: sameDay, adding: -difference) { return run }
        let later = transactions.filter { $0.date > entry.date && $0.date <= next.date }
        return VerificationTally.run(in: later, adding: difference)
    }

    /// A run of consecutive rows whose amounts add up to `total`, when one does.
    private static func run(in rows: [Transaction], adding total: Int64) -> [Transaction]? {
        guard rows.count <= shiftedRunSearch else { return nil }
        for start in rows.indices {
            var sum: Int64 = 0
            for end in start..<rows.count {
                let (value, overflow) = sum.addingReportingOverflow(rows[end].amount.minorUnits)
                guard !overflow else { break }
                sum = value
                if sum == total { return Array(rows[start...end]) }
            }
        }
        return nil
    }
}
