/// One rule from a rule file.
public struct Rule: Sendable {
    public var name: String
    public var condition: RuleCondition
    public var categoryID: String
    public var confidence: Double
    public var payee: String?
    /// Higher wins over lower within the same layer; 0 when not written.
    public var priority: Int
    /// 0 for the first directory given to `RuleSet.load` (the user's), 1 for the next, and so on.
    public var layer: Int
    public var file: String
    public var line: Int

    public static let defaultConfidence = 0.8

    /// "food.rules:12"
    public var location: String { "\(file):\(line)" }
}
