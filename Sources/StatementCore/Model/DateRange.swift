/// A statement period: both ends inclusive.
public struct DateRange: Hashable, Sendable {
    public var start: LocalDate
    public var end: LocalDate
    /// True when `end` is a date the statement prints as its own (its closing date, its due date,
    /// the end of its printed period), not one guessed from the dates it lists: no row is dated
    /// long after it, so a yearless date that would fall months later belongs to the year before
    /// (`PrintedDate.resolve`). Not part of the period's identity.
    public var endBoundsRows = false

    public init(start: LocalDate, end: LocalDate) {
        self.start = min(start, end)
        self.end = max(start, end)
    }

    public static func == (lhs: DateRange, rhs: DateRange) -> Bool { lhs.start == rhs.start && lhs.end == rhs.end }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(end)
    }

    public func contains(_ date: LocalDate) -> Bool { date >= start && date <= end }

    /// Whether the two share a day.
    public func overlaps(_ other: DateRange) -> Bool { start <= other.end && other.start <= end }

    /// How many days `date` lies outside the period (0 inside it).
    public func distance(to date: LocalDate) -> Int {
        if date < start { return date.days(until: start) }
        if date > end { return end.days(until: date) }
        return 0
    }

    /// The period as a bound on the rows' dates (`endBoundsRows`).
    public var boundingRows: DateRange {
        var bound = self
        bound.endBoundsRows = true
        return bound
    }
}
