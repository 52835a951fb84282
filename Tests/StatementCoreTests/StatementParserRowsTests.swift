import Foundation
@testable import StatementCore
import Testing

/// Rows made from their drafts on several threads, a block at a time, are the rows one thread makes.
@Suite struct StatementParserRowsTests {
    /// 18 pages of 250 rows (4,500 rows: more than one block of drafts), with a two-line row on every page.
    private func pages() -> [TextPage] {
        var pages: [TextPage] = []
        var balance = 5_000_000
        func money(_ minor: Int) -> String { "\(minor / 100).\(String(format: "%02d", minor % 100))" }
        for number in 1...18 {
            var page = HandBuiltPage(number: number)
            if number == 1 {
                page.line(.left("Fabrikam Test Bank", 40))
                page.line(.left("Statement period 01 Jan 2025 to 31 Mar 2025", 40))
                page.line(.left("Opening balance", 40), .right(money(balance), 520))
            }
            page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
            for row in 0..<250 {
                let amount = 1 + (row * 37 + number) % 900
                balance -= amount
                page.line(.left("\(1 + (number * 250 + row) / 60 % 28) \(["Jan", "Feb", "Mar"][number / 7]) 2025", 40),
                          .left("CARD PAYMENT \(number)-\(row)", 110), .right("-" + money(amount), 440), .right(money(balance), 520))
                if row == 7 { page.line(.left("LONDON GB", 110)) }
            }
            pages.append(page.page)
        }
        return pages
    }

    @Test func twoThreadsMakeTheRowsOfSeveralBlocksAsOneDoes() {
        let pages = pages()
        let one = StatementParser(threads: 1).parse(pages: pages)
        let two = StatementParser(threads: 2).parse(pages: pages)
        #expect(one.transactions.count == 4_500)
        #expect(one.transactions.count > StatementParser.draftsAtATime)
        #expect(one == two)
        #expect(one.transactions.first?.description == "CARD PAYMENT 1-0")
        #expect(one.transactions.last?.description == "CARD PAYMENT 18-249")
        #expect(one.transactions.first(where: { $0.description.hasPrefix("CARD PAYMENT 1-7") })?.description == "CARD PAYMENT 1-7 LONDON GB")
    }
}
