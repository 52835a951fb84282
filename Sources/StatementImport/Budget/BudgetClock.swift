import Foundation
import StatementCore

/// Where budgets learn what day it is: the system's date unless a test or a person (`budget
/// --on DATE`) gives one, so a period's days left never depend on when a test runs.
public struct BudgetClock: Sendable {
    public var today: @Sendable () -> LocalDate

    public init(today: @escaping @Sendable () -> LocalDate) {
        self.today = today
    }

    /// Today's date where the person is (the system's time zone): a week ends at their midnight.
    public static let system = BudgetClock {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return LocalDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? LocalDate(dayNumber: 0)
    }

    /// Always this day.
    public static func fixed(_ date: LocalDate) -> BudgetClock { BudgetClock { date } }
}
