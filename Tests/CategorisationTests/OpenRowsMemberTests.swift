import Foundation
import Testing
@testable import Categorisation

/// Answers every open row it is shown with one fixed suggestion; counts the times it is asked and
/// keeps the settled rows it was shown.
private final class PooledMember: OpenRowsCategoriser, @unchecked Sendable {
    let name = "pooled"
    let answer: Suggestion
    let maySettle: Bool
    private let lock = NSLock()
    private(set) var calls: [(open: Int, settled: Int)] = []

    init(_ category: String, _ confidence: Double, maySettle: Bool = true) {
        answer = Suggestion(categoryID: category, confidence: confidence, source: .remote, explanation: "pooled")
        self.maySettle = maySettle
    }

    func suggest(open: [CategorisationInput], settled: [(input: CategorisationInput, row: CategorisedRow)]) -> OpenRowsAnswer {
        lock.lock()
        calls.append((open.count, settled.count))
        lock.unlock()
        return OpenRowsAnswer(suggestions: open.map { _ in answer }, maySettle: maySettle)
    }
}

/// The members asked once over several statements' open rows (a remote model) under the chain's
/// one threshold rule: asked once over every group, never about a settled row, and an answer that
/// may not settle (an untrusted model) only suggests.
@Suite struct OpenRowsMemberTests {
    static let threshold = CategorisationChain.defaultThreshold

    /// Two groups (statements): in each, one row settled by the local member and one left open.
    static func groups() -> [[CategorisedRow]] {
        let settled = CategorisedRow(
            suggestion: Suggestion(categoryID: "food", confidence: 0.9, source: .rule, explanation: "rule"),
            needsReview: false)
        let open = CategorisedRow(
            suggestion: Suggestion(categoryID: "bills", confidence: 0.5, source: .rule, explanation: "weak"),
            needsReview: true)
        return [[settled, open], [open, settled]]
    }

    static func inputs() -> [[CategorisationInput]] {
        [[row("A", "-1"), row("B", "-2")], [row("C", "-3"), row("D", "-4")]]
    }

    @Test func askedOnceOverEveryGroupsOpenRowsAndAtTheThresholdItSettles() {
        let member = PooledMember("shopping", 0.8)
        let chain = CategorisationChain([], openRowsMembers: [member], threshold: Self.threshold)
        let completed = chain.complete(Self.groups(), inputs: Self.inputs())
        #expect(member.calls.count == 1)
        #expect(member.calls.first?.open == 2 && member.calls.first?.settled == 2)
        #expect(completed[0][1] == CategorisedRow(suggestion: member.answer, needsReview: false))
        #expect(completed[1][0] == CategorisedRow(suggestion: member.answer, needsReview: false))
        #expect(completed[0][0] == Self.groups()[0][0], "a settled row is left as it was")
    }

    @Test func belowTheThresholdTheMoreConfidentSuggestionIsKeptAndTheRowStaysOpen() {
        let stronger = CategorisationChain([], openRowsMembers: [PooledMember("shopping", 0.6)], threshold: Self.threshold)
        let completed = stronger.complete(Self.groups(), inputs: Self.inputs())
        #expect(completed[0][1].suggestion.categoryID == "shopping" && completed[0][1].needsReview)
        let weaker = CategorisationChain([], openRowsMembers: [PooledMember("shopping", 0.4)], threshold: Self.threshold)
        #expect(weaker.complete(Self.groups(), inputs: Self.inputs())[0][1] == Self.groups()[0][1])
    }

    @Test func aMemberThatMayNotSettleOnlySuggests() {
        let untrusted = CategorisationChain(
            [], openRowsMembers: [PooledMember("shopping", 0.95, maySettle: false)],
            threshold: Self.threshold)
        let completed = untrusted.complete(Self.groups(), inputs: Self.inputs())
        #expect(completed[0][1].suggestion.categoryID == "shopping" && completed[0][1].needsReview)
    }

    @Test func nothingOpenAsksNothing() {
        let member = PooledMember("shopping", 0.8)
        let chain = CategorisationChain([], openRowsMembers: [member], threshold: Self.threshold)
        let settled = Self.groups().map { $0.filter { !$0.needsReview } }
        _ = chain.complete(settled, inputs: [[row("A", "-1")], [row("D", "-4")]])
        #expect(member.calls.isEmpty)
    }
}
