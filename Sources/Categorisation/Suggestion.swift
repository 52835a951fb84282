/// One categoriser's answer for one row.
public struct Suggestion: Hashable, Sendable {
    public var categoryID: String?
    /// Between 0 and 1.
    public var confidence: Double
    public var source: CategorySource
    /// A short sentence for people: which rule, which merchant, which words.
    public var explanation: String
    /// A clean payee name, when a rule gives one.
    public var payee: String?

    public init(
        categoryID: String?, confidence: Double, source: CategorySource, explanation: String,
        payee: String? = nil
    ) {
        self.categoryID = categoryID
        self.confidence = confidence
        self.source = source
        self.explanation = explanation
        self.payee = payee
    }

    public static let none = Suggestion(
        categoryID: nil, confidence: 0, source: .none,
        explanation: "no categoriser had a suggestion")
}
