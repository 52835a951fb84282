import Foundation
import StatementCore
import Testing
@testable import Categorisation

/// Regex-only rules run only on rows holding a literal their pattern needs; answers do not change.
@Suite struct RegexPrefilterTests {
    @Test func literalsTheMatchCannotDoWithout() {
        #expect(RegexLiterals.required(in: "amzn mktp [a-z0-9]+") == ["amzn mktp "])
        #expect(RegexLiterals.required(in: "^(pago|compra) .*abc") == ["pago", "compra"])
        #expect(RegexLiterals.required(in: "NETFLIX") == ["netfl"])
        #expect(RegexLiterals.required(in: "(uber|lyft)?x") == ["x"])
        #expect(RegexLiterals.required(in: "ab*cd") == ["cd"])
        #expect(RegexLiterals.required(in: "tesco{2,}") == ["tesc"])
    }

    @Test func everyLiteralTheMatchNeeds() {
        #expect(RegexLiterals.requiredSets(in: "qzv[0-9]+ (shop|store)") == [["qzv"], [" "], ["shop", "store"]])
        #expect(RegexLiterals.requiredSets(in: "\\b[csi]?gst\\b.*\\b(fee|fees)\\b") == [["gst"], ["fee", "fees"]])
        #expect(RegexLiterals.requiredSets(in: "(ab cd)x") == [["ab cd"], ["x"]])
        #expect(RegexLiterals.requiredSets(in: "abc|de") == [["abc", "de"]])
        #expect(RegexLiterals.requiredSets(in: "(uber|lyft)?x") == [["x"]])
        #expect(RegexLiterals.requiredSets(in: ".*") == nil)
    }

    @Test func aRegexRuleNeedsEveryLiteralSet() throws {
        let rules = try ruleSet(
            """
            rule "Shop" when description matches /qzv[0-9]+ (shop|store)/ category shopping confidence 0.9
            rule "Tax on fee" when description matches /\\bgst\\b.*\\b(fee|fees)\\b/ category taxes confidence 0.9
            """)
        let expected: [(String, String?)] = [
            ("QZV12 SHOP", "shopping"), ("QZV SHOP", nil), ("ACME SHOP", nil), ("QZV12 STORE LONDON", "shopping"),
            ("GST ON FEES", "taxes"), ("FEE GST", nil), ("GST 10", nil),
        ]
        for (description, category) in expected {
            #expect(rules.suggest([row(description, "-10.00")])[0].categoryID == category, "\(description)")
        }
    }

    @Test func nothingIsToldWhenThePatternIsNotUnderstood() {
        #expect(RegexLiterals.required(in: "(?i)shop") == nil)
        #expect(RegexLiterals.required(in: "\\x41bc") == nil)
        #expect(RegexLiterals.required(in: "a|") == nil)
        #expect(RegexLiterals.required(in: ".*") == nil)
        #expect(RegexLiterals.required(in: "[a[b]]c") == nil)
    }

    @Test func prefilteredRegexRulesGiveTheSameAnswers() throws {
        let rules = try ruleSet(
            """
            rule "Marketplace" when description matches /amzn mktp [a-z0-9]+/ category shopping confidence 0.9
            rule "Either" when description matches /^(pago|compra) .*gasolinera/ category transport confidence 0.9
            rule "Opaque" when description matches /(?i)cinema/ category entertainment confidence 0.9
            """)
        let expected: [(String, String?)] = [
            ("AMZN MKTP UK1234", "shopping"), ("AMZN MARKETPLACE", nil), ("COMPRA EN GASOLINERA SUR", "transport"),
            ("PAGO GASOLINERA", "transport"), ("GASOLINERA PAGO", nil), ("ODEON CINEMA", "entertainment"),
        ]
        for (description, category) in expected {
            let suggestion = rules.suggest([row(description, "-10.00")])[0]
            #expect(suggestion.categoryID == category, "\(description)")
        }
    }

    @Test func patternsThatNeedACharacterOutsideASCII() {
        #expect(RegexLiterals.requiresNonASCII("ค่าธรรมเนียม"))
        #expect(RegexLiterals.requiresNonASCII("ถอนเงินสด|ถอน ?atm|atm ?ถอน"))
        #expect(!RegexLiterals.requiresNonASCII("ถอน|atm"))
        #expect(!RegexLiterals.requiresNonASCII("(ถอน)?atm"))
        #expect(RegexLiterals.requiresNonASCII("ถอน?"))
        #expect(!RegexLiterals.requiresNonASCII("\u{212A}elvin"))
        #expect(!RegexLiterals.requiresNonASCII("straße"))
        #expect(!RegexLiterals.requiresNonASCII("(?i)ถอน"))
        #expect(!RegexLiterals.requiresNonASCII("supermerc"))
    }

    @Test func nonASCIIPatternsGiveTheSameAnswers() throws {
        let rules = try ruleSet(
            """
            rule "Fee" when description matches /ค่าธรรมเนียม/ category fees confidence 0.9
            rule "Cash" when description matches /ถอนเงิน|ถอน ?atm/ category cash confidence 0.9
            """)
        let expected: [(String, String?)] = [
            ("ค่าธรรมเนียม ATM", "fees"), ("ATM FEE", nil), ("ถอนเงิน 500", "cash"), ("ถอน ATM", "cash"), ("ATM 500", nil),
        ]
        for (description, category) in expected {
            let suggestion = rules.suggest([row(description, "-10.00")])[0]
            #expect(suggestion.categoryID == category, "\(description)")
        }
    }
}
