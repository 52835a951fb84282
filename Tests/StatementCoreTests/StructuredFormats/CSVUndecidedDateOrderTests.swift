import Testing

@testable import StatementCore

/// Dates that read as day-month and as month-day alike (01/02/2025): the order taken is said in a
/// note with the way to the other, and a dollar account's file is read month first, as US banks
/// write dates. Before, day-month was taken without a word, a USD file's January read as February.
@Suite struct CSVUndecidedDateOrderTests {
    static let text = "Date,Description,Amount\n01/02/2025,Coffee,-1.00\n01/02/2025,Lunch,-12.00\n"

    @Test func aDollarFileIsReadMonthFirstAndSaysSo() throws {
        let statement = try oneStatement(Self.text, currency: .usd)
        #expect(statement.transactions.map(\.date.iso) == ["2025-01-02", "2025-01-02"])
        let note = try #require(statement.verification.notes.first?.message)
        #expect(note.contains("taken as month-day (a USD account's bank writes month first)"), "\(note)")
        #expect(note.contains("'01/02/2025' as 2025-01-02") && note.contains("`date-order: dmy`"), "\(note)")
    }

    @Test func otherCurrenciesAreReadDayFirstAndSaySo() throws {
        let statement = try oneStatement(Self.text, currency: .eur)
        #expect(statement.transactions.map(\.date.iso) == ["2025-02-01", "2025-02-01"])
        #expect(statement.verification.notes.first?.message.contains("`date-order: mdy`") == true)
    }

    /// Taken as the order keeping the dates closest (interest on the 12th of each month reads as
    /// four days of December), said as well: nothing past the 12th decided it.
    @Test func theClosestReadingIsSaidToo() throws {
        let text = "Date,Description,Amount,Balance\n12/01/2024,Interest,1.10,101.10\n12/02/2024,Interest,1.20,102.30\n"
        let statement = try oneStatement(text, currency: .gbp)
        #expect(statement.transactions.map(\.date.iso) == ["2024-12-01", "2024-12-02"])
        let note = try #require(statement.verification.notes.first?.message)
        #expect(note.contains("taken as month-day (the dates lie closer together so)") && note.contains("`date-order: dmy`"), "\(note)")
    }

    /// A date past the 12th decides: no note.
    @Test func aDecidingDateLeavesNoNote() throws {
        let statement = try oneStatement(Self.text + "13/03/2025,Dinner,-30.00\n", currency: .usd)
        #expect(statement.transactions.last?.date.iso == "2025-03-13")
        #expect(statement.verification.notes.isEmpty)
    }
}
