import StatementImport

/// `budget --format json`: each budget in its current period, for apps. Money as a decimal
/// string with its integer minor units beside it, never a float.
enum BudgetJSON {
    struct Entry: Encodable {
        var category, name, every, startsOn, currency: String
        var periodStart, periodEnd, on: String
        var limit, spent, left: String
        var limitMinor, spentMinor, leftMinor: Int64
        var percentSpent, daysLeft, daysInPeriod: Int
        /// "within", "near" (80% or more spent) or "over" (the limit reached).
        var level: String
        /// Rows of the category in other currencies, not added: currency code → rows.
        var notAddedOtherCurrencies: [String: Int]
        var rowsWaitingForReview: Int

        init(_ status: BudgetStatus) {
            category = status.budget.categoryID
            name = status.categoryName
            every = status.budget.cadence.rawValue
            startsOn = status.budget.anchor.iso
            currency = status.limit.currency.code
            periodStart = status.period.start.iso
            periodEnd = status.period.end.iso
            on = status.today.iso
            limit = status.limit.decimalString
            spent = status.spent.decimalString
            left = status.left.decimalString
            limitMinor = status.limit.minorUnits
            spentMinor = status.spent.minorUnits
            leftMinor = status.left.minorUnits
            percentSpent = status.percentSpent
            daysLeft = status.daysLeft
            daysInPeriod = status.period.days
            level = status.level.rawValue
            notAddedOtherCurrencies = status.otherCurrencyRows
            rowsWaitingForReview = status.rowsWaitingForReview
        }
    }

    static func render(_ statuses: [BudgetStatus]) throws -> String {
        try ReportJSON.encode(statuses.map(Entry.init))
    }
}
