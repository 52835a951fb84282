/// One budget in a batch run's report: how much of its limit its current period has taken, in
/// percent, and the days left. The run report holds no amount, so neither does this.
public struct BudgetUse: Codable, Sendable, Equatable {
    public var category: String
    public var every: String
    public var periodStart: String
    public var periodEnd: String
    public var percentSpent: Int
    public var daysLeft: Int
    /// "within", "near" (80% or more) or "over" (the limit reached).
    public var level: String

    public init(_ status: BudgetStatus) {
        category = status.budget.categoryID
        every = status.budget.cadence.rawValue
        periodStart = status.period.start.iso
        periodEnd = status.period.end.iso
        percentSpent = status.percentSpent
        daysLeft = status.daysLeft
        level = status.level.rawValue
    }

    enum CodingKeys: String, CodingKey {
        case category, every, periodStart = "period_start", periodEnd = "period_end", percentSpent = "percent_spent"
        case daysLeft = "days_left", level
    }
}
