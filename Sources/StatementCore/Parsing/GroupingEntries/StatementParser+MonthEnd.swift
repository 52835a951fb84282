extension StatementParser {
    /// A note for each booked row whose printed date runs past its month's end and is read as
    /// the month's last day (`PrintedDate.pastMonthEnd`): the row is kept, the change is said.
    /// A note, not a problem: the row's money is as printed, and the figures still check it.
    static func monthEndNotes(_ drafts: [RowDraft], order: DateOrder, reference: DateRange?) -> [VerificationProblem] {
        var notes: [VerificationProblem] = []
        for draft in drafts {
            // Cheap first: only a day of 29 or more can run past a month's end.
            guard let printed = draft.date, printed.dayAndMonth(order: order).day >= 29,
                let date = printed.pastMonthEnd(order: order, near: reference)
            else { continue }
            let (day, month) = printed.dayAndMonth(order: order)
            notes.append(
                VerificationProblem(
                    page: draft.reading.line.page, line: draft.reading.line.number,
                    message:
                        "the printed date (day \(day) of month \(month)) is no day of \(date.year): the row is kept on \(date.iso), the month's last day"
                ))
        }
        return notes
    }
}
