extension RowDates {
    /// The most days a value date stands from its booking date on either side before the two are
    /// no longer read as one row's pair.
    static let valueDateReach = 7

    /// A table printing a booking and a value date keeps one relation between them: the value
    /// date on or before the booking date (a card payment valued when made), or on or after it
    /// (a transfer valued the next working day). A row on the other side, alone against several
    /// on the usual one and within a few days, has had its two dates exchanged: read back, it
    /// keeps the table's relation.
    static func valueDatesAgainstBooking(_ rows: [Transaction], printed: [Bool]) -> [VerificationProblem] {
        let gaps: [(index: Int, days: Int)] = rows.indices.compactMap { index in
            guard printed[index], let value = rows[index].valueDate else { return nil }
            return (index, rows[index].date.days(until: value))
        }
        guard gaps.allSatisfy({ abs($0.days) <= valueDateReach }) else { return [] }
        let later = gaps.filter { $0.days > 0 }, earlier = gaps.filter { $0.days < 0 }
        let (odd, usual) = later.count == 1 ? (later, earlier) : earlier.count == 1 ? (earlier, later) : ([], [])
        guard let index = odd.first?.index, usual.count >= 3 else { return [] }
        let row = rows[index]
        let side = later.count == 1 ? "on or before" : "on or after"
        return [
            VerificationProblem(
                page: row.page, line: row.line,
                message:
                    "the row's value date \(row.valueDate.map(\.description) ?? "") is on the other side of its booking date "
                    + "\(row.date) from every other row's (\(usual.count) rows print their value date \(side) the booking "
                    + "date): the two dates may be exchanged")
        ]
    }
}

extension RowDates {
    /// A table whose rows all print a booking and a value date, but one that prints a single
    /// date: that row's other date was lost, and the one left may be its value date read as
    /// the booking date.
    static func oneDateWhereEveryRowPrintsTwo(_ rows: [Transaction], printed: [Bool]) -> [VerificationProblem] {
        // Only the one row left without a value date is looked at for an empty cell's mark (the
        // same answer as before): looking in every such row's words took a tenth of the parse of
        // a long statement that prints one date a row.
        let single = rows.indices.lazy.filter { printed[$0] && rows[$0].valueDate == nil }.prefix(2)
        guard rows.count >= undatedEvidenceRows, single.count == 1, let index = single.first,
            !marksItsOtherDateEmpty(rows[index])
        else { return [] }
        let row = rows[index]
        return [
            VerificationProblem(
                page: row.page, line: row.line,
                message:
                    "the row prints one date, \(row.date), where every other row prints a booking and a value date: one of "
                    + "its dates may be lost, and the one left read in the other's place")
        ]
    }

    /// Marks printed where a row has no second date ("31.03.2026 - Credit"): the bank left the
    /// cell empty on purpose, so nothing was lost. A damaged copy leaves only blank space.
    static let emptyCellMarks: Set<Substring> = ["-", "--", "\u{2013}", "\u{2014}", "/", "n/a", "N/A"]

    /// Whether such a mark stands among the row's first words, where its dates are printed
    /// ("20 Mar 2025 – Credit").
    static func marksItsOtherDateEmpty(_ row: Transaction) -> Bool {
        row.rawText.split(whereSeparator: \.isWhitespace).prefix(4).contains { emptyCellMarks.contains($0) }
    }
}
