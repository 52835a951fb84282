import StatementCore

/// A calendar month, the report's column.
public struct ReportMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int

    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    public init(_ date: LocalDate) {
        self.init(year: date.year, month: date.month)
    }

    /// "2025-03".
    public var iso: String { "\(year)-" + (month < 10 ? "0\(month)" : "\(month)") }
    public var description: String { iso }

    public var firstDay: LocalDate { LocalDate(year: year, month: month, day: 1) ?? LocalDate(dayNumber: 0) }

    public func adding(months: Int) -> ReportMonth {
        let index = year * 12 + (month - 1) + months
        return ReportMonth(year: index / 12, month: index % 12 + 1)
    }

    /// Every month from `first` to `last`, both included; empty when `last` is before `first`.
    public static func range(_ first: ReportMonth, _ last: ReportMonth) -> [ReportMonth] {
        var months: [ReportMonth] = []
        var month = first
        while month <= last {
            months.append(month)
            month = month.adding(months: 1)
        }
        return months
    }

    public static func < (lhs: ReportMonth, rhs: ReportMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
