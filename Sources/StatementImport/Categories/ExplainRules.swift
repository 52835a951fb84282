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

    /// What an import into the session's ledger would file the row as: the chain import builds
    /// (the person's rules, what people taught, the shipped rules, the word model; no remote), so
    /// a merchant learned in review shows where it wins over a shipped rule. Nil when there is no
    /// ledger yet (nothing learned: the rules' answer is the import's).
    public func importAnswer(description: String, amount: Money, locale: StatementLocale? = nil) throws(AppError) -> CategorisedRow? {
        guard let store = try session.ledger.openForReadingIfPresent() else { return nil }
        let categoriser = try session.categoriser(on: store, rules: try session.loadRules(), withRemote: false, dryRun: true)
        let today = LocalDate(dayNumber: Int(Date().timeIntervalSince1970 / 86_400))
        return try categoriser.categorise([CategorisationInput(description: description, amount: amount, date: today, locale: locale)]).first
    }
}
