import Testing
@testable import Categorisation

@Suite struct RuleExplanationTests {
    @Test func listsEveryMatchingRuleAndWhy() throws {
        let rules = try ruleSet(
            """
            rule "Supermarkets"
              when description contains any "MERCADONA", "LIDL" and debit
              category food
              confidence 0.9
              payee "Supermarket"
            rule "Card purchases" when description starts with "compra tarj" category shopping confidence 0.5
            rule "Refunds" when credit category refunds
            """, file: "food.rules")
        let explanation = rules.explain(row("COMPRA TARJ. 5400XXXXXXXX1234 Mercadona VALENCIA ES", "-23.10"))
        // The channel words are not the merchant: "Card purchases" is tried only when nothing else holds.
        #expect(explanation.matches.map(\.rule.name) == ["Supermarkets"])
        #expect(explanation.matches[0].reasons == [#"description contains "mercadona""#, "amount < 0"])
        #expect(explanation.chosen.categoryID == "food")
        #expect(explanation.chosen.payee == "Supermarket")
        #expect(
            explanation.text == """
                description: COMPRA TARJ. 5400XXXXXXXX1234 Mercadona VALENCIA ES
                folded:      mercadona valencia es
                stripped:    compra tarj 5400xxxxxxxx1234 (payment channel, dates, card and store numbers)
                statement:   country, currency and language unknown
                chosen: rule "Supermarkets" (food.rules:1) → food, confidence 0.9, priority 0
                    scope: everywhere
                    because description contains "mercadona"
                    because amount < 0
                category: food (confidence 0.9)
                """)
        #expect(rules.explain(row("COMPRA TARJ. 5400XXXXXXXX1234 FERRETERIA", "-3")).chosen.categoryID == "shopping")
        let suggestion = rules.suggest([row("LIDL 123", "-5")])[0]
        #expect(suggestion.explanation == #"rule "Supermarkets" (food.rules:1): description contains "lidl" and amount < 0"#)
        #expect(suggestion.source == .rule)
    }

    @Test func explainsNoMatch() throws {
        let rules = try ruleSet(#"rule "A" when description contains "x" and not credit category food"#)
        #expect(rules.explain(row("X", "5")).matches.isEmpty)
        #expect(rules.explain(row("X", "-5")).matches[0].reasons == [#"description contains "x""#, "not (amount > 0)"])
    }
}
