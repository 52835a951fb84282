import Categorisation

/// How a new row's categorisation columns are filled from a suggestion, and whether a person
/// should look at it.
struct StoredRowCategory {
    var categoryID: String?
    var confidence: Double
    var source: CategorySource
    var reason: String
    var payee: String?
    var locked: Bool
    var reviewStatus: ReviewStatus
    var reviewReason: String

    init(suggestion: Suggestion?, reviewBelow threshold: Double, otherReasons: [String]) {
        let suggestion = suggestion ?? .none
        let hasCategory = suggestion.categoryID != nil
        categoryID = suggestion.categoryID
        confidence = min(max(hasCategory ? suggestion.confidence : 0, 0), 1)
        source = hasCategory ? suggestion.source : .none
        reason = suggestion.explanation
        payee = suggestion.payee
        // A person's earlier choice (source user) stays theirs.
        locked = hasCategory && suggestion.source == .user
        var reasons: [String] = []
        if !hasCategory {
            reasons.append("uncategorised")
        } else if !locked && confidence < threshold {
            reasons.append("low confidence \(confidence)")
        }
        reasons += otherReasons
        reviewStatus = reasons.isEmpty ? (locked ? .confirmed : .auto) : .needsReview
        reviewReason = reasons.joined(separator: "; ")
    }
}
