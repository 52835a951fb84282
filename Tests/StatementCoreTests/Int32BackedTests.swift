import Testing
import StatementCore

/// The 32-bit numbers a parsed line carries (16-bit for a printed date's parts) read back as the
/// `Int`s they were given, and numbers beyond them are clamped rather than trapping.
@Suite struct Int32BackedTests {
    @Test func linesAndDatesReadBackTheirNumbers() {
        var line = TextLine(page: 1_234, number: 56, words: [])
        line.page += 1
        #expect(line.page == 1_235 && line.number == 56)
        let date = PrintedDate(first: 2025, second: 12, year: nil, numeric: true, yearFirst: true)
        #expect(date.first == 2025 && date.second == 12 && date.year == nil)
        #expect(MemoryLayout<TextLine>.size == 16)
    }

    @Test func numbersBeyondThirtyTwoBitsAreClamped() {
        let line = TextLine(page: Int.max, number: Int.min, words: [])
        #expect(line.page == Int(Int32.max) && line.number == Int(Int32.min))
        let date = PrintedDate(first: 1 << 40, second: -5, year: 1 << 40, numeric: true, yearFirst: false)
        #expect(date.first == Int(UInt16.max) && date.second == 0 && date.year == Int(Int16.max))
        #expect(MemoryLayout<PrintedDate?>.size <= 10)
    }
}
