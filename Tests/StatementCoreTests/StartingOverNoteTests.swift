import Testing
@testable import StatementCore

/// Rows left out because their table starts over after the account's rows reached the closing
/// balance are said with the statement: they may be another account's that no heading named.
@Suite struct StartingOverNoteTests {
    private func table(_ page: inout HandBuiltPage, opening: String, rows: [(String, String, String, String)], closing: String) {
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right(opening, 520))
        for (date, text, amount, balance) in rows {
            page.line(.left(date, 40), .left(text, 110), .right(amount, 440), .right(balance, 520))
        }
        page.line(.left("Closing balance", 110), .right(closing, 520))
    }

    @Test func theLeftOutRowsAreNoted() throws {
        var first = HandBuiltPage(number: 1)
        first.line(.left("Northwind Test Bank", 40))
        first.line(.left("Account number 12345678", 40), .left("Currency GBP", 430))
        first.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        table(
            &first, opening: "1,234.56",
            rows: [("03/03/2025", "CARD PAYMENT TESCO", "-48.65", "1,185.91"), ("25/03/2025", "SPOTIFY", "-11.99", "1,173.92")],
            closing: "1,173.92")
        var second = HandBuiltPage(number: 2)
        second.line(.left("Your other account", 40))
        table(
            &second, opening: "5,000.00",
            rows: [("03/03/2025", "TRANSFER IN", "100.00", "5,100.00"), ("07/03/2025", "INTEREST", "0.17", "5,100.17")],
            closing: "5,100.17")
        let statement = try #require(StatementParser().parseAll(pages: [first.page, second.page]).first)
        #expect(statement.rows == ["2025-03-03 -48.65 CARD PAYMENT TESCO", "2025-03-25 -11.99 SPOTIFY"])
        #expect(statement.verification.verdict == .verified)
        let note = try #require(statement.verification.notes.first { $0.message.contains("left out") })
        #expect(note.page == 2 && note.line == second.lines.first { $0.text.hasPrefix("03/03/2025") }?.number)
        #expect(note.message.hasPrefix("2 dated rows from here on left out"))
    }
}
