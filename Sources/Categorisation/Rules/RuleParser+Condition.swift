import StatementCore

/// Conditions: `not` binds tighter than `and`, which binds tighter than `or`; parentheses group.
extension RuleParser {
    static let fieldWords = [
        "description", "amount", "account", "date", "debit", "credit", "country", "currency",
        "language", "not",
    ]

    mutating func parseCondition() throws(RuleParseError) -> RuleCondition {
        var terms = [try parseConjunction()]
        while current.isWord("or") {
            _ = advance()
            terms.append(try parseConjunction())
        }
        return terms.count == 1 ? terms[0] : .any(terms)
    }

    mutating func parseConjunction() throws(RuleParseError) -> RuleCondition {
        var terms = [try parseUnary()]
        while current.isWord("and") {
            _ = advance()
            terms.append(try parseUnary())
        }
        return terms.count == 1 ? terms[0] : .all(terms)
    }

    mutating func parseUnary() throws(RuleParseError) -> RuleCondition {
        if current.isWord("not") {
            _ = advance()
            return .not(try parseUnary())
        }
        if current.isSymbol("(") {
            let open = advance()
            let inner = try parseCondition()
            guard current.isSymbol(")") else {
                throw error(
                    "expected ')' to close the '(' at line \(open.line), column \(open.column)",
                    at: current, hint: "found \(current.display); conditions are joined with 'and' or 'or'")
            }
            _ = advance()
            return inner
        }
        return try parseAtom()
    }

    mutating func parseAtom() throws(RuleParseError) -> RuleCondition {
        let token = advance()
        guard case .word(let word) = token.kind else {
            throw error(
                "expected a condition, found \(token.display)", at: token,
                hint: "conditions start with: " + RuleParser.fieldWords.joined(separator: ", ") + ", (")
        }
        switch word.lowercased() {
        case "description": return try parseDescriptionTest()
        case "amount": return try parseAmountTest()
        case "account": return try parseAccountTest()
        case "date": return try parseDateTest()
        case "debit": return .amount(.less, RuleAmount("0")!)
        case "credit": return .amount(.greater, RuleAmount("0")!)
        case "country": return try parseScopeTest(.country)
        case "currency": return try parseScopeTest(.currency)
        case "language": return try parseScopeTest(.language)
        default:
            throw error(
                "unknown condition '\(word)'", at: token,
                hint: wordHint(token, expected: RuleParser.fieldWords + ["contains", "matches"])
                    ?? "conditions start with: " + RuleParser.fieldWords.joined(separator: ", ") + ", (")
        }
    }

    mutating func parseDescriptionTest() throws(RuleParseError) -> RuleCondition {
        let verb = advance()
        if verb.isWord("contains") {
            return .descriptionContains(try parsePhrases())
        }
        if verb.isWord("starts") {
            try expectWord("with", after: "starts")
            return .descriptionStartsWith(try parsePhrases())
        }
        if verb.isWord("matches") {
            let token = advance()
            guard case .regex(let source) = token.kind else {
                throw error(
                    "expected a regular expression between slashes", at: token,
                    hint: "for example: description matches /amzn mktp [a-z0-9]+/")
            }
            return .descriptionMatches(try compilePattern(source, at: token))
        }
        throw error(
            "expected 'contains', 'starts with' or 'matches' after 'description'", at: verb,
            hint: wordHint(verb, expected: ["contains", "starts", "matches"]))
    }

    /// `"A"`, or `any "A", "B", ...` (the word `any` is optional and only reads better).
    mutating func parsePhrases() throws(RuleParseError) -> [String] {
        if current.isWord("any") { _ = advance() }
        var phrases: [String] = []
        repeat {
            if !phrases.isEmpty { _ = advance() }
            let token = advance()
            guard case .string(let text) = token.kind else {
                throw error(
                    "expected text in double quotes, found \(token.display)", at: token,
                    hint: "for example: description contains any \"TESCO\", \"LIDL\"")
            }
            let folded = RuleText.normalised(text)
            guard !folded.isEmpty else {
                throw error("\"\(text)\" has no letters or digits to match", at: token)
            }
            phrases.append(folded)
        } while current.isSymbol(",")
        return phrases
    }

    func compilePattern(_ source: String, at token: RuleToken) throws(RuleParseError) -> RulePattern {
        let regex: Regex<AnyRegexOutput>
        do {
            regex = try Regex(source).ignoresCase()
        } catch {
            // The column inside the pattern, when the regex parser tells us; past the opening slash.
            let offset = RuleParser.patternErrorOffset(error, in: source) ?? 0
            throw lexer.error(
                "invalid regular expression: \(error)", line: token.line,
                column: token.column + 1 + offset,
                hint: "patterns see the folded description: lower case, no accents, "
                    + "punctuation as single spaces")
        }
        if let offset = RegexRepetition.ambiguousNesting(in: source) {
            throw lexer.error(
                "this pattern repeats a group whose inside repeats too, with nothing it must match each time "
                    + "(as in (a+)+): a description it fails takes the matcher minutes",
                line: token.line, column: token.column + 1 + offset,
                hint: "repeat once (a+ for (a+)+), or give the group a character it must match each time, as in ( \\w+)*")
        }
        return RulePattern(source: source, regex: regex)
    }

    /// The standard library keeps the error's position in a non-public field; read it by reflection.
    static func patternErrorOffset(_ error: any Error, in source: String) -> Int? {
        let location = Mirror(reflecting: error).children.first { $0.label == "location" }?.value
        guard let location,
            let range = Mirror(reflecting: location).children.first(where: { $0.label == "range" })?.value
                as? Range<String.Index>,
            range.lowerBound <= source.endIndex
        else { return nil }
        return source.distance(from: source.startIndex, to: range.lowerBound)
    }

    mutating func expectWord(_ word: String, after previous: String) throws(RuleParseError) {
        guard current.isWord(word) else {
            throw error("expected '\(word)' after '\(previous)'", at: current)
        }
        _ = advance()
    }

    mutating func parseComparison() throws(RuleParseError) -> RuleCondition.Comparison? {
        guard case .symbol(let text) = current.kind, let comparison = RuleCondition.Comparison(rawValue: text)
        else { return nil }
        _ = advance()
        return comparison
    }
}
