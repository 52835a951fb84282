import StatementCore

/// The samples' dates are the core's `LocalDate`: one calendar type, one day-number algorithm.
public typealias CalendarDate = LocalDate

extension LocalDate {
    /// Sample data is written by hand: an impossible date there is a bug in the data, not input.
    public init(_ year: Int, _ month: Int, _ day: Int) {
        guard let date = LocalDate(year: year, month: month, day: day) else {
            preconditionFailure("not a date: \(year)-\(month)-\(day)")
        }
        self = date
    }

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
