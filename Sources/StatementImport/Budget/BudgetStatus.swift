import StatementCore

/// A budget in one of its periods: the limit, what the category took (money out less refunds,
/// in the budget's currency), what is left, the days left and how near the limit it is.
public struct BudgetStatus: Sendable, Hashable {
    public var budget: Budget
    /// The category's name for people ("Food and groceries").
    public var categoryName: String
    public var period: BudgetPeriod
    /// The day the status is for: days are left from it.
    public var today: LocalDate
    public var spent: Money
    /// Rows of the category in the period in another currency: never converted or added, only counted.
    public var otherCurrencyRows: [String: Int]
    /// Rows of the period the categoriser guessed as this category that wait for review: not
    /// counted until a person settles them, as in `report`.
    public var rowsWaitingForReview: Int

    public var limit: Money { budget.limit }
    /// Negative once the limit is passed.
    public var left: Money {
        let (value, overflow) = budget.limit.minorUnits.subtractingReportingOverflow(spent.minorUnits)
        // Only refunds beyond any real amount overflow: what is left is then all there is.
        return Money(minorUnits: overflow ? Int64.max : value, currency: budget.limit.currency)
    }
    public var daysLeft: Int { period.daysLeft(on: today) }
    public var level: BudgetLevel { BudgetLevel(spent: spent.minorUnits, limit: budget.limit.minorUnits) }

    /// Whole percent of the limit spent, rounded down (79.9% is 79, below the warning); 0 when
    /// refunds outweigh the spending, at most 9999.
    public var percentSpent: Int {
        guard spent.minorUnits > 0, budget.limit.minorUnits > 0 else { return 0 }
        let (hundredfold, overflow) = spent.minorUnits.multipliedReportingOverflow(by: 100)
        let percent = overflow ? spent.minorUnits / budget.limit.minorUnits * 100 : hundredfold / budget.limit.minorUnits
        return Int(min(percent, 9999))
    }
}
