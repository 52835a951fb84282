/// The answer to "why did this row get that category?": every rule that held, with the condition
/// and the phrase that made it hold, and which one won.
public struct RuleExplanation: Sendable {
    public struct Match: Sendable {
        public var rule: Rule
        /// One entry per satisfied test, e.g. `description contains "mercadona"`, `amount < 0`.
        public var reasons: [String]
    }

    public var description: String
    /// What the rules actually saw: lower case, no accents, punctuation as spaces.
    public var foldedDescription: String
    /// The payment-channel words, dates and numbers taken from the front before matching
    /// ("pur 27 11"), nil when there were none.
    public var strippedChannelWords: String?
    /// True when no rule held without the channel words, so the rules were tried on the whole text.
    public var matchedWholeDescription: Bool
    /// The statement facts scoped rules were tested against.
    public var locale: StatementLocale?
    /// In precedence order; the first is the one that was chosen.
    public var matches: [Match]
    public var chosen: Suggestion

    public var text: String {
        var lines = ["description: \(description)", "folded:      \(foldedDescription)"]
        if let strippedChannelWords {
            lines.append(
                "stripped:    \(strippedChannelWords) (payment channel, dates, card and store numbers)"
                    + (matchedWholeDescription ? "; no rule held without them, so the whole text was tried" : ""))
        }
        lines.append("statement:   \(locale?.description ?? "country, currency and language unknown")")
        if matches.isEmpty { lines.append("no rule matched") }
        for (index, match) in matches.enumerated() {
            let marker = index == 0 ? "chosen" : "also matched"
            lines.append(
                "\(marker): rule \"\(match.rule.name)\" (\(match.rule.location)) → \(match.rule.categoryID), "
                    + "confidence \(match.rule.confidence), priority \(match.rule.priority)")
            let scope = match.rule.condition.scope
            lines.append("    scope: " + (scope.isEmpty ? "everywhere" : scope.joined(separator: "; ")))
            for reason in match.reasons { lines.append("    because \(reason)") }
        }
        if let category = chosen.categoryID {
            lines.append("category: \(category) (confidence \(chosen.confidence))")
        }
        return lines.joined(separator: "\n")
    }
}
