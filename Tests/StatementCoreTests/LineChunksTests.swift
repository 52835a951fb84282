import Foundation
import Testing
@testable import StatementCore

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

    /// Pages are unfolded and read whole on one thread: runs start where a page starts, hold
    /// enough lines to share, and cover every line once.
    @Test(arguments: [1, 2, 3, 8])
    func pageRunsKeepEachPageWhole(threads: Int) {
        let lines = HandBuiltPage.cardPayments(pages: 4, comma: false).flatMap(\.lines)
        let runs = LineChunks.pageRuns(lines, threads: threads)
        #expect(runs.first?.lowerBound == 0)
        #expect(runs.last?.upperBound == lines.count)
        for (run, next) in zip(runs, runs.dropFirst()) {
            #expect(run.upperBound == next.lowerBound)
            #expect(lines[run.upperBound - 1].page != lines[run.upperBound].page)
        }
        #expect(runs.allSatisfy { runs.count == 1 || $0.count >= LineChunks.minimumLinesPerThread })
        #expect(runs.count <= threads)
        #expect(threads == 1 ? runs.count == 1 : runs.count > 1)
    }
}
