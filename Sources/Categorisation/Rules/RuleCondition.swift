import StatementCore

/// The `when` part of a rule, as written. Phrases are stored already folded (see `TextFolding`).
public indirect enum RuleCondition: Sendable {
    public enum Comparison: String, Sendable {
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "=", notEqual = "!="

        func holds<T: Comparable>(_ left: T, _ right: T) -> Bool {
            switch self {
            case .less: return left < right
            case .lessOrEqual: return left <= right
            case .greater: return left > right
            case .greaterOrEqual: return left >= right
            case .equal: return left == right
            case .notEqual: return left != right
            }
        }
    }

    /// Any of the phrases appears as whole words.
    case descriptionContains([String])
    /// The description begins with any of the phrases (whole words).
    case descriptionStartsWith([String])
    /// The folded description matches the pattern somewhere.
    case descriptionMatches(RulePattern)
    case amount(Comparison, RuleAmount)
    /// Inclusive at both ends, whichever order they were written in.
    case amountBetween(RuleAmount, RuleAmount)
    case accountIs(String)
    case accountEndsWith(String)
    case date(Comparison, LocalDate)
    case dateBetween(LocalDate, LocalDate)
    case all([RuleCondition])
    case any([RuleCondition])
    case not(RuleCondition)
}

/// A validated regular expression and the text it came from (for explanations).
public struct RulePattern: @unchecked Sendable {
    // Regex is immutable once built; it is not marked Sendable by the standard library.
    public let source: String
    let regex: Regex<AnyRegexOutput>

    init(source: String, regex: Regex<AnyRegexOutput>) {
        self.source = source
        self.regex = regex
    }
}
