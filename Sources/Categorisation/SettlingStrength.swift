/// How strong the evidence behind a row's category is, weakest first. Running the chain again
/// over stored rows (`recategorise`) sees less than the import did (no account holder, no IBAN
/// country) and a token model trained since: a weaker answer must not undo a stronger one. A
/// source as strong as the one that settled a row re-decides it (the rules or what people taught
/// changed: that is what running it again is for); a weaker one never does.
public enum SettlingStrength: Int, Comparable, Sendable, CaseIterable {
    /// Below the threshold, or nothing suggested: a guess waiting for a person.
    case open
    /// The token model: words resembling rows people confirmed.
    case resemblance
    /// A remote model's answer.
    case remote
    /// A rule file.
    case rule
    /// A rule that tested whose account it is (`account is business`): stored rows do not keep the
    /// holder, so a later run cannot test it again, and only what people taught outranks it.
    case accountScopedRule
    /// What people taught about the merchant (merchant memory).
    case taught
    /// A rule of the person's own rules folder: the chain asks it before what people taught, so a
    /// rule written after a correction decides the merchant's rows (never a locked one). Only a
    /// new answer has it: a stored row does not keep which folder its rule came from.
    case ownRule
    /// A person set or confirmed the row.
    case person

    public static func < (left: SettlingStrength, right: SettlingStrength) -> Bool { left.rawValue < right.rawValue }

    /// The strength of a category from `source` with the explanation the categoriser wrote;
    /// `settled` is false for a row below the threshold (waiting for review).
    public init(source: CategorySource, explanation: String, settled: Bool, hasCategory: Bool = true) {
        guard hasCategory, settled else {
            self = source == .user && hasCategory ? .person : .open
            return
        }
        switch source {
        case .user: self = .person
        case .none: self = .open
        case .remote: self = .remote
        case .rule: self = RuleSet.testsAccountHolder(explanation: explanation) ? .accountScopedRule : .rule
        case .learned: self = explanation.hasPrefix(MerchantMemory.explanationPrefix) ? .taught : .resemblance
        }
    }

    public init(_ suggestion: Suggestion, settled: Bool) {
        self.init(
            source: suggestion.source, explanation: suggestion.explanation, settled: settled,
            hasCategory: suggestion.categoryID != nil)
    }

    /// True when a category of this strength may replace one of `settledBy`.
    public func mayReplace(_ settledBy: SettlingStrength) -> Bool { self >= settledBy }
}
