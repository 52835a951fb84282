import StatementCore

/// All rules of a set behind one Aho–Corasick matcher: a row is folded once, scanned once, and only
/// the rules whose phrases were found (plus those that need no phrase) are evaluated.
struct CompiledRules: Sendable {
    let conditions: [CompiledCondition]
    let needleTexts: [String]
    /// The reason each needle gives when found, built once rather than for every row.
    let containsReasons: [String]
    let startsReasons: [String]
    let matcher: MultiPatternMatcher
    /// For each needle, the rules it can make true, in precedence order.
    let rulesByNeedle: [[Int]]
    let alwaysEvaluated: [Int]
    /// By pattern number: whether the pattern needs a non-ASCII character (`RegexLiterals.requiresNonASCII`).
    let regexNeedsNonASCII: [Bool]
    /// The amounts and dates the rules compare with (`RuleAnswerKey`).
    let comparedAmounts: ComparedValues<Int64>
    let comparedDates: ComparedValues<LocalDate>

    init(rules: [Rule]) {
        // Phrases match whole words (padded with a space each side, as the row is); a regex's
        // literals match anywhere. Both kinds share the one matcher, so a row is still scanned once.
        var phraseIDs: [String: Int] = [:], literalIDs: [String: Int] = [:], regexIDs: [String: Int] = [:]
        var texts: [String] = []
        var needles: [[UInt8]] = []
        var needsNonASCII: [Bool] = []
        func id(_ text: String, _ bytes: [UInt8], in ids: inout [String: Int]) -> Int {
            if let id = ids[text] { return id }
            ids[text] = texts.count
            texts.append(text)
            needles.append(bytes)
            return texts.count - 1
        }
        conditions = rules.map {
            CompiledCondition(
                $0.condition, needleID: { id($0, Array((" " + $0 + " ").utf8), in: &phraseIDs) },
                literalID: { id($0, Array($0.utf8), in: &literalIDs) },
                regexID: { source in
                    if let known = regexIDs[source] { return known }
                    regexIDs[source] = regexIDs.count
                    needsNonASCII.append(RegexLiterals.requiresNonASCII(source))
                    return regexIDs.count - 1
                })
        }
        needleTexts = texts
        regexNeedsNonASCII = needsNonASCII
        containsReasons = texts.map { "description contains \"\($0)\"" }
        startsReasons = texts.map { "description starts with \"\($0)\"" }
        matcher = MultiPatternMatcher(needles: needles)
        var byNeedle = [[Int]](repeating: [], count: texts.count)
        var always: [Int] = []
        for (index, condition) in conditions.enumerated() {
            if let needles = condition.requiredNeedles {
                for needle in Set(needles) { byNeedle[needle].append(index) }
            } else {
                always.append(index)
            }
        }
        rulesByNeedle = byNeedle
        alwaysEvaluated = always
        var amounts: [Int64] = [], dates: [LocalDate] = []
        for condition in conditions { condition.collectComparedValues(amounts: &amounts, dates: &dates) }
        comparedAmounts = ComparedValues(amounts)
        comparedDates = ComparedValues(dates)
    }

    /// What the rules can read of the row `facts` holds now, its text as it is now.
    func answerKey(_ facts: RowFacts) -> RuleAnswerKey {
        RuleAnswerKey(
            text: facts.padded, amountPlace: comparedAmounts.place(of: facts.amount),
            datePlace: comparedDates.place(of: facts.date), account: facts.account, locale: facts.locale)
    }

    /// The first rule in precedence order that holds on the text `facts` holds now.
    func firstHolding(facts: inout RowFacts) -> Int? {
        var trace: [String]? = nil
        for rule in candidates(facts: &facts) where holds(conditions[rule], &facts, &trace) {
            return rule
        }
        return nil
    }

    func makeFacts() -> RowFacts { RowFacts(needleCount: needleTexts.count, ruleCount: conditions.count) }

    /// Folds and scans the row; returns the rules worth evaluating, in precedence order.
    func candidates(for input: CategorisationInput, facts: inout RowFacts) -> [Int] {
        facts.reset(for: input)
        return candidates(facts: &facts)
    }

    /// The rules worth evaluating on the text `facts` holds now.
    func candidates(facts: inout RowFacts) -> [Int] {
        let generation = facts.generation
        // Reused from row to row: no allocation per row.
        var found = facts.takeCandidateBuffer()
        facts.padded.withUnsafeBufferPointer { text in
            matcher.forEachHit(in: text) { hit in
                facts.containsStamp[hit.needle] = generation
                if hit.start == 0 { facts.startsStamp[hit.needle] = generation }
                for rule in rulesByNeedle[hit.needle] where facts.candidateStamp[rule] != generation {
                    facts.candidateStamp[rule] = generation
                    found.append(rule)
                }
            }
        }
        if found.isEmpty { facts.candidateBuffer = found; return alwaysEvaluated }
        found += alwaysEvaluated
        found.sort()
        facts.candidateBuffer = found
        return found
    }

    /// Whether the condition holds; when `trace` is not nil, appends the reasons it holds.
    func holds(_ condition: CompiledCondition, _ facts: inout RowFacts, _ trace: inout [String]?) -> Bool {
        switch condition {
        case .contains(let needles), .startsWith(let needles):
            let isStart: Bool
            if case .startsWith = condition { isStart = true } else { isStart = false }
            let stamps = isStart ? facts.startsStamp : facts.containsStamp
            guard let needle = needles.first(where: { stamps[$0] == facts.generation }) else { return false }
            trace?.append(isStart ? startsReasons[needle] : containsReasons[needle])
            return true
        case .matches(let pattern, let literals, let alsoNeeded, let regex):
            if let literals, !literals.contains(where: { facts.containsStamp[$0] == facts.generation }) { return false }
            for needed in alsoNeeded where !needed.contains(where: { facts.containsStamp[$0] == facts.generation }) {
                return false
            }
            if regexNeedsNonASCII[regex], facts.padded.allSatisfy({ $0 < 0x80 }) { return false }
            guard facts.matches(pattern, number: regex) else { return false }
            trace?.append("description matches /\(pattern.source)/")
            return true
        case .amount(let comparison, let value, let text):
            guard comparison.holds(facts.amount, value) else { return false }
            trace?.append(text)
            return true
        case .amountBetween(let low, let high, let text):
            guard facts.amount >= low && facts.amount <= high else { return false }
            trace?.append(text)
            return true
        case .accountIs(let account):
            guard facts.account == account else { return false }
            trace?.append("account is \"\(account)\"")
            return true
        case .accountEndsWith(let suffix):
            guard facts.account?.hasSuffix(suffix) == true else { return false }
            trace?.append("account ends with \"\(suffix)\"")
            return true
        case .accountHolder(let holder):
            // Unknown (the statement does not say) holds for neither kind.
            guard facts.locale?.accountHolder == holder else { return false }
            trace?.append("account is \(holder.rawValue)")
            return true
        case .date(let comparison, let date):
            guard comparison.holds(facts.date, date) else { return false }
            trace?.append("date \(comparison.rawValue) \(date)")
            return true
        case .dateBetween(let first, let last):
            guard facts.date >= first && facts.date <= last else { return false }
            trace?.append("date between \(first) and \(last)")
            return true
        case .scope(let fact, let codes):
            guard let value = facts.scopeValue(fact), codes.contains(value) else { return false }
            trace?.append("\(fact.rawValue) is \(value)")
            return true
        case .all(let terms) where trace == nil:
            // Order does not change the answer, only the cost: the cheap tests first.
            return terms.allSatisfy { $0.isRegex || holds($0, &facts, &trace) }
                && terms.allSatisfy { !$0.isRegex || holds($0, &facts, &trace) }
        case .all(let terms):
            let mark = trace?.count
            for term in terms where !holds(term, &facts, &trace) {
                if let mark { trace?.removeSubrange(mark...) }
                return false
            }
            return true
        case .any(let terms):
            return terms.contains { holds($0, &facts, &trace) }
        case .not(let inner):
            var silent: [String]? = nil
            guard !holds(inner, &facts, &silent) else { return false }
            trace?.append("not (\(describe(inner)))")
            return true
        }
    }

    func describe(_ condition: CompiledCondition) -> String {
        func phrases(_ needles: [Int]) -> String { needles.map { "\"\(needleTexts[$0])\"" }.joined(separator: ", ") }
        switch condition {
        case .contains(let needles): return "description contains " + phrases(needles)
        case .startsWith(let needles): return "description starts with " + phrases(needles)
        case .matches(let pattern, _, _, _): return "description matches /\(pattern.source)/"
        case .amount(_, _, let text), .amountBetween(_, _, let text): return text
        case .accountIs(let account): return "account is \"\(account)\""
        case .accountEndsWith(let suffix): return "account ends with \"\(suffix)\""
        case .accountHolder(let holder): return "account is \(holder.rawValue)"
        case .date(let comparison, let date): return "date \(comparison.rawValue) \(date)"
        case .dateBetween(let first, let last): return "date between \(first) and \(last)"
        case .scope(let fact, let codes): return "\(fact.rawValue) is " + codes.joined(separator: ", ")
        case .all(let terms): return terms.map(describe).joined(separator: " and ")
        case .any(let terms): return "(" + terms.map(describe).joined(separator: " or ") + ")"
        case .not(let inner): return "not (" + describe(inner) + ")"
        }
    }
}
