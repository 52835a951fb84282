import Foundation

/// What `RuleSet.suggest` has worked out so far, kept for the next call on the same rules: import
/// categorises a long statement a few thousand rows at a time (`LedgerCategoriser.rowsAtATime`), and
/// each batch of the same statement prints the same descriptions, amounts and dates again. The
/// rules never change under it (`RuleSet.rules` is a constant), and every answer is keyed by all
/// the rules read of a row (`RuleAnswerKey`), so an answer kept is the answer worked out again.
final class SuggestionMemo: @unchecked Sendable {
    struct State {
        var facts: RowFacts
        /// Rows a rule takes for the same reasons share one explanation string.
        var explanations: [Int: [[String]: String]] = [:]
        var answers: [RuleAnswerKey: Suggestion?] = [:]
    }

    private let lock = NSLock()
    private var kept: State?

    /// The state left by the last call, or a fresh one (`make`) when there is none or another
    /// thread is using it: two threads never share one.
    func take(orMake make: () -> State) -> State {
        lock.lock()
        let state = kept
        kept = nil
        lock.unlock()
        return state ?? make()
    }

    func keep(_ state: State) {
        lock.lock()
        kept = state
        lock.unlock()
    }

    /// How many answers the kept state holds (none while a call has it).
    var answersHeld: Int {
        lock.lock()
        defer { lock.unlock() }
        return kept?.answers.count ?? 0
    }
}
