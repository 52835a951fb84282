import Foundation
import StatementCore
import Testing

/// The lines of a statement read on several threads give the statement one thread gives.
@Suite struct ParallelLineReadingTests {
    /// Four pages of 250 rows each (1,000 lines, so three threads each read a run of them), with
    /// a two-line row on every page and a page footer that repeats.
    private func pages() -> [TextPage] {
        var pages: [TextPage] = []
        var balance = 1_000_000
        for number in 1...4 {
            var page = HandBuiltPage(number: number)
            if number == 1 {
                page.line(.left("Fabrikam Test Bank", 40))
                page.line(.left("Statement period 01 Jan 2025 to 31 Jan 2025", 40))
                page.line(.left("Opening balance", 40), .right("10000.00", 520))
            }
            page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
            for row in 0..<250 {
                let amount = 1 + (row * 37 + number) % 900
                balance -= amount
                page.line(.left("\(1 + row % 28) Jan 2025", 40), .left("CARD PAYMENT \(number)-\(row)", 110),
                          .right("-\(amount / 100).\(String(format: "%02d", amount % 100))", 440),
                          .right("\(balance / 100).\(String(format: "%02d", balance % 100))", 520))
                if row == 7 { page.line(.left("LONDON GB", 110)) }
            }
            page.line(.left("Page \(number) of 4", 40), gap: 40)
            pages.append(page.page)
        }
        return pages
    }

    @Test func threeThreadsParseAMultiPageStatementAsOneDoes() {
        let pages = pages()
        #expect(pages.flatMap(\.lines).count >= 1_000)
        let one = StatementParser(threads: 1).parse(pages: pages)
        let three = StatementParser(threads: 3).parse(pages: pages)
        #expect(one == three)
        #expect(one.transactions.count == 1_000)
        #expect(StatementParser(threads: 3).parseAll(pages: pages) == StatementParser().parseAll(pages: pages))
    }
}
