import Foundation

/// How well a chain does on labelled rows: how many it dares to categorise, and how many of those
/// it gets right.
public struct EvaluationReport: Codable, Sendable {
    public struct Miss: Codable, Sendable, Hashable {
        public enum Kind: String, Codable, Sendable { case wrong, uncovered }
        public var kind: Kind
        public var description: String
        public var amount: String
        public var expected: String
        public var suggested: String?
        public var confidence: Double
        public var source: String
        public var explanation: String

        public init(
            kind: Kind, description: String, amount: String, expected: String, suggested: String?, confidence: Double,
            source: String, explanation: String
        ) {
            self.kind = kind
            self.description = description
            self.amount = amount
            self.expected = expected
            self.suggested = suggested
            self.confidence = confidence
            self.source = source
            self.explanation = explanation
        }
    }

    public var threshold: Double
    public var total: Int
    /// Rows categorised at or above the threshold.
    public var covered: Int
    /// Covered rows whose category was the expected one.
    public var correct: Int
    public var misses: [Miss]

    public var coverage: Double { total == 0 ? 0 : Double(covered) / Double(total) }
    public var accuracy: Double { covered == 0 ? 0 : Double(correct) / Double(covered) }

    private enum CodingKeys: String, CodingKey { case threshold, total, covered, correct, coverage, accuracy, misses }

    public init(threshold: Double, total: Int, covered: Int, correct: Int, misses: [Miss]) {
        self.threshold = threshold
        self.total = total
        self.covered = covered
        self.correct = correct
        self.misses = misses
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        threshold = try container.decode(Double.self, forKey: .threshold)
        total = try container.decode(Int.self, forKey: .total)
        covered = try container.decode(Int.self, forKey: .covered)
        correct = try container.decode(Int.self, forKey: .correct)
        misses = try container.decode([Miss].self, forKey: .misses)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(total, forKey: .total)
        try container.encode(covered, forKey: .covered)
        try container.encode(correct, forKey: .correct)
        try container.encode(coverage, forKey: .coverage)
        try container.encode(accuracy, forKey: .accuracy)
        try container.encode(misses, forKey: .misses)
    }

    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    public var text: String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        var lines = [
            "rows:      \(total)",
            "covered:   \(covered) (\(percent(coverage))) at confidence ≥ \(threshold)",
            "accuracy:  \(correct)/\(covered) (\(percent(accuracy))) of covered rows",
        ]
        let wrong = misses.filter { $0.kind == .wrong }, uncovered = misses.filter { $0.kind == .uncovered }
        if !wrong.isEmpty { lines.append("\nwrong (\(wrong.count)):") }
        for miss in wrong {
            lines.append(
                "  \(miss.description) [\(miss.amount)]: expected \(miss.expected), got "
                    + "\(miss.suggested ?? "none") — \(miss.explanation)")
        }
        if !uncovered.isEmpty { lines.append("\nnot covered (\(uncovered.count)):") }
        for miss in uncovered {
            let guess = miss.suggested.map { ", best guess \($0) at \(String(format: "%.2f", miss.confidence))" } ?? ""
            lines.append("  \(miss.description) [\(miss.amount)]: expected \(miss.expected)\(guess)")
        }
        return lines.joined(separator: "\n")
    }
}
