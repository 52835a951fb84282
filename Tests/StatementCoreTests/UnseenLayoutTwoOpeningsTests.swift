import Testing
@testable import StatementCore

/// Bills that print two openings that disagree (a payment box's "brought forward on this
/// statement" beside the account summary's own): the one the rows lead to the printed closing
/// from is the opening, whichever is printed first.
@Suite struct UnseenLayoutTwoOpeningsTests {
    @Test(arguments: [
        ("Balance brought forward on this statement", "Balance brought forward", "Closing balance", "Payments and credits"),
        ("Saldo anterior en este extracto", "Saldo anterior", "Saldo final", "Pagos y abonos"),
    ])
    func theOpeningTheRowsCloseFromIsChosen(first: String, second: String, closing: String, credits: String) {
        var page = HandBuiltPage()
        page.line(.left("Example Business Card", 40))
        page.line(.left("Credit card statement", 40))
        page.line(.left("Card number 4929 1234 5678 3107", 40))
        page.line(.left("Statement period 6 Oct 2025 to 5 Nov 2025", 40))
        page.line(.left(first, 200), .right("-150.00", 550))
        page.line(.left("Credit limit", 200), .right("5,000.00", 550))
        page.line(.left(second, 200), .right("350.00", 550))
        page.line(.left(credits, 200), .right("-600.00", 550))
        page.line(.left(closing, 200), .right("-150.00", 550))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 550))
        page.line(.left("09 Oct 25", 40), .left("GROCER EXAMPLE", 110), .right("40.00", 550))
        page.line(.left("21 Oct 25", 40), .left("FUND TRANSFER", 110), .right("-600.00", 550))
        page.line(.left("30 Oct 25", 40), .left("BOOKSHOP EXAMPLE", 110), .right("60.00", 550))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["-350.00", "150.00"])
        #expect(
            statement.rows == [
                "2025-10-09 -40.00 GROCER EXAMPLE", "2025-10-21 600.00 FUND TRANSFER", "2025-10-30 -60.00 BOOKSHOP EXAMPLE",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// Two openings neither of which the rows close from: the first stays, and the bill fails.
    @Test func noOpeningTheRowsCloseFromKeepsTheFirstAndFails() {
        var page = HandBuiltPage()
        page.line(.left("Example Business Card", 40))
        page.line(.left("Credit card statement", 40))
        page.line(.left("Card number 4929 1234 5678 3107", 40))
        page.line(.left("Statement period 6 Oct 2025 to 5 Nov 2025", 40))
        page.line(.left("Balance brought forward on this statement", 200), .right("-150.00", 550))
        page.line(.left("Balance brought forward", 200), .right("300.00", 550))
        page.line(.left("Closing balance", 200), .right("-150.00", 550))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 550))
        page.line(.left("09 Oct 25", 40), .left("GROCER EXAMPLE", 110), .right("40.00", 550))
        page.line(.left("21 Oct 25", 40), .left("FUND TRANSFER", 110), .right("-600.00", 550))
        page.line(.left("30 Oct 25", 40), .left("BOOKSHOP EXAMPLE", 110), .right("60.00", 550))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText.first == "150.00")
        #expect(statement.verification.verdict == .failed)
    }
}
