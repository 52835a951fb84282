import StatementCore

/// One row of `budgets`: how much a category may take in each period, in one currency, every
/// `cadence` ("week", "fortnight", "month", "year") counted from `startsOn`.
public struct StoredBudget: Sendable, Hashable {
    public var categoryID: String
    public var limit: Money
    public var cadence: String
    public var startsOn: LocalDate

    public init(categoryID: String, limit: Money, cadence: String, startsOn: LocalDate) {
        self.categoryID = categoryID
        self.limit = limit
        self.cadence = cadence
        self.startsOn = startsOn
    }
}
