/// Where the table starts and ends (`TableBounds`): earlier than its first header, where dated
/// amounts above it were left unexplained; at the closing balance or a printed total that rows
/// were read after. Read by the table reader (`FindingTables`).
struct TablesDecision: ReadingDecision {
    var name: String { "tables" }

    func alternatives(to best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> [Hypothesis] {
        guard best.hypothesis.tableBounds == TableBounds() else { return [] }
        return best.open.tableBounds.candidates.map {
            var hypothesis = best.hypothesis
            hypothesis.tableBounds = $0
            return hypothesis
        }
    }

    func summary(of reading: ReadingChoice.Reading, from best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> String {
        reading.hypothesis.tableBounds.describe(best.open.tableBounds)
    }
}
