import Testing
@testable import Categorisation

/// Answers every row with one fixed suggestion and counts the rows it was asked about.
private final class FixedCategoriser: Categoriser, @unchecked Sendable {
    let name: String
    let answer: Suggestion
    var asked = 0
    init(_ name: String, _ category: String?, _ confidence: Double) {
        self.name = name
        answer = Suggestion(categoryID: category, confidence: confidence, source: .learned, explanation: name)
    }
    func suggest(_ inputs: [CategorisationInput]) -> [Suggestion] {
        asked += inputs.count
        return inputs.map { _ in answer }
    }
}

@Suite struct ChainTests {
    @Test func firstAtOrAboveThresholdWins() throws {
        let weak = FixedCategoriser("weak", "other", 0.5)
        let exact = FixedCategoriser("exact", "food", 0.7)
        let later = FixedCategoriser("later", "bills", 0.99)
        let result = try CategorisationChain([weak, exact, later]).categorise([row("X", "-1")])
        #expect(result[0].suggestion.categoryID == "food")
        #expect(result[0].needsReview == false)
        #expect(later.asked == 0)
    }

    @Test func belowThresholdKeepsTheBestAndNeedsReview() throws {
        let chain = CategorisationChain([
            FixedCategoriser("a", "other", 0.4), FixedCategoriser("b", "food", 0.6),
            FixedCategoriser("c", "bills", 0.5),
        ])
        let result = try chain.categorise([row("X", "-1")])
        #expect(result[0].suggestion.categoryID == "food")
        #expect(result[0].needsReview)
        let stricter = CategorisationChain([FixedCategoriser("a", "food", 0.8)], threshold: 0.9)
        #expect(try stricter.categorise([row("X", "-1")])[0].needsReview)
    }

    @Test func nothingSuggestedGivesNone() throws {
        let result = try CategorisationChain([FixedCategoriser("n", nil, 0)]).categorise([row("X", "-1")])
        #expect(result[0] == CategorisedRow(suggestion: .none, needsReview: true))
    }
}
