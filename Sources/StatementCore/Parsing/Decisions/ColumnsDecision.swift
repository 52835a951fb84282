/// Where no header names the money columns, the running balance printed first rather than
/// last. Read by the column model (`PositionalRoles`), which the table reader applies to each row.
struct ColumnsDecision: ReadingDecision {
    var name: String { "columns" }

    func alternatives(to best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> [Hypothesis] {
        guard best.open.rolesByPosition, !best.hypothesis.balanceFirst else { return [] }
        var hypothesis = best.hypothesis
        hypothesis.balanceFirst = true
        return [hypothesis]
    }

    func summary(of reading: ReadingChoice.Reading, from best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> String {
        reading.hypothesis.balanceFirst
            ? "unlabelled money columns: the running balance first, then the amount"
            : "unlabelled money columns: the amount, then the running balance last"
    }
}
