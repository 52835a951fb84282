/// What the arithmetic cannot see in the rows' dates. A damaged date string reads as another
/// date (a date blanked, so its row takes the date above; two dates of one length swapped) and
/// every figure still adds up. Two shapes of the table tell such a date apart from one printed so:
/// a row with no date of its own where every row prints its own, and a date against the order
/// of a running balance.
public enum RowDates {
    /// At most this many problems of one kind: one names the shape, a few show where.
    static let shown = 3

    /// A balance line's printed date, and where it stands.
    public typealias BalanceLine = (date: LocalDate, page: Int, line: Int)

    /// `printsOwnDate`: whether the row's own line prints its date, not one taken from above.
    /// `opening`: the date an opening balance line above the rows prints, and where.
    /// `broughtForward`: the dates opening and brought-forward balance lines print, and where.
    public static func problems(
        _ rows: [Transaction], opening: (date: LocalDate, page: Int, line: Int)? = nil,
        broughtForward: [BalanceLine] = [], printsOwnDate: (Transaction) -> Bool
    ) -> [VerificationProblem] {
        let printed = rows.map(printsOwnDate)
        let checks: [([Transaction], [Bool]) -> [VerificationProblem]] = [
            undated, undatedWhereNoDayRepeats, againstTheBalanceOrder, swappedAgainstTheTableOrder,
            valueDatesAgainstBooking, oneDateWhereEveryRowPrintsTwo,
        ]
        var problems = checks.flatMap { $0(rows, printed) }
        let opened = openingDatedAfterARow(opening, rows: rows, printed: printed)
        problems += opened
        // The opening line is among the brought-forward ones: named once.
        problems += broughtForwardDatedAfterTheNextRow(broughtForward, rows: rows, printed: printed).filter { problem in
            !opened.contains { $0.page == problem.page && $0.line == problem.line }
        }
        return problems
    }

    /// Whether exchanging row `index`'s date with another row's puts both rows in order with
    /// their neighbours.
    static func swappedBack(_ index: Int, in rows: [Transaction], ascending: Bool) -> Bool {
        rows.indices.contains { other in
            guard other != index, rows[other].date != rows[index].date else { return false }
            let date = { (position: Int) in
                position == index ? rows[other].date : position == other ? rows[index].date : rows[position].date
            }
            return [index, other].allSatisfy { position in
                [(position - 1, position), (position, position + 1)].allSatisfy { pair in
                    guard pair.0 >= 0, pair.1 < rows.count else { return true }
                    return ascending ? date(pair.0) <= date(pair.1) : date(pair.0) >= date(pair.1)
                }
            }
        }
    }

    /// An opening balance is the balance before the rows: a line printing it above them at a
    /// date later than a row's own date has had its date swapped with that row's.
    static func openingDatedAfterARow(
        _ opening: (date: LocalDate, page: Int, line: Int)?, rows: [Transaction], printed: [Bool]
    ) -> [VerificationProblem] {
        guard let opening, let first = rows.first, (opening.page, opening.line) < (first.page, first.line),
            let earlier = rows.indices.first(where: { printed[$0] && rows[$0].date < opening.date }).map({ rows[$0] })
        else { return [] }
        return [
            VerificationProblem(
                page: opening.page, line: opening.line,
                message:
                    "the opening balance above the rows is dated \(opening.date), after the row on page \(earlier.page), line "
                    + "\(earlier.line) dated \(earlier.date): a date may be damaged")
        ]
    }

    /// Rows with no date of their own in a table where every row prints its own: a day's second
    /// row on one page printing its day again says so. A table printing a day's date once, over
    /// its first row (day groups), never prints it twice running on one page.
    static func undated(_ rows: [Transaction], printed: [Bool]) -> [VerificationProblem] {
        guard rows.count >= 3, printed.contains(false) else { return [] }
        let repeats = rows.indices.dropFirst().first { index in
            printed[index] && printed[index - 1] && rows[index].date == rows[index - 1].date
                && rows[index].page == rows[index - 1].page
        }
        guard let repeats else { return [] }
        return rows.indices.filter { !printed[$0] }.prefix(shown).map { index in
            let row = rows[index]
            return VerificationProblem(
                page: row.page, line: row.line,
                message:
                    "the row prints no date of its own, where every other row prints its own (even a day's second row, as on "
                    + "page \(rows[repeats].page), line \(rows[repeats].line)): its date \(row.date) is taken from the row above, "
                    + "and its own may be damaged")
        }
    }

    /// A running balance is printed in the order the rows were booked, so rows that both print
    /// one and their own date are in date order. A row booked late with an earlier date (a
    /// correction) breaks that order once; two dates swapped break it so that exchanging them
    /// back puts every row in order, and only that counts.
    static func againstTheBalanceOrder(_ rows: [Transaction], printed: [Bool]) -> [VerificationProblem] {
        var rising = 0, falling = 0
        for index in rows.indices.dropFirst() {
            if rows[index].date > rows[index - 1].date { rising += 1 } else if rows[index].date < rows[index - 1].date { falling += 1 }
        }
        let ascending = rising >= falling
        var problems: [VerificationProblem] = []
        for index in rows.indices.dropFirst() where problems.count < shown {
            let (before, row) = (rows[index - 1], rows[index])
            guard printed[index], printed[index - 1], before.balance != nil, row.balance != nil, before.page == row.page,
                ascending ? row.date < before.date : row.date > before.date,
                swappedBack(index - 1, in: rows, ascending: ascending) || swappedBack(index, in: rows, ascending: ascending)
            else { continue }
            problems.append(
                VerificationProblem(
                    page: row.page, line: row.line,
                    message:
                        "the row's date \(row.date) goes against the table's \(ascending ? "rising" : "falling") dates (\(before.date) "
                        + "on line \(before.line) before it), while the running balance says the rows are in booking order: "
                        + "a date may be damaged"))
        }
        return problems
    }
}
