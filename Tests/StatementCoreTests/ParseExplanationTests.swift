import Testing
import StatementCore

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
}
