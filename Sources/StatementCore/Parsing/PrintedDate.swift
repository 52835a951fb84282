/// A date as printed, before the statement decides its order and year.
public struct PrintedDate: Hashable, Sendable {
    /// For numeric dates "a/b[/y]" these are a and b in printed order; with a month name,
    /// `first` is the day and `second` the month.
    public var first: Int
    public var second: Int
    public var year: Int?
    /// True when both parts are numbers, so the order is the statement's to decide.
    public var numeric: Bool
    /// "2025-03-01": always year, month, day.
    public var yearFirst: Bool

    public func dayAndMonth(order: DateOrder) -> (day: Int, month: Int) {
        if !numeric || yearFirst || order == .dayMonth { return (first, second) }
        return (second, first)
    }

    /// The date, taking a missing year from `reference` (the nearest year to it, so a December
    /// purchase on a January statement lands in the year before).
    public func resolve(order: DateOrder, near reference: DateRange?) -> LocalDate? {
        let (day, month) = dayAndMonth(order: order)
        if let year {
            return LocalDate(year: year, month: month, day: day)
        }
        guard let reference else { return nil }
        var best: LocalDate?
        var bestDistance = Int.max
        for year in (reference.start.year - 1)...(reference.end.year + 1) {
            guard let candidate = LocalDate(year: year, month: month, day: day) else { continue }
            let distance = reference.distance(to: candidate)
            if distance < bestDistance { best = candidate; bestDistance = distance }
        }
        return best
    }
}
