/// Day/month order for a whole file's numeric dates, as the PDF parser decides it for a
/// statement's rows (`StatementParser.dateOrder`): a first part above 12 says day-month, a second above 12 month-day; when no date
/// says, the order under which the dates lie closest together (a statement spans weeks, not
/// months), and `fallback` when that does not tell either.
enum StructuredDateOrder {
    /// How the reason begins when no date tells the order and `fallback` was taken.
    static let undecided = "no date decides day and month"
    /// How the reason ends when the order was taken as the one keeping the dates closest.
    static let closer = "(the dates lie closer together read so)"

    static func decide(_ dates: [PrintedDate], fallback: DateOrder) -> (order: DateOrder, reason: String)? {
        let numeric = dates.filter { $0.numeric && !$0.yearFirst }
        let dayFirst = numeric.contains { $0.first > 12 }, monthFirst = numeric.contains { $0.second > 12 }
        switch (dayFirst, monthFirst) {
        case (true, true): return nil
        case (true, false): return (.dayMonth, "day-month (a date with a first part above 12)")
        case (false, true): return (.monthDay, "month-day (a date with a second part above 12)")
        case (false, false): break
        }
        guard !numeric.isEmpty else { return (fallback, "no numeric date to decide (\(fallback.rawValue))") }
        let spans = [DateOrder.dayMonth, .monthDay].map { order -> Int in
            let days = numeric.compactMap { $0.resolve(order: order, near: nil)?.dayNumber }
            guard days.count == numeric.count, let low = days.min(), let high = days.max() else { return Int.max }
            return high - low
        }
        if spans[0] < spans[1] { return (.dayMonth, "day-month \(closer)") }
        if spans[1] < spans[0] { return (.monthDay, "month-day \(closer)") }
        return (fallback, "\(undecided) (\(fallback == .dayMonth ? "day-month" : "month-day") taken)")
    }
}
