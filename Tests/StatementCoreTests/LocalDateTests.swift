import Testing
import StatementCore

@Suite struct LocalDateTests {
    @Test func twentyNinthOfFebruaryExistsOnlyInLeapYears() {
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2025, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
    }

    @Test func rejectsDaysAndMonthsOutOfRange() {
        #expect(LocalDate(year: 2025, month: 4, day: 31) == nil)
        #expect(LocalDate(year: 2025, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 2025, month: 1, day: 0) == nil)
    }

    @Test func dayNumberStartsAtTheUnixEpoch() {
        #expect(LocalDate(year: 1970, month: 1, day: 1)?.dayNumber == 0)
        #expect(LocalDate(year: 2000, month: 3, day: 1)?.dayNumber == 11017)
    }

    @Test(arguments: [-719162, -1, 0, 11016, 11017, 19782, 20000, 2_932_896])
    func dayNumberRoundTrips(_ number: Int) {
        let date = LocalDate(dayNumber: number)
        #expect(date.dayNumber == number)
        #expect(LocalDate(year: date.year, month: date.month, day: date.day) == date)
    }

    @Test func everyDayOfALeapYearRoundTrips() {
        var date = LocalDate(year: 2024, month: 1, day: 1)!
        for _ in 0..<366 {
            #expect(LocalDate(dayNumber: date.dayNumber) == date)
            let next = date.adding(days: 1)
            #expect(date.days(until: next) == 1)
            date = next
        }
        #expect(date == LocalDate(year: 2025, month: 1, day: 1))
    }

    @Test func isoRoundTrips() {
        #expect(LocalDate(iso: "2024-02-29")?.iso == "2024-02-29")
        #expect(LocalDate(iso: "2025-02-29") == nil)
        #expect(LocalDate(iso: "29/02/2024") == nil)
    }

    /// Ten bytes in the ledger's own form are read in place; every other form still goes through
    /// the general reading, which reads them as it always did.
    @Test func isoReadsItsOwnFormAndTheOthersAlike() {
        #expect(LocalDate(iso: "0005-01-09") == LocalDate(year: 5, month: 1, day: 9))
        #expect(LocalDate(iso: "9999-12-31") == LocalDate(year: 9999, month: 12, day: 31))
        #expect(LocalDate(iso: "2024-13-01") == nil)
        #expect(LocalDate(iso: "2024-04-31") == nil)
        #expect(LocalDate(iso: "0000-01-01") == nil)
        #expect(LocalDate(iso: "2024-1-5") == LocalDate(year: 2024, month: 1, day: 5))
        #expect(LocalDate(iso: "2024--01-05") == LocalDate(year: 2024, month: 1, day: 5))
        #expect(LocalDate(iso: "2024-0a-05") == nil)
        #expect(LocalDate(iso: "2024/01/05") == nil)
        #expect(LocalDate(iso: "") == nil)
        // Foundation's bridged strings need not be contiguous UTF-8: the same value either way.
        #expect(LocalDate(iso: String("x2024-01-05".dropFirst())) == LocalDate(year: 2024, month: 1, day: 5))
    }

    /// The ISO text is written digit by digit: every year, month and day keeps its zeros.
    @Test func isoPadsEveryPart() {
        #expect(LocalDate(year: 5, month: 1, day: 9)?.iso == "0005-01-09")
        #expect(LocalDate(year: 987, month: 10, day: 31)?.iso == "0987-10-31")
        #expect(LocalDate(year: 9999, month: 12, day: 31)?.iso == "9999-12-31")
        #expect(LocalDate(year: 2000, month: 2, day: 29)?.iso == "2000-02-29")
    }
}
