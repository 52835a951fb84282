/// Runs a chain over labelled rows (`statement-import rules eval FILE`).
public enum Evaluation {
    public static func run(rows: [LabelledRow], categorisers: [any Categoriser],
                           threshold: Double = CategorisationChain.defaultThreshold) throws -> EvaluationReport {
        let results = try CategorisationChain(categorisers, threshold: threshold).categorise(rows.map(\.input))
        var covered = 0, correct = 0
        var misses: [EvaluationReport.Miss] = []
        for (row, result) in zip(rows, results) {
            let suggestion = result.suggestion
            let isCovered = !result.needsReview
            let isRight = suggestion.categoryID == row.expectedCategoryID
            if isCovered { covered += 1 }
            if isCovered && isRight { correct += 1; continue }
            misses.append(.init(kind: isCovered ? .wrong : .uncovered, description: row.input.description,
                                amount: row.input.amount.decimalString, expected: row.expectedCategoryID,
                                suggested: suggestion.categoryID, confidence: suggestion.confidence,
                                source: suggestion.source.rawValue, explanation: suggestion.explanation))
        }
        return EvaluationReport(threshold: threshold, total: rows.count, covered: covered, correct: correct,
                                misses: misses)
    }
}
