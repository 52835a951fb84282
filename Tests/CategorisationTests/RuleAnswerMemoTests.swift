import Foundation
import StatementCore
import Testing
@testable import Categorisation

/// Rows that differ only where no rule can tell them apart share one decision (`RuleAnswerKey`);
/// every answer is the one the row gets alone.
@Suite struct RuleAnswerMemoTests {
    @Test func placesAmongTheComparedValues() {
        let values = ComparedValues<Int64>([100, 0, 100])
        #expect([-5, 0, 50, 100, 200].map { values.place(of: $0) } == [0, 1, 2, 3, 4])
        #expect(ComparedValues<Int64>([]).place(of: 7) == 0)
    }

    @Test func aBatchAnswersAsEachRowAlone() throws {
        let rules = try ruleSet(
            """
            rule "Big coffee" when description contains "cafe" and amount <= -50.00 category shopping confidence 0.9
            rule "Coffee" when description contains "cafe" and amount < 0 category food confidence 0.9
            rule "Refund" when description contains "cafe" and amount between 0 and 10 category refunds confidence 0.8
            rule "Late" when description contains "kiosk" and date >= 2024-03-15 category fees confidence 0.9
            rule "Card" when description contains "visa" category bills confidence 0.9
            rule "Euro" when description contains "kiosk" and currency is EUR category food confidence 0.9
            """)
        var inputs: [CategorisationInput] = []
        for description in ["CAFE CENTRAL", "VISA CAFE CENTRAL", "VISA 1234 KIOSK", "KIOSK", "NOTHING HERE"] {
            for amount in ["-60.00", "-50.00", "-49.99", "-1.00", "0.00", "10.00", "10.01"] {
                for date in ["2024-03-14", "2024-03-15", "2024-03-20"] {
                    inputs.append(row(description, amount, date: date))
                }
            }
        }
        let together = rules.suggest(inputs)
        for (input, suggestion) in zip(inputs, together) {
            // A set of its own for each row: the rules keep their answers from one call to the next.
            let alone = RuleSet(rules: rules.rules)
            #expect(suggestion == alone.suggest([input])[0], "\(input.description) \(input.amount) \(input.date)")
        }
        #expect(Set(together.compactMap(\.categoryID)) == ["shopping", "food", "refunds", "fees", "bills"])
        // In batches, as import categorises a long statement, on the answers kept from the calls
        // before (and from the whole batch above): the same answers, in the same order.
        let batched = RuleSet(rules: rules.rules)
        var inBatches: [Suggestion] = []
        for start in stride(from: 0, to: inputs.count, by: 16) {
            inBatches += batched.suggest(Array(inputs[start..<min(start + 16, inputs.count)]))
        }
        #expect(inBatches == together)
        #expect(rules.suggest(inputs.reversed()) == together.reversed())
    }

    /// The answers are kept as long as the rules, so a long import of distinct descriptions (card
    /// purchases with their references) held 50,000 of them; at most `answersKept` now, 8,192,
    /// starting again when full, and every answer still the one the row gets alone.
    @Test func theAnswersKeptStayBoundedAndRight() throws {
        let rules = try ruleSet(
            """
            rule "Coffee" when description contains "cafe" and amount < 0 category food confidence 0.9
            rule "Card" when description contains "visa" category bills confidence 0.9
            """)
        let inputs = (0..<30_000).map { index in
            row(["CAFE", "VISA", "SHOP"][index % 3] + " REF \(100_000 + index)", index % 2 == 0 ? "-4.50" : "12.00")
        }
        var suggested: [Suggestion] = []
        for start in stride(from: 0, to: inputs.count, by: 4_096) {
            suggested += rules.suggest(Array(inputs[start..<min(start + 4_096, inputs.count)]))
            #expect(rules.memo.answersHeld <= 8_192, "after \(start + 4_096) rows")
        }
        #expect(rules.memo.answersHeld > 0)
        for index in stride(from: 0, to: inputs.count, by: 997) {
            #expect(suggested[index] == RuleSet(rules: rules.rules).suggest([inputs[index]])[0], "\(inputs[index].description)")
        }
    }
}
