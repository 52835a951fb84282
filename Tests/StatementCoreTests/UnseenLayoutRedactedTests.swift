@testable import StatementCore
import Testing

/// A copy whose descriptions were blacked out: rows with a date and money only, and here and
/// there a letter or two the redaction left ("A", "co") between two rows. Such a fragment is no
/// entry's narration: the rows beside it are not read as missing their description, and the
/// statement proven by its balances verifies. A word left there still keeps it from `verified`.
@Suite struct UnseenLayoutRedactedTests {
    static func page(fragment: String) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Harbourside Savings Bank", 40))
        page.line(.left("Statement 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 40), .right("1,000.00", 300))
        page.line(.left("Closing balance", 40), .right("1,125.00", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Withdrawals", 380), .right("Deposits", 460), .right("Balance", 540))
        page.line(.left("03/03/2025", 40), .right("25.00", 380), .right("975.00", 540))
        page.line(.left(fragment, 150))
        page.line(.left("04/03/2025", 40), .right("50.00", 380), .right("925.00", 540))
        page.line(.left("10/03/2025", 40), .right("300.00", 460), .right("1,225.00", 540))
        page.line(.left("12/03/2025", 40), .right("100.00", 380), .right("1,125.00", 540))
        page.line(.left("Thank you for banking with us", 40))
        return page
    }

    @Test(arguments: ["A", "co", "1"]) func aLetterOrTwoLeftByARedactionIsNoNarration(_ fragment: String) {
        let statement = StatementParser().parse(pages: [Self.page(fragment: fragment).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2_500, -5_000, 30_000, -10_000], "\(statement.rows)")
    }

    @Test func aWordBesideRowsWithNoDescriptionIsNotVerified() {
        let statement = StatementParser().parse(pages: [Self.page(fragment: "Corner Grocer").page])
        #expect(statement.verification.verdict != .verified, "\(statement.rows)")
    }
}
