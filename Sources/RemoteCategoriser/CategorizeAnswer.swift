import Foundation

/// Reads a `/categorize` answer: the request's list in the same order, each with a human category
/// name and a confidence; as a bare array or under "transactions".
enum CategorizeAnswer {
    static func read(_ data: Data, checker: AnswerChecker) -> BatchReading {
        let top = try? JSONSerialization.jsonObject(with: data)
        let list = (top as? [Any]) ?? ((top as? [String: Any])?["transactions"] as? [Any])
        guard let list else { return .failed("the answer is not a list of categorised transactions") }
        if let refused = checker.tooMany(list.count) { return refused }
        return checker.check(
            list.enumerated().map { position, item in
                let row = item as? [String: Any]
                return (position, row?["category"] as? String, AnswerChecker.number(row?["confidence"]))
            })
    }
}
