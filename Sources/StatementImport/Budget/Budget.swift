import StatementCore

/// How much a category may take each period, in one currency: `limit` every `cadence`, counted
/// from `anchor`.
public struct Budget: Sendable, Hashable {
    public var categoryID: String
    public var limit: Money
    public var cadence: BudgetCadence
    public var anchor: LocalDate

    public init(categoryID: String, limit: Money, cadence: BudgetCadence, anchor: LocalDate) {
        self.categoryID = categoryID
        self.limit = limit
        self.cadence = cadence
        self.anchor = anchor
    }

    public func period(holding date: LocalDate) -> BudgetPeriod {
        BudgetPeriod.containing(date, anchor: anchor, cadence: cadence)
    }
}
