/// A statement period: both ends inclusive.
public struct DateRange: Hashable, Sendable {
    public var start: LocalDate
    public var end: LocalDate

    public init(start: LocalDate, end: LocalDate) {
        self.start = min(start, end)
        self.end = max(start, end)
    }

    public func contains(_ date: LocalDate) -> Bool { date >= start && date <= end }

    /// How many days `date` lies outside the period (0 inside it).
    public func distance(to date: LocalDate) -> Int {
        if date < start { return date.days(until: start) }
        if date > end { return end.days(until: date) }
        return 0
    }
}
