@testable import StatementCore
import Testing

/// A second list printed under the account's table, each line with a date and money in the
/// table's columns (fund trades, the units of a savings pocket) but no running balance of the
/// account: read as rows, the rows run past the closing. The arithmetic ends the table at the
/// row whose running balance reaches the printed closing balance, wherever that closing is
/// printed and whatever words (or none) head the second list, and only where no row after it
/// steps a running balance.
@Suite struct UnseenLayoutClosingReachedTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var opening: String
        var closing: String
        /// The summary printed above the table (true) or the closing under it on page 1 (false).
        var summaryOnTop: Bool
        /// The words over the second list; nil: none.
        var secondHeading: String?
        var money: @Sendable (Int64) -> String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "closing in a summary above the table, the fund list headed in English", opening: "Opening balance",
            closing: "Closing balance", summaryOnTop: true, secondHeading: "Money market fund transactions", money: LanguageStatement.english),
        Form(
            name: "Anfangssaldo and Endsaldo above, the second list under no heading", opening: "Anfangssaldo", closing: "Endsaldo",
            summaryOnTop: true, secondHeading: nil, money: LanguageStatement.european),
        Form(
            name: "closing printed at the top in French, the list headed in unknown words", opening: "Solde initial",
            closing: "Solde final", summaryOnTop: true, secondHeading: "Quux Frobnitz Wibble", money: LanguageStatement.european),
    ]

    static func page(_ form: Form, secondListBalances: [Int64]? = nil) -> HandBuiltPage {
        let money = form.money
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        if form.summaryOnTop {
            page.line(.left(form.opening, 40), .right(money(100_000), 300))
            page.line(.left(form.closing, 40), .right(money(108_000), 300))
        }
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        let rows: [(String, String, Int64, Int64)] = [
            ("03/03/2025", "Corner shop", -2_000, 98_000), ("05/03/2025", "Salary", 50_000, 148_000),
            ("17/03/2025", "Rent", -40_000, 108_000),
        ]
        for (date, text, amount, balance) in rows {
            page.line(.left(date, 40), .left(text, 110), .right((amount < 0 ? "-" : "") + money(abs(amount)), 440), .right(money(balance), 530))
        }
        if let heading = form.secondHeading { page.line(.left(heading, 40), gap: 20) }
        // Each line's last figure is the trade's value, not a balance of the account.
        let trades: [(String, Int64)] = [("04/03/2025", 2_500), ("10/03/2025", 900), ("21/03/2025", 4_750)]
        for (index, (date, value)) in trades.enumerated() {
            let last = secondListBalances?[index] ?? value
            page.line(.left(date, 40), .left("Fund purchase", 110), .right(money(value), 440), .right(money(last), 530))
        }
        return page
    }

    @Test(arguments: forms) func theTableEndsWhereTheRunningBalanceReachesTheClosing(_ form: Form) {
        let statement = StatementParser().parse(pages: [Self.page(form).page])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2_000, 50_000, -40_000], "\(statement.rows)")
        #expect(statement.closingBalance?.minorUnits == 108_000)
        #expect(
            statement.decisions.readings?.contains {
                $0.hasPrefix("table ends at the row whose running balance reaches the closing balance") && $0.hasSuffix("<- chosen")
            } == true, "\(statement.decisions.readings ?? [])")
    }

    /// Rows after the one that reaches the closing that go on stepping a running balance are the
    /// account's: the balance reached the closing only in passing, and no end is offered there.
    @Test func rowsSteppingARunningBalanceAfterItKeepTheTableOpen() {
        let form = Self.forms[0]
        // 108,000 + 2,500 = 110,500; then + 900 = 111,400; the last breaks.
        let statement = StatementParser().parse(pages: [Self.page(form, secondListBalances: [110_500, 111_400, 1]).page])
        #expect(statement.verification.verdict != .verified)
        #expect(statement.decisions.readings?.contains { $0.hasPrefix("table ends at the row whose running balance") } != true)
    }

    @Test func noRowAfterTheOneReachingTheClosingOffersNoEnd() throws {
        let date = try #require(LocalDate(year: 2025, month: 3, day: 3))
        let rows = [100, 250, 180].enumerated().map { index, balance in
            Transaction(
                date: date, description: "Row", amount: Money(minorUnits: 10, currency: .eur),
                balance: Money(minorUnits: Int64(balance), currency: .eur), page: 1, line: index + 1)
        }
        let closing = BalanceFinder.AmountAt(minorUnits: 180, page: 1, line: 9)
        #expect(TableBounds.closingReached(rows: rows, closing: closing) == nil)
        let early = BalanceFinder.AmountAt(minorUnits: 100, page: 1, line: 9)
        #expect(TableBounds.closingReached(rows: rows, closing: early).map { [$0.page, $0.line] } == [1, 1])
    }
}
