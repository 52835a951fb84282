import Categorisation
import Foundation
import StatementCore

/// Rules explain: which rules match a description and amount, and which one wins, and why.
public struct ExplainRules: Sendable {
    public var folders: RuleFolders

    public init(folders: RuleFolders) {
        self.folders = folders
    }

    public func explain(description: String, amount: Money) throws(AppError) -> RuleExplanation {
        let rules = try RuleCatalog.load(folders)
        let today = LocalDate(dayNumber: Int(Date().timeIntervalSince1970 / 86_400))
        return rules.explain(CategorisationInput(description: description, amount: amount, date: today))
    }
}
