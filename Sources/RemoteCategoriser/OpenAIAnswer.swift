import Foundation

/// Reads a chat completion: `choices[0].message.content` holds `{"rows": [...]}` as a JSON string;
/// `message.refusal` or `finish_reason: "length"` mean there is nothing to use.
enum OpenAIAnswer {
    static func read(_ data: Data, checker: AnswerChecker) -> BatchReading {
        guard let top = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let choices = top["choices"] as? [[String: Any]], let choice = choices.first
        else {
            return .failed("the answer is not a chat completion")
        }
        let message = choice["message"] as? [String: Any]
        if let refusal = message?["refusal"] as? String, !refusal.isEmpty {
            return .failed("the model refused (\(refusal.prefix(80)))")
        }
        if (choice["finish_reason"] as? String) == "length" { return BatchReading(outcome: .cutOff) }
        guard let content = (message?["content"] as? String).map(withoutCodeFence),
            let object = try? JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any],
            let rows = object["rows"] as? [Any]
        else {
            return .failed("the model's answer is not the agreed JSON")
        }
        if let refused = checker.tooMany(rows.count) { return refused }
        return checker.check(
            rows.map { item in
                let row = item as? [String: Any]
                return (
                    AnswerChecker.integer(row?["index"]), row?["category"] as? String,
                    AnswerChecker.number(row?["confidence"])
                )
            })
    }

    /// Local models without structured output often wrap the JSON in a Markdown fence.
    static func withoutCodeFence(_ content: String) -> String {
        let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("```"), trimmed.hasSuffix("```"), let firstBreak = trimmed.firstIndex(of: "\n") else {
            return content
        }
        return String(trimmed[trimmed.index(after: firstBreak)...].dropLast(3))
    }
}
