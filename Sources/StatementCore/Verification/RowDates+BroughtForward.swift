extension RowDates {
    /// A balance brought forward (or an opening balance printed in the table) is the balance
    /// before the rows under it, so it is dated on or before the first of them. One dated after the row right under it has had its date
    /// exchanged with that row's.
    static func broughtForwardDatedAfterTheNextRow(
        _ lines: [BalanceLine], rows: [Transaction], printed: [Bool]
    ) -> [VerificationProblem] {
        var problems: [VerificationProblem] = []
        for carried in lines where problems.count < shown {
            guard
                let next = rows.indices.first(where: { (rows[$0].page, rows[$0].line) > (carried.page, carried.line) }),
                printed[next], rows[next].page == carried.page, rows[next].date < carried.date
            else { continue }
            problems.append(
                VerificationProblem(
                    page: carried.page, line: carried.line,
                    message:
                        "the balance brought forward is dated \(carried.date), after the row right under it (line "
                        + "\(rows[next].line), dated \(rows[next].date)): a date may be damaged"))
        }
        return problems
    }
}
