import Foundation
import StatementCore
import Testing

/// A statement's lines read and counted on several threads give the statement one thread gives.
@Suite struct LineChunksTests {
    /// Four pages of 250 rows each (1,000 lines, so three threads each take a run of them), with
    /// a two-line row on every page and a page footer that repeats. `comma`: amounts with a
    /// decimal comma, and the currency printed beside the balances of pages 3 and 4 only, so
    /// the votes of every line decide it.
    private func pages(comma: Bool) -> [TextPage] {
        var pages: [TextPage] = []
        var balance = 1_000_000
        func money(_ minor: Int) -> String { "\(minor / 100)\(comma ? "," : ".")\(String(format: "%02d", minor % 100))" }
        for number in 1...4 {
            var page = HandBuiltPage(number: number)
            if number == 1 {
                page.line(.left("Fabrikam Test Bank", 40))
                page.line(.left("Statement period 01 Jan 2025 to 31 Jan 2025", 40))
                page.line(.left("Opening balance", 40), .right(money(balance), 520))
            }
            page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
            for row in 0..<250 {
                let amount = 1 + (row * 37 + number) % 900
                balance -= amount
                let currency = comma && number >= 3 ? " EUR" : ""
                page.line(.left("\(1 + row % 28) Jan 2025", 40), .left("CARD PAYMENT \(number)-\(row)", 110),
                          .right("-" + money(amount), 440), .right(money(balance) + currency, 540))
                if row == 7 { page.line(.left("LONDON GB", 110)) }
            }
            page.line(.left("Page \(number) of 4", 40), gap: 40)
            pages.append(page.page)
        }
        return pages
    }

    @Test(arguments: [false, true])
    func threeThreadsParseAMultiPageStatementAsOneDoes(comma: Bool) {
        let pages = pages(comma: comma)
        #expect(pages.flatMap(\.lines).count >= 1_000)
        let one = StatementParser(threads: 1).parse(pages: pages)
        let three = StatementParser(threads: 3).parse(pages: pages)
        #expect(one == three)
        #expect(one.transactions.count == 1_000)
        #expect(one.transactions.first?.amount.decimalString == "-0.02")
        if comma { #expect(one.currency.code == "EUR") }
        #expect(StatementParser(threads: 3).parseAll(pages: pages) == StatementParser().parseAll(pages: pages))
    }
}
