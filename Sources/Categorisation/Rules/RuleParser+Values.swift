import StatementCore

/// Amount, account and date tests.
extension RuleParser {
    mutating func parseAmountTest() throws(RuleParseError) -> RuleCondition {
        try parseOrderedTest(
            "amount", example: "amount < -100, or amount between -50 and -5",
            value: { parser throws(RuleParseError) in
                try parser.parseAmount()
            }, between: RuleCondition.amountBetween, compared: RuleCondition.amount)
    }

    /// `FIELD between LOW and HIGH` (in either order) or `FIELD <op> VALUE`: amounts and dates alike.
    mutating func parseOrderedTest<Value: Comparable & CustomStringConvertible>(
        _ field: String, example: String, value: (inout RuleParser) throws(RuleParseError) -> Value,
        between: (Value, Value) -> RuleCondition, compared: (RuleCondition.Comparison, Value) -> RuleCondition
    ) throws(RuleParseError) -> RuleCondition {
        if current.isWord("between") {
            _ = advance()
            let first = try value(&self)
            try expectWord("and", after: "\(field) between \(first)")
            let second = try value(&self)
            return between(min(first, second), max(first, second))
        }
        guard let comparison = try parseComparison() else {
            throw error("expected <, <=, >, >=, =, != or 'between' after '\(field)'", at: current, hint: "for example: " + example)
        }
        return compared(comparison, try value(&self))
    }

    mutating func parseAmount() throws(RuleParseError) -> RuleAmount {
        let token = advance()
        guard case .number(let text) = token.kind, let amount = RuleAmount(text) else {
            throw error(
                "expected an amount such as -12.50, found \(token.display)", at: token,
                hint: "amounts are signed from the holder's side (debits negative), '.' for decimals, "
                    + "at most \(RuleAmount.scaleDigits) decimals, no thousands separators")
        }
        return amount
    }

    mutating func parseAccountTest() throws(RuleParseError) -> RuleCondition {
        let verb = advance()
        let endsWith: Bool
        if verb.isWord("is") {
            endsWith = false
        } else if verb.isWord("ends") {
            try expectWord("with", after: "ends")
            endsWith = true
        } else {
            throw error(
                "expected 'is' or 'ends with' after 'account'", at: verb,
                hint: "for example: account ends with \"1234\"")
        }
        let token = advance()
        if !endsWith, case .word(let word) = token.kind, let holder = AccountKind.Holder(rawValue: word.lowercased()) {
            return .accountHolder(holder)
        }
        guard case .string(let text) = token.kind else {
            throw error(
                "expected the account in double quotes, or business or personal, found \(token.display)", at: token,
                hint: "for example: account is \"ES00 1234\", account is business")
        }
        let folded = TextFolding.normalised(text)
        return endsWith ? .accountEndsWith(folded) : .accountIs(folded)
    }

    mutating func parseDateTest() throws(RuleParseError) -> RuleCondition {
        try parseOrderedTest(
            "date", example: "date between 2024-01-01 and 2024-12-31",
            value: { parser throws(RuleParseError) in
                try parser.parseDate()
            }, between: RuleCondition.dateBetween, compared: RuleCondition.date)
    }

    mutating func parseDate() throws(RuleParseError) -> LocalDate {
        let token = advance()
        guard case .date(let text) = token.kind, let date = LocalDate(iso: text) else {
            throw error("expected a date as YYYY-MM-DD, found \(token.display)", at: token)
        }
        return date
    }

    /// `country is BR`, `currency is any BRL, USD`, `language is "pt"`: codes bare or quoted.
    mutating func parseScopeTest(_ fact: RuleCondition.ScopeFact) throws(RuleParseError) -> RuleCondition {
        try expectWord("is", after: fact.rawValue)
        if current.isWord("any") { _ = advance() }
        var codes: [String] = []
        repeat {
            if !codes.isEmpty { _ = advance() }
            let token = advance()
            let text: String
            switch token.kind {
            case .word(let word): text = word
            case .string(let string): text = string
            default:
                throw error(
                    "expected a \(fact.rawValue) code, found \(token.display)", at: token,
                    hint: "for example: " + fact.example)
            }
            guard text.count == fact.codeLength, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw error(
                    "'\(text)' is not a \(fact.codeLength)-letter \(fact.rawValue) code", at: token,
                    hint: "for example: " + fact.example)
            }
            codes.append(fact.normalised(text))
        } while current.isSymbol(",")
        return .scope(fact, codes)
    }
}
