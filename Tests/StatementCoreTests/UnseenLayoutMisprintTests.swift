import Testing
@testable import StatementCore

/// A running balance or amount that breaks once is one problem, at its page and line.
@Suite struct UnseenLayoutMisprintTests {
    private func usPage(_ number: Int) -> HandBuiltPage {
        var page = HandBuiltPage(number: number)
        page.line(.left("Fabrikam Test Bank", 40), .left("Page \(number) of 2", 460))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
        return page
    }

    /// The bank misprinted one running balance; the balances after it and the ending balance
    /// follow from the rows, so every row is proven: verified, with the misprint as a note at
    /// its page and line (refusing the statement would punish the user for the bank's typo).
    @Test func oneMisprintedRunningBalanceIsOneNoteAtItsPageAndLine() throws {
        var first = usPage(1)
        first.line(.left("Beginning balance", 110), .right("$1,000.00", 520))
        first.line(.left("03/03/2025", 40), .left("GROCERY STORE", 110), .right("-$45.20", 440), .right("$954.80", 520))
        first.line(.left("03/04/2025", 40), .left("PAYROLL DEPOSIT", 110), .right("$1,200.00", 440), .right("$2,154.80", 520))
        var second = usPage(2)
        second.line(.left("03/10/2025", 40), .left("ELECTRIC COMPANY", 110), .right("-$80.00", 440), .right("$2,074.80", 520))
        // Misprinted: 2,074.80 - 12.50 is 2,062.30; the rows after it follow from 2,062.30.
        second.line(.left("03/12/2025", 40), .left("COFFEE SHOP", 110), .right("-$12.50", 440), .right("$2,026.30", 520))
        second.line(.left("03/15/2025", 40), .left("RENT", 110), .right("-$900.00", 440), .right("$1,162.30", 520))
        second.line(.left("03/20/2025", 40), .left("REFUND", 110), .right("$20.00", 440), .right("$1,182.30", 520))
        second.line(.left("Ending balance", 110), .right("$1,182.30", 520))
        let statement = UnseenLayout.parse(first, second)
        #expect(statement.currency.code == "USD")
        #expect(statement.period == nil)
        #expect(
            statement.rows == [
                "2025-03-03 -45.20 GROCERY STORE", "2025-03-04 1200.00 PAYROLL DEPOSIT", "2025-03-10 -80.00 ELECTRIC COMPANY",
                "2025-03-12 -12.50 COFFEE SHOP", "2025-03-15 -900.00 RENT", "2025-03-20 20.00 REFUND",
            ])
        #expect(statement.balancesText == ["1000.00", "1182.30"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.verification.problems.isEmpty, "\(statement.problemTexts)")
        #expect(statement.verification.notes.count == 1)
        let note = try #require(statement.verification.notes.first)
        #expect(note.page == 2)
        #expect(note.line == 4)
        #expect(note.message.contains("2,026.30"))
        #expect(note.message.contains("misprint"))
    }

    @Test func oneMisprintedAmountIsOneProblemAtItsPageAndLine() throws {
        var first = usPage(1)
        first.line(.left("Beginning balance", 110), .right("$1,000.00", 520))
        first.line(.left("03/03/2025", 40), .left("GROCERY STORE", 110), .right("-$45.20", 440), .right("$954.80", 520))
        var second = usPage(2)
        // Printed -54.20 where the balance moved by 45.20 (a transposition): the rows after it
        // follow from its printed balance.
        second.line(.left("03/10/2025", 40), .left("ELECTRIC COMPANY", 110), .right("-$54.20", 440), .right("$909.60", 520))
        second.line(.left("03/15/2025", 40), .left("RENT", 110), .right("-$900.00", 440), .right("$9.60", 520))
        second.line(.left("Ending balance", 110), .right("$9.60", 520))
        let statement = UnseenLayout.parse(first, second)
        #expect(statement.currency.code == "USD")
        #expect(statement.rows == ["2025-03-03 -45.20 GROCERY STORE", "2025-03-10 -54.20 ELECTRIC COMPANY", "2025-03-15 -900.00 RENT"])
        #expect(statement.balancesText == ["1000.00", "9.60"])
        #expect(statement.verification.verdict == .failed)
        #expect(statement.verification.problems.count == 1, "\(statement.problemTexts)")
        let problem = try #require(statement.verification.problems.first)
        #expect(problem.page == 2)
        #expect(problem.line == 3)
    }
}
