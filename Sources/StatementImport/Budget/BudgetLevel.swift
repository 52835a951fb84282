/// How close a budget's period is to its limit: the warnings come at 80% and at 100%.
public enum BudgetLevel: String, Sendable, Hashable, Codable, Comparable {
    case within
    /// 80% of the limit or more spent.
    case near
    /// The limit reached or passed.
    case over

    /// From the spent and the limit in minor units (limit > 0), checked: an amount too large to
    /// multiply is far past any limit it could be compared with.
    public init(spent: Int64, limit: Int64) {
        let (spentTimesFive, overflow) = spent.multipliedReportingOverflow(by: 5)
        if spent >= limit {
            self = .over
        } else if overflow || limit.multipliedReportingOverflow(by: 4).overflow {
            // Only huge figures get here; compare on the divided ones instead.
            self = spent / 4 >= limit / 5 ? .near : .within
        } else {
            self = spentTimesFive >= limit * 4 ? .near : .within
        }
    }

    public static func < (lhs: BudgetLevel, rhs: BudgetLevel) -> Bool {
        let order: [BudgetLevel] = [.within, .near, .over]
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
