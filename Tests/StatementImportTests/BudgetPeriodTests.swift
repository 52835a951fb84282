import StatementCore
import Testing
@testable import StatementImport

/// A budget's periods: weeks and fortnights by days from the anchor, months and years by months,
/// the anchor's day kept across short months; the boundary day belongs to the new period.
@Suite struct BudgetPeriodTests {
    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso) ?? LocalDate(dayNumber: 0) }

    static func period(_ iso: String, from anchor: String, _ cadence: BudgetCadence) -> String {
        let period = BudgetPeriod.containing(day(iso), anchor: day(anchor), cadence: cadence)
        return "\(period.start.iso)…\(period.end.iso)"
    }

    @Test func weeksCrossTheirBoundaryOnTheSeventhDay() {
        // Monday 4 March 2024.
        #expect(Self.period("2024-03-10", from: "2024-03-04", .week) == "2024-03-04…2024-03-10")
        #expect(Self.period("2024-03-11", from: "2024-03-04", .week) == "2024-03-11…2024-03-17")
        // Across a year's end and a leap day.
        #expect(Self.period("2025-01-01", from: "2024-03-04", .week) == "2024-12-30…2025-01-05")
        #expect(Self.period("2028-02-29", from: "2028-02-26", .week) == "2028-02-26…2028-03-03")
    }

    @Test func fortnightsCountFourteenDays() {
        #expect(Self.period("2024-03-17", from: "2024-03-04", .fortnight) == "2024-03-04…2024-03-17")
        #expect(Self.period("2024-03-18", from: "2024-03-04", .fortnight) == "2024-03-18…2024-03-31")
        #expect(Self.period("2024-04-01", from: "2024-03-04", .fortnight) == "2024-04-01…2024-04-14")
    }

    @Test func monthsFromThe31stKeepTheirDay() {
        #expect(Self.period("2024-02-27", from: "2024-01-31", .month) == "2024-01-31…2024-02-28")
        #expect(Self.period("2024-02-29", from: "2024-01-31", .month) == "2024-02-29…2024-03-30")
        #expect(Self.period("2024-03-31", from: "2024-01-31", .month) == "2024-03-31…2024-04-29")
        #expect(Self.period("2025-02-28", from: "2024-01-31", .month) == "2025-02-28…2025-03-30")
        // The calendar month, from the 1st, and its boundary.
        #expect(Self.period("2024-03-31", from: "2024-01-01", .month) == "2024-03-01…2024-03-31")
        #expect(Self.period("2024-04-01", from: "2024-01-01", .month) == "2024-04-01…2024-04-30")
        // Across a year's end.
        #expect(Self.period("2025-01-14", from: "2024-11-15", .month) == "2024-12-15…2025-01-14")
        #expect(Self.period("2025-01-15", from: "2024-11-15", .month) == "2025-01-15…2025-02-14")
    }

    @Test func yearsFromALeapDay() {
        #expect(Self.period("2025-02-27", from: "2024-02-29", .year) == "2024-02-29…2025-02-27")
        #expect(Self.period("2025-02-28", from: "2024-02-29", .year) == "2025-02-28…2026-02-27")
        #expect(Self.period("2028-03-01", from: "2024-02-29", .year) == "2028-02-29…2029-02-27")
        #expect(Self.period("2026-12-31", from: "2026-01-01", .year) == "2026-01-01…2026-12-31")
    }

    @Test func beforeItsFirstDayABudgetShowsItsFirstPeriod() {
        #expect(Self.period("2024-02-10", from: "2024-03-01", .month) == "2024-03-01…2024-03-31")
        let first = BudgetPeriod.containing(Self.day("2024-02-10"), anchor: Self.day("2024-03-01"), cadence: .month)
        #expect(first.daysLeft(on: Self.day("2024-02-10")) == 31)
    }

    @Test func daysLeftCountTodayAndEndAtZero() {
        let march = BudgetPeriod(start: Self.day("2024-03-01"), end: Self.day("2024-03-31"))
        #expect(march.daysLeft(on: Self.day("2024-03-01")) == 31)
        #expect(march.daysLeft(on: Self.day("2024-03-31")) == 1)
        #expect(march.daysLeft(on: Self.day("2024-04-02")) == 0)
        #expect(march.days == 31)
        #expect(march.next(anchor: Self.day("2024-01-01"), cadence: .month).start.iso == "2024-04-01")
    }

    @Test func theDefaultFirstDayIsThisWeeksMondayOrThisMonthsFirst() {
        // Sunday 10 March 2024; Monday 11 March.
        #expect(BudgetPeriod.defaultAnchor(today: Self.day("2024-03-10"), cadence: .week).iso == "2024-03-04")
        #expect(BudgetPeriod.defaultAnchor(today: Self.day("2024-03-11"), cadence: .fortnight).iso == "2024-03-11")
        #expect(BudgetPeriod.defaultAnchor(today: Self.day("2024-03-10"), cadence: .month).iso == "2024-03-01")
        #expect(BudgetPeriod.defaultAnchor(today: Self.day("2024-03-10"), cadence: .year).iso == "2024-01-01")
    }

    @Test func everyDayOfFourYearsFallsInExactlyOnePeriodThatFollowsTheLast() {
        for cadence in BudgetCadence.allCases {
            for anchor in ["2024-01-31", "2024-02-29", "2024-03-04"] {
                var previous: BudgetPeriod?
                for offset in 0..<(366 * 4) {
                    let day = Self.day(anchor).adding(days: offset)
                    let period = BudgetPeriod.containing(day, anchor: Self.day(anchor), cadence: cadence)
                    #expect(period.contains(day))
                    if let previous, period != previous {
                        #expect(period.start == previous.end.adding(days: 1), "\(cadence) from \(anchor) at \(day)")
                    }
                    previous = period
                }
            }
        }
    }
}
