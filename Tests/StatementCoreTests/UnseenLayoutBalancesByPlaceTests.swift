@testable import StatementCore
import Testing

/// Issue 34 item 4: balances found by where they stand. A statement whose opening and closing
/// carry wording the parser does not know (or no label at all) still prints them where balances
/// stand: one above the table's first row, one below its last. The arithmetic takes the one pair
/// the rows lead from one to the other; where two pairs fit, neither is taken.
@Suite struct UnseenLayoutBalancesByPlaceTests {
    /// A table of three movements (net +12.50) between two figures printed apart from the rows.
    static func page(
        header: [HandBuiltPage.Cell], above: [HandBuiltPage.Cell]?, below: [HandBuiltPage.Cell]?, extraAbove: [HandBuiltPage.Cell]? = nil,
        extraBelow: [HandBuiltPage.Cell]? = nil,
        amounts: [String] = ["-25.00", "50.00", "-12.50"]
    ) -> TextPage {
        var page = HandBuiltPage()
        page.line(.left("Harbourside Bank", 40))
        page.line(.left("Statement 01/03/2025 - 31/03/2025", 40))
        if let above { page.line(cells: above) }
        if let extraAbove { page.line(cells: extraAbove) }
        page.line(cells: header)
        page.line(.left("05/03/2025", 40), .left("Card payment Fabrikam", 110), .right(amounts[0], 440))
        page.line(.left("12/03/2025", 40), .left("Transfer from savings", 110), .right(amounts[1], 440))
        page.line(.left("19/03/2025", 40), .left("Card payment Northwind", 110), .right(amounts[2], 440))
        if let below { page.line(cells: below) }
        if let extraBelow { page.line(cells: extraBelow) }
        return page.page
    }

    static let englishHeader: [HandBuiltPage.Cell] = [.left("Date", 40), .left("Details", 110), .right("Amount", 440)]
    static let germanHeader: [HandBuiltPage.Cell] = [.left("Datum", 40), .left("Beschreibung", 110), .right("Betrag", 440)]

    @Test func figuresAboveAndBelowTheRowsUnderWordingNobodyKnowsAreTheBalances() {
        let statement = StatementParser().parse(
            pages: [
                Self.page(
                    header: Self.englishHeader, above: [.left("Quorvel position", 110), .right("1,000.00", 440)],
                    below: [.left("Quorvel position now", 110), .right("1,012.50", 440)])
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.openingBalance?.minorUnits == 100_000)
        #expect(statement.closingBalance?.minorUnits == 101_250)
    }

    @Test func figuresWithNoLabelAtAllUnderAGermanHeaderAreTheBalances() {
        let statement = StatementParser().parse(
            pages: [
                Self.page(
                    header: Self.germanHeader, above: [.right("1.000,00", 440)], below: [.right("1.012,50", 440)],
                    amounts: ["-25,00", "50,00", "-12,50"])
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.closingBalance?.minorUnits == 101_250)
    }

    /// Two openings above and two closings below, each pair fitting the rows: the rows are
    /// not proven by guessing which.
    @Test func twoPairsThatBothFitLeaveTheBalancesUnknown() {
        let statement = StatementParser().parse(
            pages: [
                Self.page(
                    header: Self.englishHeader, above: [.right("1,000.00", 440)], below: [.right("1,012.50", 440)],
                    extraAbove: [.right("2,000.00", 440)], extraBelow: [.right("2,012.50", 440)])
            ])
        #expect(statement.verification.verdict != .verified, "\(statement.problemTexts)")
        #expect(statement.closingBalance == nil)
    }

    /// No pair fits the rows (a row is missing): nothing is taken, and the figures keep the
    /// statement from passing as one that prints no balance.
    @Test func figuresThatDoNotFitTheRowsAreNotTaken() {
        let statement = StatementParser().parse(
            pages: [
                Self.page(
                    header: Self.englishHeader, above: [.left("Quorvel position", 110), .right("1,000.00", 440)],
                    below: [.left("Quorvel position now", 110), .right("1,099.00", 440)])
            ])
        #expect(statement.verification.verdict == .failed, "\(statement.problemTexts)")
        #expect(statement.closingBalance == nil)
    }
}
