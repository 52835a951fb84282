/// A count with its noun, the noun singular for exactly one: "1 file", "0 files", "3 files".
/// Summaries are read by people first; "1 files" reads as a mistake and makes them doubt the figure.
public struct Counted: CustomStringConvertible, Sendable, Equatable {
    public let count: Int
    public let singular: String
    public let plural: String

    /// `plural` defaults to the singular with an "s"; irregular nouns name theirs ("category", "categories").
    public init<Number: BinaryInteger>(_ count: Number, _ singular: String, plural: String? = nil) {
        self.count = Int(clamping: count)
        self.singular = singular
        self.plural = plural ?? singular + "s"
    }

    public var isOne: Bool { count == 1 }

    public var noun: String { isOne ? singular : plural }

    public var description: String { "\(count) \(noun)" }

    /// The verb agreeing with the count: `verb("needs", "need")`.
    public func verb(_ one: String, _ many: String) -> String { isOne ? one : many }
}
