/// Each row prints one unsigned figure in one of two columns, and neither a header nor a running
/// balance nor a totals line says which is money out: each column is read as money out in turn,
/// and the statement's stated opening, closing and printed totals choose. Where the two columns
/// sum alike, both readings would prove alike and the figures cannot choose: none is offered.
/// Read by the column model (`TotalsRoles`).
struct MoneyColumnsDecision: ReadingDecision {
    var name: String { "money-columns" }

    func alternatives(to best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> [Hypothesis] {
        let columns = best.open.unsignedColumns
        guard best.hypothesis.outColumnRightEdge == nil, columns.count == 2, columns[0].sum != columns[1].sum else { return [] }
        return columns.map {
            var hypothesis = best.hypothesis
            hypothesis.outColumnRightEdge = $0.x1
            return hypothesis
        }
    }

    func summary(of reading: ReadingChoice.Reading, from best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> String {
        guard let out = reading.hypothesis.outColumnRightEdge, let left = best.open.unsignedColumns.first else {
            return "two unlabelled money columns: as the text places them"
        }
        return abs(out - left.x1) <= ArithmeticRoles.columnSlack
            ? "two unlabelled money columns: the left money out, the right money in"
            : "two unlabelled money columns: the left money in, the right money out"
    }
}
