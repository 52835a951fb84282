import Foundation
import StatementCore
import Testing

/// A statement's lines read and counted on several threads give the statement one thread gives.
@Suite struct LineChunksTests {
    @Test(arguments: [false, true])
    func threeThreadsParseAMultiPageStatementAsOneDoes(comma: Bool) {
        let pages = HandBuiltPage.cardPayments(pages: 4, comma: comma)
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
