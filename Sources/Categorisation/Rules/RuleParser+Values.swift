import StatementCore

/// Amount, account and date tests.
extension RuleParser {
    mutating func parseAmountTest() throws(RuleParseError) -> RuleCondition {
        if current.isWord("between") {
            _ = advance()
            let low = try parseAmount()
            try expectWord("and", after: "amount between \(low)")
            let high = try parseAmount()
            return .amountBetween(min(low, high), max(low, high))
        }
        guard let comparison = try parseComparison() else {
            throw error("expected <, <=, >, >=, =, != or 'between' after 'amount'", at: current,
                        hint: "for example: amount < -100, or amount between -50 and -5")
        }
        return .amount(comparison, try parseAmount())
    }

    mutating func parseAmount() throws(RuleParseError) -> RuleAmount {
        let token = advance()
        guard case .number(let text) = token.kind, let amount = RuleAmount(text) else {
            throw error("expected an amount such as -12.50, found \(token.display)", at: token,
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
            throw error("expected 'is' or 'ends with' after 'account'", at: verb,
                        hint: "for example: account ends with \"1234\"")
        }
        let token = advance()
        if !endsWith, case .word(let word) = token.kind, let holder = AccountKind.Holder(rawValue: word.lowercased()) {
            return .accountHolder(holder)
        }
        guard case .string(let text) = token.kind else {
            throw error("expected the account in double quotes, or business or personal, found \(token.display)", at: token,
                        hint: "for example: account is \"ES00 1234\", account is business")
        }
        let folded = TextFolding.normalised(text)
        return endsWith ? .accountEndsWith(folded) : .accountIs(folded)
    }

    mutating func parseDateTest() throws(RuleParseError) -> RuleCondition {
        if current.isWord("between") {
            _ = advance()
            let first = try parseDate()
            try expectWord("and", after: "date between \(first)")
            let second = try parseDate()
            return .dateBetween(min(first, second), max(first, second))
        }
        guard let comparison = try parseComparison() else {
            throw error("expected <, <=, >, >=, =, != or 'between' after 'date'", at: current,
                        hint: "for example: date between 2024-01-01 and 2024-12-31")
        }
        return .date(comparison, try parseDate())
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
                throw error("expected a \(fact.rawValue) code, found \(token.display)", at: token,
                            hint: "for example: " + fact.example)
            }
            guard text.count == fact.codeLength, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw error("'\(text)' is not a \(fact.codeLength)-letter \(fact.rawValue) code", at: token,
                            hint: "for example: " + fact.example)
            }
            codes.append(fact.normalised(text))
        } while current.isSymbol(",")
        return .scope(fact, codes)
    }
}
