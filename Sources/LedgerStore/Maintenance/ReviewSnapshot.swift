import Categorisation

/// A row's reviewable state and its merchant's memory, taken before a person's answer, so the
/// answer can be undone exactly.
public struct ReviewSnapshot: Sendable, Equatable {
    public var transactionID: String
    var categoryID: String?
    var confidence: Double
    var source: String
    var reason: String
    var locked: Bool
    var reviewStatus: String
    var reviewReason: String
    var duplicate: Bool
    var merchant: String
    /// The memory for the merchant before the answer; nil when there was none.
    var learned: LearnedMerchant?
}
