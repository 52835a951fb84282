import Foundation

/// Checks the rows a service answered against the rows it was asked: each index once and in range,
/// each category known, confidence clamped to [0, 1].
struct AnswerChecker {
    var rowCount: Int
    /// Maps what the service wrote (an id, or a human name for `categorize`) to a category id;
    /// nil for a category the ledger does not have.
    var categoryID: (String) -> String?
    var unknownWords: Set<String> = ["unknown", ""]

    /// An answer with far more rows than were asked is not read row by row: its size alone says
    /// the service is not answering the question.
    func tooMany(_ count: Int) -> BatchReading? {
        guard count > 2 * rowCount + 10 else { return nil }
        return .failed("the answer holds \(count) rows for \(rowCount) asked")
    }

    func check(_ items: [(index: Int?, category: String?, confidence: Double?)]) -> BatchReading {
        var reading = BatchReading(outcome: .read)
        var seen: [Int: Int] = [:]
        for item in items { if let index = item.index { seen[index, default: 0] += 1 } }
        for item in items {
            guard let index = item.index, (0..<rowCount).contains(index) else {
                reading.problems.append("an answer for a row that was not asked (index \(item.index.map(String.init) ?? "missing"))")
                continue
            }
            guard seen[index] == 1 else { continue }
            guard let category = item.category, let confidence = item.confidence, confidence.isFinite else {
                reading.problems.append("row \(index) was answered without a category or a confidence")
                continue
            }
            let clamped = min(max(confidence, 0), 1)
            if unknownWords.contains(category.lowercased()) {
                reading.answers[index] = RemoteAnswer(categoryID: nil, confidence: clamped)
            } else if let id = categoryID(category) {
                reading.answers[index] = RemoteAnswer(categoryID: id, confidence: clamped)
            } else {
                let shown = category.prefix(40).split(whereSeparator: \.isNewline).joined(separator: " ")
                reading.problems.append("row \(index) was given '\(shown)', which is not a category")
            }
        }
        for (index, count) in seen where count > 1 && (0..<rowCount).contains(index) {
            reading.problems.append("row \(index) was answered \(count) times; none of them is used")
        }
        let missing = (0..<rowCount).filter { seen[$0] == nil }
        if !missing.isEmpty {
            reading.problems.append("\(missing.count) row\(missing.count == 1 ? " was" : "s were") not answered")
        }
        return reading
    }

    /// A JSON number (or a numeric string) as a Double.
    static func number(_ value: Any?) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        if let text = value as? String { return Double(text) }
        return nil
    }

    /// A whole JSON number as an Int.
    static func integer(_ value: Any?) -> Int? {
        guard let number = number(value), number.rounded() == number, abs(number) < 1e9 else { return nil }
        return Int(number)
    }
}
