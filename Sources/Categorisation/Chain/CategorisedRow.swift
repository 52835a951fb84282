/// The chain's answer for one row.
public struct CategorisedRow: Hashable, Sendable {
    public var suggestion: Suggestion
    /// True when no categoriser reached the threshold: a person should look at the row.
    public var needsReview: Bool

    public init(suggestion: Suggestion, needsReview: Bool) {
        self.suggestion = suggestion
        self.needsReview = needsReview
    }
}
