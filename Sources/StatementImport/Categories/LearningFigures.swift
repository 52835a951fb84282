import Categorisation
import Foundation
import Toolbox

/// What a person's first answers taught about the next rows (`rules eval FILE --learn FIRST.csv`):
/// the rules' figures without them, and the rows that what was learned settled, the wrong ones
/// named. A wrong row settled by learning is the cost of generalising a correction too far.
public struct LearningFigures: Sendable, Codable {
    /// The file the answers came from, as messages show it.
    public var file: String
    /// Rows of that file settled as a person's review answers.
    public var taught: Int
    /// The same rows measured with the rules alone.
    public var withoutLearning: EvaluationReport
    /// Rows that what was learned (merchant memory or the token model) settled.
    public var settledByLearning: Int
    /// Those of them whose category is not the label.
    public var settledWrongly: [EvaluationReport.Miss]

    init(file: String, taught: Int, withoutLearning: EvaluationReport, rows: [LabelledRow], answers: [CategorisedRow]) {
        self.file = file
        self.taught = taught
        self.withoutLearning = withoutLearning
        var settled = 0
        var wrong: [EvaluationReport.Miss] = []
        for (row, answer) in zip(rows, answers) where !answer.needsReview && answer.suggestion.source == .learned {
            settled += 1
            let suggestion = answer.suggestion
            guard suggestion.categoryID != row.expectedCategoryID else { continue }
            wrong.append(
                .init(
                    kind: .wrong, description: row.input.description, amount: row.input.amount.decimalString,
                    expected: row.expectedCategoryID, suggested: suggestion.categoryID, confidence: suggestion.confidence,
                    source: suggestion.source.rawValue, explanation: suggestion.explanation))
        }
        settledByLearning = settled
        settledWrongly = wrong
    }

    /// The report's JSON with these figures under "learning".
    public func jsonText(with report: EvaluationReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let reportData = try? encoder.encode(report), let learningData = try? encoder.encode(self),
            var object = (try? JSONSerialization.jsonObject(with: reportData)) as? [String: Any],
            let learning = try? JSONSerialization.jsonObject(with: learningData)
        else { return report.jsonText }
        object["learning"] = learning
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? JSONSerialization.data(withJSONObject: object, options: options)).map { String(decoding: $0, as: UTF8.self) }
            ?? report.jsonText
    }

    public var text: String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        var lines = [
            "learned from \(file): \(Counted(taught, "row")) answered as in review",
            "without them: \(withoutLearning.covered) covered (\(percent(withoutLearning.coverage))), "
                + "\(withoutLearning.correct)/\(withoutLearning.covered) right (\(percent(withoutLearning.accuracy)))",
            "settled by what was learned: \(Counted(settledByLearning, "row")), \(settledWrongly.count) wrong",
        ]
        for miss in settledWrongly {
            lines.append(
                "  \(miss.description) [\(miss.amount)]: expected \(miss.expected), got \(miss.suggested ?? "none") — \(miss.explanation)")
        }
        return lines.joined(separator: "\n")
    }
}
