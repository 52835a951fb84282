import Categorisation
import Foundation
import StatementCore

/// Rules explain: which rules match a description and amount, and which one wins, and why.
public struct ExplainRules: Sendable {
    /// The rules are read with the ledger's own categories, as `import` reads them.
    public var session: LedgerSession

    public init(session: LedgerSession) {
        self.session = session
    }

    /// `locale` is the statement's country, currency and language as far as they are known, for
    /// rules scoped to them; nil explains as for a statement whose facts are unknown.
    public func explain(description: String, amount: Money, locale: StatementLocale? = nil) throws(AppError) -> RuleExplanation {
        let rules = try session.loadRules()
        let today = LocalDate(dayNumber: Int(Date().timeIntervalSince1970 / 86_400))
        return rules.explain(CategorisationInput(description: description, amount: amount, date: today, locale: locale))
    }
}
