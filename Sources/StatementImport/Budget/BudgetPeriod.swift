import StatementCore

/// One stretch of a budget: from its first to its last day, both included. Periods follow each
/// other from the budget's first day: weeks and fortnights by counting days, months and years by
/// counting months from the anchor, so a budget from 31 January runs to 27 February, then from
/// 28 February (the last day February has), then from 31 March again: the day is never lost.
public struct BudgetPeriod: Sendable, Hashable {
    public var start: LocalDate
    public var end: LocalDate

    public init(start: LocalDate, end: LocalDate) {
        self.start = start
        self.end = end
    }

    public func contains(_ date: LocalDate) -> Bool { start <= date && date <= end }

    /// Days from `today` to the end, today included: 1 on the last day. The whole period when
    /// it has not begun, 0 once it is over.
    public func daysLeft(on today: LocalDate) -> Int {
        if today < start { return start.days(until: end) + 1 }
        return max(0, today.days(until: end) + 1)
    }

    public var days: Int { start.days(until: end) + 1 }

    /// The period of a budget anchored at `anchor` that holds `date`; before the anchor, the
    /// first period (a budget does not reach back before the day it starts).
    public static func containing(_ date: LocalDate, anchor: LocalDate, cadence: BudgetCadence) -> BudgetPeriod {
        let day = max(date, anchor)
        switch cadence {
        case .week: return counted(days: 7, holding: day, anchor: anchor)
        case .fortnight: return counted(days: 14, holding: day, anchor: anchor)
        case .month: return monthly(every: 1, holding: day, anchor: anchor)
        case .year: return monthly(every: 12, holding: day, anchor: anchor)
        }
    }

    /// The period after this one, for a budget with this anchor and cadence.
    public func next(anchor: LocalDate, cadence: BudgetCadence) -> BudgetPeriod {
        BudgetPeriod.containing(end.adding(days: 1), anchor: anchor, cadence: cadence)
    }

    static func counted(days length: Int, holding day: LocalDate, anchor: LocalDate) -> BudgetPeriod {
        let index = anchor.days(until: day) / length
        let start = anchor.adding(days: index * length)
        return BudgetPeriod(start: start, end: start.adding(days: length - 1))
    }

    static func monthly(every months: Int, holding day: LocalDate, anchor: LocalDate) -> BudgetPeriod {
        let elapsed = (day.year - anchor.year) * 12 + day.month - anchor.month
        var index = elapsed / months
        if shifted(anchor, byMonths: index * months) > day { index -= 1 }
        let first = shifted(anchor, byMonths: index * months)
        return BudgetPeriod(start: first, end: shifted(anchor, byMonths: (index + 1) * months).adding(days: -1))
    }

    /// The anchor moved on by whole months, its day kept or, in a shorter month, that month's
    /// last day.
    static func shifted(_ anchor: LocalDate, byMonths months: Int) -> LocalDate {
        let total = anchor.year * 12 + (anchor.month - 1) + months
        let year = total / 12, month = total % 12 + 1
        let day = min(anchor.day, LocalDate.daysInMonth(month, year: year))
        return LocalDate(year: year, month: month, day: day) ?? anchor
    }

    /// Where a budget set today starts when no --from is given: this week's Monday for weeks and
    /// fortnights, the first of this month for months, 1 January for years.
    public static func defaultAnchor(today: LocalDate, cadence: BudgetCadence) -> LocalDate {
        switch cadence {
        case .week, .fortnight:
            // Day 0 (1970-01-01) was a Thursday: Monday is 3 days before a multiple of 7.
            let weekday = ((today.dayNumber + 3) % 7 + 7) % 7
            return today.adding(days: -weekday)
        case .month: return LocalDate(year: today.year, month: today.month, day: 1) ?? today
        case .year: return LocalDate(year: today.year, month: 1, day: 1) ?? today
        }
    }
}
