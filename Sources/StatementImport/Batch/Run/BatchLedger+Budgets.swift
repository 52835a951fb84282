import LedgerStore

extension BatchLedger {
    /// Each budget in its period holding today; empty when the ledger has none or they cannot be
    /// read (the run's own work is done by then, and a budget is no reason to fail it).
    func budgetStatuses() -> [BudgetStatus] {
        (try? BudgetLedger.statuses(in: ledger, on: budgetClock.today())) ?? []
    }

    /// The lines a person reads after a run that added rows: each budget at 80% or more of its
    /// limit, the figures included (these lines go to the person, never into the run report).
    static func budgetWarnings(_ statuses: [BudgetStatus]) -> [String] {
        statuses.filter { $0.level >= .near }.map { status in
            let state = status.level == .over ? "has reached its budget" : "is near its budget"
            return "statement-import batch: warning: \(status.budget.categoryID) \(state): \(status.percentSpent)% of "
                + "\(status.limit.groupedString) \(status.limit.currency.code) \(status.budget.cadence.phrase), "
                + "\(status.daysLeft) day\(status.daysLeft == 1 ? "" : "s") left until \(status.period.end.iso): "
                + "`statement-import budget` shows them"
        }
    }
}
