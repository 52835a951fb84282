extension RowDates {
    /// The fewest rows before a table that never prints a day twice is evidence of its shape.
    static let undatedEvidenceRows = 8

    /// A table printing a day's date once over its rows (day groups) leaves a row undated only
    /// under another of its day. In a table where every other row prints its own date and no
    /// two print the same day, one row with no date of its own is one whose date was lost: it
    /// is taken from the row above, and its own may differ.
    static func undatedWhereNoDayRepeats(_ rows: [Transaction], printed: [Bool]) -> [VerificationProblem] {
        let undated = rows.indices.filter { !printed[$0] }
        guard rows.count >= undatedEvidenceRows, undated.count == 1, let index = undated.first, index > 0,
            rows[index].date == rows[index - 1].date
        else { return [] }
        let days = rows.indices.filter { printed[$0] }.map { rows[$0].date }
        guard Set(days).count == days.count else { return [] }
        let row = rows[index]
        return [
            VerificationProblem(
                page: row.page, line: row.line,
                message:
                    "the row prints no date of its own, where every other row prints its own and no day twice: its date "
                    + "\(row.date) is taken from the row above, and its own may be damaged")
        ]
    }
}
