import StatementCore

/// How often a recurring payment comes, with the spread of days one payment may drift by.
public enum PaymentInterval: String, Sendable, Hashable, CaseIterable {
    case weekly, monthly, quarterly, yearly

    /// The gap between two payments that follow each other: a month is 28 to 31 days, and a
    /// bank books a payment due on a weekend a few days early or late.
    var days: ClosedRange<Int> {
        switch self {
        case .weekly: 6...8
        case .monthly: 25...36
        case .quarterly: 80...101
        case .yearly: 350...380
        }
    }

    var nominalDays: Int {
        switch self {
        case .weekly: 7
        case .monthly: 30
        case .quarterly: 91
        case .yearly: 365
        }
    }

    /// How long after its expected date a payment is counted missed.
    var grace: Int {
        switch self {
        case .weekly: 3
        case .monthly: 7
        case .quarterly: 14
        case .yearly: 30
        }
    }

    /// How many payments it takes to call it recurring: a year of statements holds only one
    /// yearly payment, so two are enough there.
    var fewestPayments: Int { self == .yearly ? 2 : 3 }

    /// The date `count` intervals after `date`: months keep `day` of the month (by default
    /// `date`'s; the 31st becomes the last day of a shorter month).
    func advance(_ date: LocalDate, by count: Int = 1, day preferredDay: Int? = nil) -> LocalDate {
        let months: Int
        switch self {
        case .weekly: return date.adding(days: 7 * count)
        case .monthly: months = count
        case .quarterly: months = 3 * count
        case .yearly: months = 12 * count
        }
        let target = ReportMonth(date).adding(months: months)
        let day = min(preferredDay ?? date.day, LocalDate.daysInMonth(target.month, year: target.year))
        return LocalDate(year: target.year, month: target.month, day: day) ?? date.adding(days: nominalDays * count)
    }

    /// How many intervals a gap of `days` spans (2 when one payment in between is missing), or
    /// nil when it is no whole number of intervals.
    func intervals(in days: Int) -> Int? {
        guard days > 0 else { return nil }
        let count = max(1, (days + nominalDays / 2) / nominalDays)
        let spread = self.days
        let low = spread.lowerBound + (count - 1) * nominalDays, high = spread.upperBound + (count - 1) * nominalDays
        return (low...high).contains(days) ? count : nil
    }
}
