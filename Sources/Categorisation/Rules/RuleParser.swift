/// Reads the rules of one file. Grammar and meaning: docs/rules.md.
struct RuleParser {
    static let clauseKeywords = ["when", "category", "confidence", "payee", "priority"]

    let lexer: RuleLexer
    let tokens: [RuleToken]
    let categoryIDs: Set<String>
    let layer: Int
    /// A rule naming a category outside `categoryIDs` is set aside (`parseFile`'s `skipped`)
    /// instead of being an error: the category may be one a person added to another ledger.
    let skipsUnknownCategories: Bool
    var position = 0
    /// Where the rule being read names its category, for the warning when it is skipped.
    var categoryToken: RuleToken?

    init(
        text: String, fileName: String, categoryIDs: Set<String>, layer: Int, skipsUnknownCategories: Bool = false
    ) throws(RuleParseError) {
        lexer = RuleLexer(text: text, fileName: fileName)
        tokens = try lexer.tokens()
        self.categoryIDs = categoryIDs
        self.layer = layer
        self.skipsUnknownCategories = skipsUnknownCategories
    }

    var current: RuleToken { tokens[position] }

    mutating func advance() -> RuleToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func error(_ message: String, at token: RuleToken, hint: String? = nil) -> RuleParseError {
        lexer.error(message, line: token.line, column: token.column, hint: hint)
    }

    /// Every rule of the file and every error; after an error, parsing resumes at the next `rule`.
    /// `skipped`: the rules naming a category the ledger lacks, each as a warning at its category.
    mutating func parseFile() -> (rules: [Rule], errors: [RuleParseError], skipped: [RuleParseError]) {
        var rules: [Rule] = []
        var errors: [RuleParseError] = []
        var skipped: [RuleParseError] = []
        while current.kind != .end {
            do {
                categoryToken = nil
                let rule = try parseRule()
                if categoryIDs.contains(rule.categoryID) {
                    rules.append(rule)
                } else {
                    skipped.append(unknownCategory(rule))
                }
            } catch {
                errors.append(error)
                _ = advance()
                while current.kind != .end && !current.isWord("rule") { _ = advance() }
            }
        }
        return (rules, errors, skipped)
    }

    /// The warning for a rule whose category the ledger lacks, at the category's word.
    func unknownCategory(_ rule: Rule) -> RuleParseError {
        let id = rule.categoryID
        let guess = ClosestWord.closest(to: id, among: categoryIDs.sorted()).map { "did you mean '\($0)'? or " } ?? ""
        return lexer.error(
            "rule \"\(rule.name)\" names category '\(id)', which this ledger lacks: the rule is skipped",
            line: categoryToken?.line ?? rule.line, column: categoryToken?.column ?? 1,
            hint: guess + "add it with `statement-import categories add \(id)`")
    }

    mutating func parseRule() throws(RuleParseError) -> Rule {
        let start = current
        guard start.isWord("rule") else {
            let hint = wordHint(start, expected: ["rule"]) ?? "each rule begins with: rule \"Its name\""
            throw error("expected 'rule', found \(start.display)", at: start, hint: hint)
        }
        _ = advance()
        guard case .string(let name) = current.kind else {
            throw error(
                "expected the rule's name in double quotes", at: current,
                hint: "for example: rule \"Supermarkets\"")
        }
        _ = advance()
        var condition: RuleCondition?
        var category: String?
        var confidence: Double?
        var payee: String?
        var priority: Int?
        while case .word(let word) = current.kind, !current.isWord("rule") {
            let keywordToken = current
            let keyword = word.lowercased()
            guard RuleParser.clauseKeywords.contains(keyword) else { break }
            _ = advance()
            let seen: Bool
            switch keyword {
            case "when": seen = condition != nil; condition = try parseCondition()
            case "category": seen = category != nil; category = try parseCategory()
            case "confidence": seen = confidence != nil; confidence = try parseConfidence()
            case "payee": seen = payee != nil; payee = try parsePayee()
            default: seen = priority != nil; priority = try parsePriority()
            }
            if seen { throw error("'\(keyword)' given twice in rule \"\(name)\"", at: keywordToken) }
        }
        if current.kind != .end && !current.isWord("rule") {
            let expected =
                RuleParser.clauseKeywords.filter { keyword in
                    switch keyword {
                    case "when": return condition == nil
                    case "category": return category == nil
                    case "confidence": return confidence == nil
                    case "payee": return payee == nil
                    default: return priority == nil
                    }
                } + ["and", "or", "rule"]
            throw error(
                "unexpected \(current.display) in rule \"\(name)\"", at: current,
                hint: wordHint(current, expected: expected)
                    ?? "expected one of: " + expected.joined(separator: ", "))
        }
        guard let condition else {
            throw error(
                "rule \"\(name)\" has no 'when' condition", at: start,
                hint: "add a line such as: when description contains \"SHOP\"")
        }
        guard let category else {
            throw error(
                "rule \"\(name)\" has no category", at: start,
                hint: "add a line such as: category food")
        }
        return Rule(
            name: name, condition: condition, categoryID: category,
            confidence: confidence ?? Rule.defaultConfidence, payee: payee, priority: priority ?? 0,
            layer: layer, file: lexer.fileName, line: start.line)
    }

    func wordHint(_ token: RuleToken, expected: [String]) -> String? {
        guard case .word(let word) = token.kind,
            let guess = ClosestWord.closest(to: word, among: expected)
        else { return nil }
        return "did you mean '\(guess)'?"
    }

    mutating func parseCategory() throws(RuleParseError) -> String {
        let token = advance()
        let known = categoryIDs.sorted()
        let list = "expected a category id from the taxonomy: " + known.joined(separator: ", ")
        guard case .word(let id) = token.kind else {
            throw error("expected a category id, found \(token.display)", at: token, hint: list)
        }
        categoryToken = token
        guard categoryIDs.contains(id) || skipsUnknownCategories else {
            let guess = ClosestWord.closest(to: id, among: known).map { "did you mean '\($0)'? " } ?? ""
            throw error("unknown category '\(id)'", at: token, hint: guess + list)
        }
        return id
    }

    mutating func parseConfidence() throws(RuleParseError) -> Double {
        let token = advance()
        guard case .number(let text) = token.kind, let value = Double(text), (0...1).contains(value) else {
            throw error(
                "expected a confidence between 0 and 1, found \(token.display)", at: token,
                hint: "for example: confidence 0.9")
        }
        return value
    }

    mutating func parsePayee() throws(RuleParseError) -> String {
        let token = advance()
        guard case .string(let text) = token.kind else {
            throw error(
                "expected the payee name in double quotes", at: token,
                hint: "for example: payee \"Supermarket\"")
        }
        return text
    }

    mutating func parsePriority() throws(RuleParseError) -> Int {
        let token = advance()
        guard case .number(let text) = token.kind, let value = Int(text) else {
            throw error(
                "expected a whole number priority, found \(token.display)", at: token,
                hint: "for example: priority 10 (higher wins; 0 when not written)")
        }
        return value
    }
}
