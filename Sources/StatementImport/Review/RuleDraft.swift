import Categorisation

/// A user rule written from a row: its merchant as the phrase, the category the person chose.
public struct RuleDraft: Sendable, Equatable {
    public var rowID: String
    public var merchant: String
    public var category: String

    /// In the rule file syntax (docs/rules.md).
    public var text: String {
        let phrase = merchant.replacingOccurrences(of: "\"", with: "")
        return """
            rule "\(phrase) (from review)"
              when description contains "\(phrase)"
              category \(category)
              confidence 0.9

            """
    }
}
