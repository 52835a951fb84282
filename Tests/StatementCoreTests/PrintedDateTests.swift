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
}
