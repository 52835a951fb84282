/// Runs a chain over labelled rows (`statement-import rules eval FILE`).
public enum Evaluation {
    public static func run(
        rows: [LabelledRow], categorisers: [any Categoriser],
        threshold: Double = CategorisationChain.defaultThreshold
    ) throws -> EvaluationReport {
        let results = try CategorisationChain(categorisers, threshold: threshold).categorise(rows.map(\.input))
        return report(rows: rows, results: results, indices: rows.indices, threshold: threshold)
    }

    /// The figures of some of the rows from answers the chain already gave for all of them, so a
    /// table of groups categorises each row once, not once per line it appears on.
    static func report<Indices: Sequence<Int>>(
        rows: [LabelledRow], results: [CategorisedRow], indices: Indices,
        threshold: Double
    ) -> EvaluationReport {
        var total = 0, covered = 0, correct = 0
        var misses: [EvaluationReport.Miss] = []
        for index in indices {
            let (row, result) = (rows[index], results[index])
            total += 1
            let suggestion = result.suggestion
            let isCovered = !result.needsReview
            let isRight = suggestion.categoryID == row.expectedCategoryID
            if isCovered { covered += 1 }
            if isCovered && isRight { correct += 1; continue }
            misses.append(
                .init(
                    kind: isCovered ? .wrong : .uncovered, description: row.input.description,
                    amount: row.input.amount.decimalString, expected: row.expectedCategoryID,
                    suggested: suggestion.categoryID, confidence: suggestion.confidence,
                    source: suggestion.source.rawValue, explanation: suggestion.explanation))
        }
        return EvaluationReport(
            threshold: threshold, total: total, covered: covered, correct: correct,
            misses: misses)
    }

    /// The report over all rows and, when the rows have parts or groups, the table by part and
    /// group, with each row categorised once.
    public static func runWithTable(
        rows: [LabelledRow], categorisers: [any Categoriser],
        threshold: Double = CategorisationChain.defaultThreshold
    )
        throws -> (report: EvaluationReport, table: EvaluationTable?)
    {
        let run = try runWithAnswers(rows: rows, categorisers: categorisers, threshold: threshold)
        return (run.report, run.table)
    }

    /// `runWithTable` with the chain's answer for each row, for a caller that asks which member
    /// decided a row (what learning settled, `rules eval --learn`).
    public static func runWithAnswers(
        rows: [LabelledRow], categorisers: [any Categoriser],
        threshold: Double = CategorisationChain.defaultThreshold
    )
        throws -> (report: EvaluationReport, table: EvaluationTable?, answers: [CategorisedRow])
    {
        let results = try CategorisationChain(categorisers, threshold: threshold).categorise(rows.map(\.input))
        let whole = report(rows: rows, results: results, indices: rows.indices, threshold: threshold)
        let grouped = rows.contains { $0.group != nil || $0.part != nil }
        return (whole, grouped ? EvaluationTable(rows: rows, results: results, threshold: threshold) : nil, results)
    }
}
