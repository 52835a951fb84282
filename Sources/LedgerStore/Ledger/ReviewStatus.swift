/// Whether a person needs to look at a row. Stored as these raw values.
public enum ReviewStatus: String, Sendable, Hashable, CaseIterable {
    /// Categorised automatically with enough confidence.
    case auto
    case needsReview = "needs_review"
    /// A person confirmed or set it.
    case confirmed
}
