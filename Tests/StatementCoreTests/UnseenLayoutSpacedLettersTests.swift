import Testing
@testable import StatementCore

/// Letter-spaced text: a PDF that sets its glyphs apart gives its words in pieces ("03 /0 2
/// CO FF EE"), so no date or amount reads. Where the document's gaps fall in a narrow and a wide
/// cluster, the reading that joins the pieces at the valley between is tried, and the verifier
/// keeps it when it proves the statement.
@Suite struct UnseenLayoutSpacedLettersTests {
    private func card(spaced: Bool, closing: String = "£136.99") -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Contoso Test Card", 40))
        page.line(.left("Credit card statement", 40))
        page.line(.left("Card number 4929 1234 5678 3107", 40))
        page.line(.left("Statement period 15 Dec 2024 to 14 Jan 2025", 40))
        page.line(.left("Minimum payment", 40), .right("£25.00", 300))
        let rows: [(String, String, String)] = [
            ("17/12/2024", "COFFEE HOUSE LONDON", "4.50"), ("20/12/2024", "BOOKSHOP ON THE CORNER", "18.99"),
            ("24/12/2024", "PAYMENT RECEIVED THANK YOU", "-100.00"), ("03/01/2025", "GROCERY MARKET", "13.50"),
        ]
        let draw = { (page: inout HandBuiltPage, cells: [HandBuiltPage.Cell]) in
            if spaced {
                switch cells.count {
                case 2: page.spacedLine(cells[0], cells[1])
                default: page.spacedLine(cells[0], cells[1], cells[2])
                }
            } else {
                page.line(cells: cells)
            }
        }
        draw(&page, [.left("Previous balance", 40), .right("£200.00", 300)])
        draw(&page, [.left("New balance", 40), .right(closing, 300)])
        page.line(.left("Date", 40), .left("Description", 120), .right("Amount", 520))
        for row in rows { draw(&page, [.left(row.0, 40), .left(row.1, 120), .right(row.2, 520)]) }
        return page
    }

    @Test func piecesOfWordsAreJoinedWhenTheJoinedReadingVerifies() {
        let statement = UnseenLayout.parse(card(spaced: true))
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(
            statement.rows == [
                "2024-12-17 -4.50 COFFEE HOUSE LONDON", "2024-12-20 -18.99 BOOKSHOP ON THE CORNER",
                "2024-12-24 100.00 PAYMENT RECEIVED THANK YOU", "2025-01-03 -13.50 GROCERY MARKET",
            ])
        #expect(statement.balancesText == ["-200.00", "-136.99"])
        let explanation = ParseExplanation.explain(pages: [card(spaced: true).page], parser: StatementParser())
        let spacing = explanation.statements.first?.decisions.trace?.decisions.first { $0.name == "spacing" }
        #expect(spacing?.chosen == 1)
        #expect(spacing?.candidates.map(\.verdict) == [.failed, .verified])
        #expect(spacing?.candidates.last?.hypothesis.hasPrefix("letters spaced apart: words rejoined across gaps under") == true)
    }

    @Test func aJoinedReadingThatDoesNotVerifyIsNotKept() {
        let statement = UnseenLayout.parse(card(spaced: true, closing: "£999.99"))
        #expect(statement.verification.verdict == .failed)
        // The failure told is the first reading's: the pieces as the PDF set them.
        #expect(statement.transactions.count < 4)
    }

    @Test func wordsSetAsUsualAreNeverJoined() {
        let page = card(spaced: false)
        #expect(SpacedLetters.joiningGap(in: [page.page]) == nil)
        let statement = UnseenLayout.parse(page)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.decisions.readings == nil)
    }

    @Test func aLineOfWholeWordsSetTightKeepsItsWords() {
        var page = HandBuiltPage()
        page.line(.left("TOTAL DUE NOW", 40), .right("£6.00", 300))
        #expect(!SpacedLetters.isSpaced(page.lines[0]))
        page.spacedLine(.left("GROCERY MARKET", 40), .right("13.50", 300))
        #expect(SpacedLetters.isSpaced(page.lines[1]))
        let joined = SpacedLetters.joined([page.page], closerThan: 0.35)[0].lines
        #expect(joined.map(\.text) == ["TOTAL DUE NOW £6.00", "GROCERY MARKET 13.50"])
    }
}
