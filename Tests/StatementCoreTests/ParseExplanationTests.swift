import Testing
@testable import StatementCore

/// `parse --explain`: every line with its role and reason, then the statement's decisions.
@Suite struct ParseExplanationTests {
    @Test func everyLineIsExplainedAndTheDecisionsFollow() {
        let pages = CompletenessTests.pages(.everything)
        let explanation = ParseExplanation.explain(pages: pages, parser: StatementParser())
        #expect(explanation.lines.count == pages.flatMap(\.lines).count)
        let text = explanation.text
        #expect(text.contains("p1 l4 header | columns date"))
        #expect(text.contains("p1 l5 row | date 2025-03-14, amount -25.50, balance 974.50"))
        #expect(text.contains(" page-number | page numbering | Page 1 of 3"))
        #expect(text.contains(" total | printed total 62.00 | Total paid out") || text.contains(" total | printed total"))
        #expect(text.contains(" summary | summary label (opening) 1000.00"))
        #expect(text.contains("decision decimal-mark: '.'"))
        #expect(text.contains("decision date-order: day-month (a printed date is only valid read that way)"))
        #expect(text.contains("decision year: yearless dates take the year that puts them in the statement period 2025-03-01..2025-03-31"))
        #expect(text.contains("decision currency: GBP (evidence: sort code"))
        #expect(text.contains("verdict: verified"))
        #expect(text.contains("check passed: opening 1,000.00 + 12 rows"))
    }

    @Test func anOverviewAndItemsNotBookedSayWhyTheyAreNoRows() {
        var page = HandBuiltPage()
        page.line(.left("Lakeside Credit Union", 40))
        page.line(.left("Statement period 01/04/2025 to 30/04/2025", 40))
        page.line(
            .left("Account", 40), .right("BALANCE FORWARD", 260), .right("TOTAL DEBITS", 340),
            .right("TOTAL CREDITS", 430), .right("CLOSING BALANCE", 530))
        page.line(.left("Checking ...5521", 40), .right("500.00", 260), .right("70.00", 340), .right("0.00", 430), .right("430.00", 530))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420))
        page.line(.left("02/04/2025", 40), .left("GROCERY STORE", 110), .right("-70.00", 420))
        page.line(.left("Pending transactions", 40))
        page.line(.left("29/04/2025", 40), .left("HOTEL BOOKING HOLD", 110), .right("-250.00", 420))
        let text = ParseExplanation.explain(pages: [page.page], parser: StatementParser()).text
        #expect(text.contains("p1 l4 summary | accounts overview"), "\(text)")
        #expect(text.contains("p1 l8 left-out | under a heading of items not booked"), "\(text)")
    }

    /// The readings tried for a decision the first reading left unproven, each with its verdict,
    /// and the one chosen, as the parse recorded them. Two rows: one step between their
    /// balances is too few for the arithmetic to name the balance column on the first reading.
    @Test func theCandidatesOfADecisionAreShownWithTheOneChosen() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 110), .right("100.00", 530))
        page.line(.left("Date", 40), .left("Description", 110))
        page.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("80.00", 440), .right("-20.00", 530))
        page.line(.left("10/03/2025", 40), .left("Salary", 110), .right("580.00", 440), .right("500.00", 530))
        page.line(.left("Closing balance", 110), .right("580.00", 530))
        let text = ParseExplanation.explain(pages: [page.page], parser: StatementParser()).text
        #expect(text.contains("decision reading: columns: unlabelled money columns: the amount, then the running balance last: failed"), "\(text)")
        #expect(
            text.contains(
                "decision reading: columns: unlabelled money columns: the running balance first, then the amount: verified, 2 rows, 0 lines unread, 2 proven by the running balance <- chosen"
            ), "\(text)")
        #expect(text.contains("p1 l5 row | date 2025-03-03, amount -20.00, balance 80.00, columns balance+amount"), "\(text)")
    }

    /// With steps enough, the arithmetic names the balance column on the first reading, and the
    /// trace says the roles came from it.
    @Test func rolesFromTheArithmeticAreSaid() {
        let text = ParseExplanation.explain(pages: [UnseenLayoutHypothesisTests.balanceFirstPage().page], parser: StatementParser()).text
        #expect(
            text.contains(
                "p1 l5 row | date 2025-03-03, amount -20.00, balance 80.00, columns balance+amount, roles by the arithmetic"), "\(text)")
    }
}
