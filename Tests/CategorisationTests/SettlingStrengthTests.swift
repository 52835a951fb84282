import StatementCore
import Testing
@testable import Categorisation

/// What may undo what when the chain runs again over stored rows (issue 35, item 3).
@Suite struct SettlingStrengthTests {
    @Test func theOrderOfSources() {
        let order: [SettlingStrength] = [.open, .resemblance, .remote, .rule, .accountScopedRule, .taught, .ownRule, .person]
        #expect(order == SettlingStrength.allCases)
        #expect(order == order.sorted())
        #expect(SettlingStrength.rule.mayReplace(.rule))
        #expect(!SettlingStrength.rule.mayReplace(.accountScopedRule))
        #expect(SettlingStrength.taught.mayReplace(.accountScopedRule))
        #expect(!SettlingStrength.open.mayReplace(.resemblance))
        #expect(!SettlingStrength.resemblance.mayReplace(.rule))
        #expect(SettlingStrength.ownRule.mayReplace(.taught) && !SettlingStrength.ownRule.mayReplace(.person))
    }

    @Test func aRuleThatTestedTheAccountHolderIsTheAccountsOwnScope() throws {
        let rules = try ruleSet(
            """
            rule "Business income" when account is business and credit and description contains "ted" category business confidence 0.9
            rule "Not business" when not account is business and description contains "doc" category transfers confidence 0.9
            """)
        var input = row("TED ACME", "500", currency: Currency(code: "BRL"))
        input.locale = StatementLocale(currency: Currency(code: "BRL"))
        input.locale?.accountHolder = .business
        let business = rules.suggest([input])[0]
        #expect(business.categoryID == "business")
        #expect(SettlingStrength(business, settled: true) == .accountScopedRule)
        // A negated holder test holds when the holder is unknown, as on stored rows: an ordinary rule.
        let negated = rules.suggest([row("DOC 123", "-5", currency: Currency(code: "BRL"))])[0]
        #expect(negated.categoryID == "transfers")
        #expect(SettlingStrength(negated, settled: true) == .rule)
    }

    @Test func learnedIsPeoplesTeachingOrTheTokenModel() {
        var memory = MerchantMemory()
        memory.learn(description: "ZORBLAX MARKET 0231", categoryID: "food")
        let taught = memory.suggest([row("ZORBLAX MARKET 0987", "-4")])[0]
        #expect(SettlingStrength(taught, settled: true) == .taught)
        let model = TokenModel(examples: (0..<40).map { .init(input: row("ZORBLAX MARKET \($0)", "-4"), categoryID: "food") })
        let resembles = model.suggest([row("ZORBLAX KIOSK", "-4")])[0]
        #expect(resembles.source == .learned)
        #expect(SettlingStrength(resembles, settled: true) == .resemblance)
        // Below the threshold, anything is a guess.
        #expect(SettlingStrength(taught, settled: false) == .open)
        #expect(SettlingStrength(.none, settled: true) == .open)
    }
}
