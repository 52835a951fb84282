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

    /// A fact of the statement rather than of the row.
    public enum ScopeFact: String, Sendable, CaseIterable {
        case country, currency, language

        /// How many letters a code has, and its case: "BR", "BRL", "pt".
        var codeLength: Int { self == .currency ? 3 : 2 }
        func normalised(_ code: String) -> String { self == .language ? code.lowercased() : code.uppercased() }
        var example: String {
            switch self {
            case .country: return "country is BR, PT (ISO 3166 two-letter codes)"
            case .currency: return "currency is BRL (ISO 4217 three-letter codes)"
            case .language: return "language is pt (ISO 639-1 two-letter codes)"
            }
        }
    }

    /// The scope tests of the condition, as written ("currency is BRL", "not country is MX"): what
    /// `rules check` and `rules explain` show of where a rule applies. Empty for a rule that applies
    /// everywhere.
    public var scope: [String] {
        switch self {
        case .scope(let fact, let codes): return ["\(fact.rawValue) is " + codes.joined(separator: ", ")]
        case .not(.scope(let fact, let codes)): return ["not \(fact.rawValue) is " + codes.joined(separator: ", ")]
        case .accountHolder(let holder): return ["account is \(holder.rawValue)"]
        case .not(.accountHolder(let holder)): return ["not account is \(holder.rawValue)"]
        case .all(let terms), .any(let terms): return terms.flatMap(\.scope)
        default: return []
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
    /// The statement says the account is a business (or a personal) one.
    case accountHolder(AccountKind.Holder)
    case date(Comparison, LocalDate)
    case dateBetween(LocalDate, LocalDate)
    /// The statement's country, currency or language is one of the codes (`StatementLocale`).
    case scope(ScopeFact, [String])
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
