/// A date as printed, before the statement decides its order and year.
public struct PrintedDate: Hashable, Sendable {
    // In 16 bits a part: every line and row of a long statement holds two printed dates until
    // its rows are made, and the date reader takes at most four digits a part (a value beyond
    // 16 bits would clamp to one that is still no day, month or year the dates accept).
    // The year and flags first, so the whole takes 10 bytes and an optional date too.
    private var storedYear: Int16?
    /// True when both parts are numbers, so the order is the statement's to decide.
    public var numeric: Bool
    /// "2025-03-01": always year, month, day.
    public var yearFirst: Bool
    private var storedFirst: UInt16
    private var storedSecond: UInt16

    /// For numeric dates "a/b[/y]" these are a and b in printed order; with a month name,
    /// `first` is the day and `second` the month.
    public var first: Int {
        get { Int(storedFirst) }
        set { storedFirst = UInt16(clamping: newValue) }
    }
    public var second: Int {
        get { Int(storedSecond) }
        set { storedSecond = UInt16(clamping: newValue) }
    }
    public var year: Int? {
        get { storedYear.map(Int.init) }
        set { storedYear = newValue.map { Int16(clamping: $0) } }
    }

    public init(first: Int, second: Int, year: Int?, numeric: Bool, yearFirst: Bool) {
        storedFirst = UInt16(clamping: first)
        storedSecond = UInt16(clamping: second)
        storedYear = year.map { Int16(clamping: $0) }
        self.numeric = numeric
        self.yearFirst = yearFirst
    }

    public func dayAndMonth(order: DateOrder) -> (day: Int, month: Int) {
        if !numeric || yearFirst || order == .dayMonth { return (first, second) }
        return (second, first)
    }

    /// Whether the two dates lie within two months of each other in a reading both allow, as a
    /// value date does its booking date. Yearless dates are compared across the turn of a year.
    public func isNear(_ other: PrintedDate) -> Bool {
        isWithin(days: 62, of: other)
    }

    /// Whether this date, printed after `booked` on the same line, is its value date. A yearless
    /// "02/06" after a full "15/05/2025" is far more often an instalment (2 of 6) than a value
    /// date 18 days away: value dates that drop the year the booking date prints stay within
    /// about a week of it.
    public func isValueDate(of booked: PrintedDate) -> Bool {
        if booked.year != nil && year == nil && numeric { return isWithin(days: 10, of: booked) }
        return isNear(booked)
    }

    private func isWithin(days limit: Int, of other: PrintedDate) -> Bool {
        for order in [DateOrder.dayMonth, .monthDay] {
            let (day, month) = dayAndMonth(order: order), (otherDay, otherMonth) = other.dayAndMonth(order: order)
            guard (1...12).contains(month), (1...12).contains(otherMonth) else { continue }
            let distance = abs((month * 31 + day) - (otherMonth * 31 + otherDay))
            if let year, let otherYear = other.year {
                if abs((year * 372 + month * 31 + day) - (otherYear * 372 + otherMonth * 31 + otherDay)) <= limit { return true }
            } else if min(distance, 372 - distance) <= limit {
                return true
            }
        }
        return false
    }

    /// How many days after a statement's own date (`DateRange.endBoundsRows`) a row may still be
    /// dated: a bill lists what was booked up to its closing date, a due date follows that by
    /// days, and an account's last rows may post a few days after its period.
    static let daysPastStatementEnd = 31

    /// The date, taking a missing year from `reference` (the nearest year to it, so a December
    /// purchase on a January statement lands in the year before). Where the reference ends on
    /// the statement's own date, no row lies months after it: "12 NOV" on a bill closed on
    /// 8 August is last November's instalment, though next November is nearer.
    public func resolve(order: DateOrder, near reference: DateRange?) -> LocalDate? {
        let (day, month) = dayAndMonth(order: order)
        if let year {
            return LocalDate(year: year, month: month, day: day)
        }
        guard let given = reference else { return nil }
        // Its ends are public and may have been set apart from `init`, which orders them: ordered
        // again here, so a reversed period is the same period and never an empty (trapping) range.
        var reference = DateRange(start: given.start, end: given.end)
        reference.endBoundsRows = given.endBoundsRows
        var best: LocalDate?
        var bestDistance = Int.max
        for year in (reference.start.year - 1)...(reference.end.year + 1) {
            guard let candidate = LocalDate(year: year, month: month, day: day) else { continue }
            var distance = reference.distance(to: candidate)
            // Past the bound, a candidate loses to any that is not (a year holds 366 days at most).
            if reference.endBoundsRows, candidate > reference.end, distance > Self.daysPastStatementEnd { distance += 400 }
            if distance < bestDistance { best = candidate; bestDistance = distance }
        }
        return best
    }
}
