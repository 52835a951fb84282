import Testing
import Foundation
import StatementCore
@testable import Categorisation

@Suite struct RuleParsingTests {
    @Test func parsesEveryClause() throws {
        let rules = try RuleSet.parse(
            """
            # Groceries
            rule "Supermarkets"   # trailing comment
              when description contains any "MERCADONA", "Tesco"
               and amount < 0
              category food
              confidence 0.9
              payee "Supermarket"
              priority 5
            rule "Minimal" when credit category salary
            """, fileName: "a.rules")
        #expect(rules.count == 2)
        #expect(rules[0].name == "Supermarkets")
        #expect(rules[0].categoryID == "food")
        #expect(rules[0].confidence == 0.9)
        #expect(rules[0].payee == "Supermarket")
        #expect(rules[0].priority == 5)
        #expect(rules[0].line == 2)
        #expect(rules[1].confidence == Rule.defaultConfidence)
        #expect(rules[1].priority == 0)
    }

    @Test func containsIsWholeWordsCaseAndAccentInsensitive() throws {
        let rules = try ruleSet(
            """
            rule "Pay" when description contains "NÓMINA" category salary
            rule "Bar" when description contains "bar" category restaurants
            """)
        #expect(category(rules, row("ABONO NOMINA EMPRESA SL", "1500")) == "salary")
        #expect(category(rules, row("abono nómina", "1500")) == "salary")
        #expect(category(rules, row("Nómina marzo", "1500")) == "salary")
        #expect(category(rules, row("BAR PEPE", "-3")) == "restaurants")
        #expect(category(rules, row("BARCELONA PARKING", "-3")) == nil)
        #expect(category(rules, row("CAFE-BAR", "-3")) == "restaurants")
    }

    @Test func phrasesAndApostrophes() throws {
        let rules = try ruleSet(
            """
            rule "M" when description contains "McDonald's" category restaurants
            rule "T" when description contains "trader joe's" category food
            """)
        #expect(category(rules, row("MCDONALDS 1234 MADRID", "-8")) == "restaurants")
        #expect(category(rules, row("POS MCDONALD'S #22", "-8")) == "restaurants")
        #expect(category(rules, row("TRADER JOE’S #552", "-80")) == "food")
        #expect(category(rules, row("TRADER JOES", "-80")) == "food")
    }

    @Test func startsWith() throws {
        let rules = try ruleSet(#"rule "S" when description starts with "pago en" category shopping"#)
        #expect(category(rules, row("PAGO EN ZARA", "-20")) == "shopping")
        #expect(category(rules, row("Pago  en: Zara", "-20")) == "shopping")
        #expect(category(rules, row("DEVOLUCION PAGO EN ZARA", "20")) == nil)
    }

    @Test func regexSeesFoldedText() throws {
        let rules = try ruleSet(#"rule "R" when description matches /^amzn mktp [a-z0-9]+$/ category shopping"#)
        #expect(category(rules, row("AMZN Mktp 1X2Y3Z", "-20")) == "shopping")
        #expect(category(rules, row("AMZN MKTP", "-20")) == nil)
    }

    @Test func amountsAreExact() throws {
        let rules = try ruleSet(
            """
            rule "Big" when amount < -100 category housing
            rule "Small" when amount between -5 and -50.05 category restaurants
            rule "Exact" when amount = 0.1 category refunds
            """)
        #expect(category(rules, row("X", "-100.01")) == "housing")
        #expect(category(rules, row("X", "-100.00")) == nil)
        #expect(category(rules, row("X", "-50.05")) == "restaurants")
        #expect(category(rules, row("X", "-50.06")) == nil)
        #expect(category(rules, row("X", "-5")) == "restaurants")
        #expect(category(rules, row("X", "-4.99")) == nil)
        #expect(category(rules, row("X", "0.10")) == "refunds")
        #expect(category(rules, row("X", "0.100", currency: Currency(code: "KWD"))) == "refunds")
        #expect(category(rules, row("X", "-101", currency: Currency(code: "JPY"))) == "housing")
        // Past the scale (a garbled download's 922 trillion): compared at its end, no trap.
        #expect(category(rules, row("X", "-1000000000000000.00")) == "housing")
        #expect(category(rules, row("X", "92233720368547758.07")) == nil)
    }

    @Test func accountAndDate() throws {
        let rules = try ruleSet(
            """
            rule "Card" when account ends with "1234" and date between 2024-01-01 and 2024-03-31 category bills
            rule "Exact" when account is "ES00 9999" category fees
            rule "Later" when date >= 2025-01-01 category other
            """)
        #expect(category(rules, row("X", "-1", date: "2024-03-31", account: "…1234")) == "bills")
        #expect(category(rules, row("X", "-1", date: "2024-04-01", account: "…1234")) == nil)
        #expect(category(rules, row("X", "-1", account: "es00-9999")) == "fees")
        #expect(category(rules, row("X", "-1", date: "2025-01-01")) == "other")
    }

    @Test func notBindsTighterThanAndWhichBindsTighterThanOr() throws {
        let rules = try ruleSet(
            """
            rule "P" when description contains "a" or description contains "b" and not credit category other
            rule "Q" when (description contains "c" or description contains "d") and not credit category bills
            """)
        #expect(category(rules, row("A", "5")) == "other")  // a or (b and not credit)
        #expect(category(rules, row("B", "5")) == nil)
        #expect(category(rules, row("B", "-5")) == "other")
        #expect(category(rules, row("C", "5")) == nil)
        #expect(category(rules, row("D", "-5")) == "bills")
        let negated = try ruleSet(#"rule "N" when not description contains "uber eats" and description contains "uber" category transport"#)
        #expect(category(negated, row("UBER TRIP", "-9")) == "transport")
        #expect(category(negated, row("UBER EATS", "-9")) == nil)
    }

    @Test func precedenceIsPriorityThenFileOrder() throws {
        let rules = try ruleSet(
            """
            rule "First" when description contains "uber" category transport
            rule "Second" when description contains "uber" category other
            rule "Eats" when description contains "uber eats" category restaurants priority 10
            """)
        #expect(category(rules, row("UBER EATS MADRID", "-20")) == "restaurants")
        #expect(category(rules, row("UBER BV", "-20")) == "transport")
    }

    @Test func userDirectoryWinsOverShipped() throws {
        try withTemporaryDirectory { root in
            let user = root + "/user", shipped = root + "/shipped"
            for directory in [user, shipped] {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try #"rule "Mine" when description contains "amazon" category gifts"#
                .write(toFile: user + "/mine.rules", atomically: true, encoding: .utf8)
            try #"rule "Shop" when description contains "amazon" category shopping priority 100"#
                .write(toFile: shipped + "/10-shop.rules", atomically: true, encoding: .utf8)
            try #"rule "Other" when description contains "amazon" category other priority 100"#
                .write(toFile: shipped + "/20-other.rules", atomically: true, encoding: .utf8)
            try "not a rule file".write(toFile: shipped + "/README.md", atomically: true, encoding: .utf8)
            let both = try RuleSet.load(directories: [user, shipped])
            #expect(both.rules.map(\.name) == ["Mine", "Shop", "Other"])
            #expect(category(both, row("AMAZON.ES", "-10")) == "gifts")
            let shippedOnly = try RuleSet.load(directories: [root + "/missing", shipped])
            #expect(category(shippedOnly, row("AMAZON.ES", "-10")) == "shopping")
        }
    }

    @Test func userDirectoryFollowsXDG() {
        #expect(
            RuleSet.userRulesDirectory(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])
                == "/x/statement-import/rules")
        #expect(RuleSet.userRulesDirectory(environment: ["HOME": "/h"]) == "/h/.config/statement-import/rules")
    }

    @Test func extraCategoryIDsAreAccepted() throws {
        try withTemporaryDirectory { directory in
            try #"rule "Pets" when description contains "kiwoko" category pets"#
                .write(toFile: directory + "/pets.rules", atomically: true, encoding: .utf8)
            #expect(throws: RuleLoadError.self) { try RuleSet.load(directories: [directory]) }
            let rules = try RuleSet.load(directories: [directory], extraCategoryIDs: ["pets"])
            #expect(category(rules, row("KIWOKO", "-30")) == "pets")
        }
    }
}
