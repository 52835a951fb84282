import Categorisation

/// What one `categorise` call gave: a suggestion for each row it could answer, by the row's place
/// in the call, and the warnings raised on the way (at most one line each).
public struct RemoteOutcome: Sendable {
    public var suggestions: [Int: Suggestion]
    public var warnings: [String]
    /// Counts for this call alone; `RemoteCategoriser.summary` adds up the run.
    public var summary: RemoteSummary
    /// False when the model's agreement with settled rows is under `agreement_floor`: its answers
    /// may only be suggestions for review.
    public var trusted = true

    /// One entry per row, `.none` where the service had nothing (for the chain's Categoriser shape).
    public func suggestionList(count: Int) -> [Suggestion] {
        (0..<count).map { suggestions[$0] ?? .none }
    }
}
