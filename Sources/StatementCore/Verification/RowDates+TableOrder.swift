extension RowDates {
    /// The fewest rows printing their own date before a table's order is evidence.
    static let orderedTableRows = 6

    /// A table with no running balance has only its dates' order to keep its rows in place. Real
    /// tables out of date order are so in many places (several cards' sections, checks by number)
    /// or by one row posted late, which exchanging two rows rarely puts right. A table that
    /// differs from its own dates in order in exactly two rows, whose exchange orders it all,
    /// has had those two dates exchanged.
    static func swappedAgainstTheTableOrder(_ rows: [Transaction], printed: [Bool]) -> [VerificationProblem] {
        let dated = rows.indices.filter { printed[$0] }
        guard dated.count >= orderedTableRows, !dated.contains(where: { rows[$0].balance != nil }) else { return [] }
        let dates = dated.map { rows[$0].date }
        var rising = 0, falling = 0
        for index in dates.indices.dropFirst() {
            if dates[index] > dates[index - 1] { rising += 1 } else if dates[index] < dates[index - 1] { falling += 1 }
        }
        let ordered = rising >= falling ? dates.sorted() : dates.sorted(by: >)
        let differing = dates.indices.filter { dates[$0] != ordered[$0] }
        guard differing.count == 2 else { return [] }
        let (first, second) = (rows[dated[differing[0]]], rows[dated[differing[1]]])
        return [
            VerificationProblem(
                page: second.page, line: second.line,
                message:
                    "the rows on page \(first.page), line \(first.line) (\(first.date)) and page \(second.page), line "
                    + "\(second.line) (\(second.date)) are the only ones against the table's \(rising >= falling ? "rising" : "falling") "
                    + "dates, and exchanging their dates orders the whole table: two dates may be exchanged")
        ]
    }
}
