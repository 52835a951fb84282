import Foundation
@testable import StatementCore
import Testing

/// Rows made from their drafts on several threads, a block at a time, are the rows one thread makes.
@Suite struct StatementParserRowsTests {
    @Test func twoThreadsMakeTheRowsOfSeveralBlocksAsOneDoes() {
        // 4,500 rows: more than one block of drafts.
        let pages = HandBuiltPage.cardPayments(pages: 18)
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
