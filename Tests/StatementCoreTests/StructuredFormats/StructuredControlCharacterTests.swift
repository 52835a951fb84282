import Testing

@testable import StatementCore

/// A download's descriptions come from the bank's servers, or from anyone who hands a person a
/// file: a terminal escape in one would reach `transactions`, `review` and the reports as it is
/// and drive the terminal. The readers keep none.
@Suite struct StructuredControlCharacterTests {
    @Test func aCSVDescriptionKeepsNoControlCharacter() throws {
        let text = "Date,Description,Amount,Balance\n2025-01-02,\"Coffee\u{1B}[31m red\u{7}\",-10.00,990.00\n2025-01-03,Tea\u{9B}2J,-5.00,985.00\n"
        let statements = try StructuredStatementReader.read(Array(text.utf8), name: "x.csv", options: StructuredReadOptions(currency: .usd))
        let rows = try #require(statements.first).statement.transactions
        #expect(rows.map(\.description) == ["Coffee [31m red", "Tea 2J"])
        #expect(rows.allSatisfy { !$0.rawText.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } })
    }

    @Test func aQIFPayeeKeepsNoControlCharacter() throws {
        let text = "!Type:Bank\nD01/02/2025\nT-10.00\nPCoffee\u{1B}]0;title\u{7}shop\n^\n"
        let statements = try StructuredStatementReader.read(Array(text.utf8), name: "x.qif", options: StructuredReadOptions(currency: .usd))
        #expect(try #require(statements.first).statement.transactions.map(\.description) == ["Coffee ]0;title shop"])
    }
}
