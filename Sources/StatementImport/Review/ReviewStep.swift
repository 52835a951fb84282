/// What the session makes of one answer.
public enum ReviewStep: Sendable, Equatable {
    /// Apply this to the ledger, then `commit` it; until then the session stays on the row.
    case decide(ReviewDecision)
    /// The answer settles nothing (`?`, an unknown or ambiguous category, an empty answer with
    /// no suggestion, `u` with nothing to undo): say this and ask the same row again.
    case askAgain(String)
    /// `r`: show this rule, saved only when the person then says yes.
    case proposeRule(RuleDraft)
    case quit
}
