import Testing
@testable import Categorisation

@Suite struct RuleErrorTests {
    @Test func unknownCategorySuggestsTheClosest() {
        #expect(
            parseError(
                """
                rule "Shops"
                  when description contains "TESCO"
                  category fod
                """, file: "food.rules") == """
                    food.rules:3:12: unknown category 'fod'
                      category fod
                               ^
                    hint: did you mean 'food'? expected a category id from the taxonomy: bills, business, cash, \
                    entertainment, fees, food, freelance, gifts, health, housing, investments, other, refunds, \
                    restaurants, salary, shopping, taxes, transfers, transport
                    """)
    }

    @Test func windowsLineEndingsKeepTheirLineNumbers() {
        // A "\r\n" is one Character: the file must still be split at each of them.
        #expect(
            parseError("rule \"A\"\r\n  when description contains \"x\"\r\n  category fod\r\n")
                .hasPrefix("test.rules:3:12: unknown category 'fod'\n  category fod\n"))
    }

    @Test func misspeltKeyword() {
        #expect(
            parseError(
                """
                rule "A"
                  when description contians "x"
                  category food
                """) == """
                    test.rules:2:20: expected 'contains', 'starts with' or 'matches' after 'description'
                      when description contians "x"
                                       ^
                    hint: did you mean 'contains'?
                    """)
        #expect(
            parseError(#"rule "A" when description contains "x" categroy food"#) == """
                test.rules:1:40: unexpected 'categroy' in rule "A"
                rule "A" when description contains "x" categroy food
                                                       ^
                hint: did you mean 'category'?
                """)
    }

    @Test func badAmountAndUnterminatedString() {
        #expect(
            parseError(#"rule "A" when amount < -1,000.00 category food"#) == """
                test.rules:1:24: expected an amount such as -12.50, found '-1,000.00'
                rule "A" when amount < -1,000.00 category food
                                       ^
                hint: amounts are signed from the holder's side (debits negative), '.' for decimals, \
                at most 4 decimals, no thousands separators
                """)
        #expect(
            parseError(#"rule "A" when description contains "x category food"#) == """
                test.rules:1:36: unterminated string
                rule "A" when description contains "x category food
                                                   ^
                hint: close it with " on the same line
                """)
    }

    @Test func invalidRegexPointsIntoThePattern() {
        #expect(
            parseError(#"rule "A" when description matches /ab(c[d/ category food"#) == """
                test.rules:1:42: invalid regular expression: expected ']'
                rule "A" when description matches /ab(c[d/ category food
                                                         ^
                hint: patterns see the folded description: lower case, no accents, punctuation as single spaces
                """)
    }

    @Test func missingCategoryAndUnclosedParenthesis() {
        #expect(
            parseError(#"rule "A" when debit"#) == """
                test.rules:1:1: rule "A" has no category
                rule "A" when debit
                ^
                hint: add a line such as: category food
                """)
        #expect(
            parseError(#"rule "A" when (debit or credit category food"#) == """
                test.rules:1:32: expected ')' to close the '(' at line 1, column 15
                rule "A" when (debit or credit category food
                                               ^
                hint: found 'category'; conditions are joined with 'and' or 'or'
                """)
    }

    @Test func reportsEveryBrokenRule() {
        let text = parseError(
            """
            rule "A" when debit category fod
            rule "B" when debit category food
            rule "C" when amount << 5 category food
            """)
        #expect(
            text.components(separatedBy: "\n").filter { $0.hasPrefix("test.rules:") }
                == [
                    "test.rules:1:30: unknown category 'fod'",
                    "test.rules:3:23: expected an amount such as -12.50, found '<'",
                ])
    }
}
