import Testing
@testable import StatementCore

/// The words a row prints in cells beside its date: a time of day, a code, a date awaiting its year.
@Suite struct TimeAndCodeCellTests {
    @Test(arguments: ["14:32", "14:32:05", "2:32PM", "02:32pm", "14h32", "0:00"])
    func readsATimeOfDay(_ text: String) {
        #expect(LineReader.isTime(text))
    }

    @Test(arguments: ["12.50", "24:00", "14:60", "1432", "14:3", "AB:CD", "12,500", "1:2:3"])
    func aNumberIsNoTime(_ text: String) {
        #expect(!LineReader.isTime(text))
    }

    @Test(arguments: ["TX40211", "0012345", "A-77/3", "REF#12"])
    func readsACode(_ text: String) {
        #expect(LineReader.isCode(text))
    }

    @Test(arguments: ["TESCO", "12.50", "1,250.00", "Café12", ""])
    func aWordOrAnAmountIsNoCode(_ text: String) {
        #expect(!LineReader.isCode(text))
    }

    @Test func aDayAndMonthEndingInItsSeparatorAwaitsItsYearBelow() throws {
        let slash = try #require(DateText.parse("03/04/"))
        #expect([slash.first, slash.second] == [3, 4])
        #expect(slash.year == nil)
        #expect(DateText.parse("03-04-")?.year == nil)
        #expect(DateText.parse("03/04/2025/") == nil)
        #expect(DateText.parse("03/04.") == nil)
    }
}
