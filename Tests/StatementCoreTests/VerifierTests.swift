import Testing
import StatementCore

@Suite struct VerifierTests {
    private func money(_ text: String) -> Money { Money(decimalString: text, currency: .gbp)! }

    private func row(_ amount: String, balance: String?, line: Int, page: Int = 1) -> Transaction {
        Transaction(
            date: LocalDate(year: 2025, month: 3, day: line)!, description: "ROW \(line)",
            amount: money(amount), balance: balance.map(money), page: page, line: line)
    }

    @Test func statementThatAddsUpIsVerified() throws {
        let rows = [row("-25.50", balance: "974.50", line: 5), row("1500.00", balance: "2474.50", line: 6)]
        let result = try Verifier.verify(opening: money("1000.00"), closing: money("2474.50"), transactions: rows)
        #expect(result.verdict == .verified)
        #expect(result.problems.isEmpty)
    }

    @Test func statementWithoutBalancesIsUnverifiable() throws {
        let rows = [row("-25.50", balance: nil, line: 5), row("1500.00", balance: nil, line: 6)]
        let result = try Verifier.verify(opening: nil, closing: nil, transactions: rows)
        #expect(result.verdict == .unverifiable)
    }

    @Test func runningBalanceBreakIsReportedOnceWithPageAndLine() throws {
        // The row on page 2, line 7 prints 900.00 where 950.00 follows; every later balance
        // follows from the printed 900.00, so only that row is reported.
        let rows = [
            row("-50.00", balance: "950.00", line: 5),
            row("-10.00", balance: "940.00", line: 6),
            row("10.00", balance: "900.00", line: 7, page: 2),
            row("-100.00", balance: "800.00", line: 8, page: 2),
            row("200.00", balance: "1000.00", line: 9, page: 2),
        ]
        let result = try Verifier.verify(opening: money("1000.00"), closing: money("1000.00"), transactions: rows)
        #expect(result.verdict == .failed)
        let running = result.problems.filter { $0.message.contains("does not follow") }
        #expect(running.count == 1)
        let problem = try #require(running.first)
        #expect(problem.page == 2)
        #expect(problem.line == 7)
        #expect(problem.description.hasPrefix("page 2, line 7: "))
        #expect(!result.problems.contains { $0.line == 8 || $0.line == 9 })
    }

    @Test func totalsProblemNamesTheRowThatWouldFitWithTheOppositeSign() throws {
        let rows = [
            row("-25.50", balance: nil, line: 5),
            row("40.00", balance: nil, line: 6),
            row("-12.00", balance: nil, line: 7),
        ]
        // The truth: the 40.00 row is money out, so 1000.00 - 25.50 - 40.00 - 12.00 = 922.50.
        let result = try Verifier.verify(opening: money("1000.00"), closing: money("922.50"), transactions: rows)
        #expect(result.verdict == .failed)
        let problem = try #require(result.problems.first)
        #expect(result.problems.count == 1)
        #expect(problem.line == 6)
        #expect(problem.page == 1)
        #expect(problem.message.contains("opposite sign"))
        #expect(problem.message.contains("40.00"))
    }

    @Test func lastBalanceMustMatchClosingWhenNoOpeningIsPrinted() throws {
        let rows = [row("-25.50", balance: "974.50", line: 5), row("-4.50", balance: "970.00", line: 6)]
        // The end is proven, the start is not: rows before the first balance could be missing.
        #expect(try Verifier.verify(opening: nil, closing: money("970.00"), transactions: rows).verdict == .unverifiable)
        let failed = try Verifier.verify(opening: nil, closing: money("960.00"), transactions: rows)
        #expect(failed.verdict == .failed)
        #expect(failed.problems.first?.line == 6)
    }
}
