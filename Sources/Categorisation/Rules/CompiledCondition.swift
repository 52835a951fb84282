import StatementCore

/// A condition with its phrases replaced by needle numbers of the shared matcher and its amounts
/// on the common scale, so evaluating a rule does no text work at all.
indirect enum CompiledCondition: Sendable {
    case contains([Int])
    case startsWith([Int])
    /// The pattern, when they can be told, literals one of which any match contains (the rule's
    /// key in the matcher) and the other sets of literals a match also needs one of each of, and
    /// the pattern's number among the rules' distinct patterns (its answers are kept per text).
    case matches(RulePattern, literals: [Int]?, alsoNeeded: [[Int]], regex: Int)
    case amount(RuleCondition.Comparison, Int64, String)
    case amountBetween(Int64, Int64, String)
    case accountIs(String)
    case accountEndsWith(String)
    case accountHolder(AccountKind.Holder)
    case date(RuleCondition.Comparison, LocalDate)
    case dateBetween(LocalDate, LocalDate)
    case scope(RuleCondition.ScopeFact, [String])
    case all([CompiledCondition])
    case any([CompiledCondition])
    case not(CompiledCondition)

    init(_ condition: RuleCondition, needleID: (String) -> Int, literalID: (String) -> Int, regexID: (String) -> Int) {
        switch condition {
        case .descriptionContains(let phrases): self = .contains(phrases.map(needleID))
        case .descriptionStartsWith(let phrases): self = .startsWith(phrases.map(needleID))
        case .descriptionMatches(let pattern):
            let sets = RegexLiterals.requiredSets(in: pattern.source) ?? []
            let best = sets.isEmpty ? nil : RegexLiterals.best(sets)
            var others = sets
            if let best, let place = others.firstIndex(of: best) { others.remove(at: place) }
            self = .matches(
                pattern, literals: best?.map(literalID), alsoNeeded: others.map { $0.map(literalID) },
                regex: regexID(pattern.source))
        case .amount(let comparison, let value):
            self = .amount(comparison, value.tenThousandths, "amount \(comparison.rawValue) \(value)")
        case .amountBetween(let low, let high):
            self = .amountBetween(low.tenThousandths, high.tenThousandths, "amount between \(low) and \(high)")
        case .accountIs(let account): self = .accountIs(account)
        case .accountEndsWith(let suffix): self = .accountEndsWith(suffix)
        case .accountHolder(let holder): self = .accountHolder(holder)
        case .date(let comparison, let date): self = .date(comparison, date)
        case .dateBetween(let first, let last): self = .dateBetween(first, last)
        case .scope(let fact, let codes): self = .scope(fact, codes)
        case .all(let terms): self = .all(terms.map { CompiledCondition($0, needleID: needleID, literalID: literalID, regexID: regexID) })
        case .any(let terms): self = .any(terms.map { CompiledCondition($0, needleID: needleID, literalID: literalID, regexID: regexID) })
        case .not(let inner): self = .not(CompiledCondition(inner, needleID: needleID, literalID: literalID, regexID: regexID))
        }
    }

    /// Needles at least one of which must be found for the condition to hold; nil when it can hold
    /// without any (amount-only, a regex without a literal, `not`), in which case the rule is
    /// evaluated for every row.
    var requiredNeedles: [Int]? {
        switch self {
        case .contains(let needles), .startsWith(let needles): return needles
        case .matches(_, let literals, _, _): return literals
        case .all(let terms):
            return terms.compactMap(\.requiredNeedles).min { $0.count < $1.count }
        case .any(let terms):
            var union: [Int] = []
            for term in terms {
                guard let needles = term.requiredNeedles else { return nil }
                union += needles
            }
            return union
        default: return nil
        }
    }

    /// Adds the amounts and dates the condition compares the row's with.
    func collectComparedValues(amounts: inout [Int64], dates: inout [LocalDate]) {
        switch self {
        case .amount(_, let value, _): amounts.append(value)
        case .amountBetween(let low, let high, _): amounts += [low, high]
        case .date(_, let date): dates.append(date)
        case .dateBetween(let first, let last): dates += [first, last]
        case .all(let terms), .any(let terms):
            for term in terms { term.collectComparedValues(amounts: &amounts, dates: &dates) }
        case .not(let inner): inner.collectComparedValues(amounts: &amounts, dates: &dates)
        default: break
        }
    }

    /// A regex, the one costly test: `all` tries the others first when no reasons are wanted.
    var isRegex: Bool {
        if case .matches = self { return true }
        return false
    }
}
