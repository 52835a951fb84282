import Testing
import StatementCore

@Suite struct PrintedDateTests {
    @Test func dayMonthAndMonthDayReadNumericDatesDifferently() throws {
        let date = try #require(DateText.parse("03/04/2025"))
        #expect(date.resolve(order: .dayMonth, near: nil) == LocalDate(year: 2025, month: 4, day: 3))
        #expect(date.resolve(order: .monthDay, near: nil) == LocalDate(year: 2025, month: 3, day: 4))
    }

    @Test func namedMonthsIgnoreTheNumericOrder() throws {
        let date = try #require(DateText.parse("03 Apr 2025"))
        #expect(date.resolve(order: .monthDay, near: nil) == LocalDate(year: 2025, month: 4, day: 3))
    }

    @Test func isoDatesIgnoreTheNumericOrder() throws {
        let date = try #require(DateText.parse("2025-04-03"))
        #expect(date.resolve(order: .monthDay, near: nil) == LocalDate(year: 2025, month: 4, day: 3))
    }

    @Test func yearlessDatesOnAStatementCrossingNewYearTakeTheNearestYear() throws {
        let period = DateRange(start: LocalDate(year: 2024, month: 12, day: 15)!, end: LocalDate(year: 2025, month: 1, day: 14)!)
        let december = try #require(DateText.parse("18 DEC"))
        let january = try #require(DateText.parse("02 JAN"))
        #expect(december.resolve(order: .dayMonth, near: period) == LocalDate(year: 2024, month: 12, day: 18))
        #expect(january.resolve(order: .dayMonth, near: period) == LocalDate(year: 2025, month: 1, day: 2))
    }

    @Test func yearlessDateWithoutReferenceIsUnresolved() throws {
        let date = try #require(DateText.parse("18 DEC"))
        #expect(date.resolve(order: .dayMonth, near: nil) == nil)
    }

    @Test func impossibleDateDoesNotResolve() throws {
        let date = try #require(DateText.parse("31/04/2025"))
        #expect(date.resolve(order: .dayMonth, near: nil) == nil)
    }

    /// `DateRange.init` orders its ends, but they are public and may be set one by one: a period
    /// whose start was moved years past its end resolves as the same period the right way round
    /// (its year range, built from the ends as they stand, trapped).
    @Test func aReversedReferenceResolvesAsTheSamePeriodInOrder() throws {
        let december = try #require(LocalDate(year: 2022, month: 12, day: 15))
        let january = try #require(LocalDate(year: 2026, month: 1, day: 14))
        var reversed = DateRange(start: december, end: january)
        reversed.start = january
        reversed.end = december
        for (printed, order) in [("18 DEC", DateOrder.dayMonth), ("02 JAN", .dayMonth), ("03/07", .monthDay)] {
            let date = try #require(DateText.parse(printed))
            let inOrder = date.resolve(order: order, near: DateRange(start: december, end: january))
            #expect(date.resolve(order: order, near: reversed) == inOrder, "\(printed)")
            var bounding = reversed
            bounding.endBoundsRows = true
            #expect(
                date.resolve(order: order, near: bounding) == date.resolve(order: order, near: DateRange(start: december, end: january).boundingRows))
        }
    }
}
