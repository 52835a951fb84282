import Categorisation
import LedgerStore
import StatementCore

/// Adds up each budget's current period from the ledger's rows. Pure: the rows, the categories
/// and the day are given.
public struct BudgetCalculator: Sendable {
    public var categories: [Category]

    public init(categories: [Category]) {
        self.categories = categories
    }

    /// The category and every category below it: a budget on `restaurants` takes the rows of a
    /// `coffee` a person added under it.
    func family(of id: String) -> Set<String> {
        CategoryFamily.members(of: id, in: categories)
    }

    /// Each budget in the period that holds `today`; `entries` must cover those periods (rows
    /// outside them are ignored, duplicates are expected to be left out already).
    public func statuses(_ budgets: [Budget], entries: [LedgerEntry], today: LocalDate) throws(MoneyOutOfRange) -> [BudgetStatus] {
        let names = Dictionary(categories.map { ($0.id, $0.name()) }, uniquingKeysWith: { first, _ in first })
        var statuses: [BudgetStatus] = []
        for budget in budgets {
            let period = budget.period(holding: today)
            let members = family(of: budget.categoryID)
            var status = BudgetStatus(
                budget: budget, categoryName: names[budget.categoryID] ?? budget.categoryID, period: period, today: today,
                spent: .zero(budget.limit.currency), otherCurrencyRows: [:], rowsWaitingForReview: 0)
            for entry in entries where period.contains(entry.date) {
                guard let category = entry.categoryID, members.contains(category) else { continue }
                if entry.needsReview {
                    status.rowsWaitingForReview += 1
                } else if entry.amount.currency != budget.limit.currency {
                    status.otherCurrencyRows[entry.amount.currency.code, default: 0] += 1
                } else {
                    // Money out raises the spent, a refund (money in) lowers it.
                    status.spent = try status.spent.subtracting(entry.amount)
                }
            }
            statuses.append(status)
        }
        return statuses
    }
}
