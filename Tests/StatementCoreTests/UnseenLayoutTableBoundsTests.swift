@testable import StatementCore
import Testing

/// Where the transaction table starts and ends is a decision too (`TableBounds`): a first page
/// whose header the vocabulary does not know (or that prints none), and a list of dated amounts
/// printed under the table, each make the first reading fail; a reading that moves the table's
/// bounds to where the statement's own evidence puts them replaces it only when it is verified.
@Suite struct UnseenLayoutTableBoundsTests {
    static func parse(_ pages: HandBuiltPage...) -> Statement {
        var parser = StatementParser()
        parser.tracing = true
        return parser.parse(pages: pages.map(\.page))
    }

    /// Page 2 of a statement: the header the vocabulary knows, the last row and the closing balance.
    static func secondPage() -> HandBuiltPage {
        var second = HandBuiltPage(number: 2)
        second.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        second.line(.left("17/03/2025", 40), .left("Rent", 110), .right("-400.00", 440), .right("1,080.00", 530))
        second.line(.left("Closing balance", 110), .right("1,080.00", 530))
        second.line(.left("Page 2 of 2", 40), gap: 30)
        return second
    }

    /// Page 1 prints its header in words no vocabulary holds; page 2 prints the usual one. The
    /// first reading starts the table at page 2 and leaves page 1's rows unexplained.
    @Test func aFirstPageHeaderInUnknownWordsStartsTheTableAtItsFirstRow() {
        var first = HandBuiltPage(number: 1)
        first.line(.left("Quayside Bank", 40))
        first.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        first.line(.left("Opening balance", 110), .right("1,000.00", 530))
        first.line(.left("Day", 40), .left("Particulars", 110), .right("Movement", 440), .right("Position", 530))
        first.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("-20.00", 440), .right("980.00", 530))
        first.line(.left("05/03/2025", 40), .left("Salary", 110), .right("500.00", 440), .right("1,480.00", 530))
        first.line(.left("Page 1 of 2", 40), gap: 30)
        let statement = Self.parse(first, Self.secondPage())
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2_000, 50_000, -40_000], "\(statement.rows)")
        let readings = statement.decisions.readings ?? []
        #expect(
            readings.first?.hasPrefix("table as first read: from its first header, page 2, line 1, to the statement's end: failed") == true,
            "\(readings)")
        #expect(
            readings.contains {
                $0.hasPrefix("table starts at page 1, line 5, its money columns as the header on page 2, line 1 names them: verified")
                    && $0.hasSuffix("<- chosen")
            }, "\(readings)")
        let rows = statement.decisions.trace?.lines.filter { $0.role == .row }.map { "p\($0.page) l\($0.line)" }
        #expect(rows == ["p1 l5", "p1 l6", "p2 l2"])
    }

    /// Page 1 prints no header at all, only later pages do; its money is told by position.
    @Test func aFirstPageWithoutAHeaderIsReadWhenLaterPagesPrintOne() {
        var first = HandBuiltPage(number: 1)
        first.line(.left("Quayside Bank", 40))
        first.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        first.line(.left("Opening balance", 110), .right("1,000.00", 530))
        first.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("20.00", 440), .right("980.00", 530))
        first.line(.left("05/03/2025", 40), .left("Salary", 110), .right("500.00", 440), .right("1,480.00", 530))
        first.line(.left("Page 1 of 2", 40), gap: 30)
        let statement = Self.parse(first, Self.secondPage())
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2_000, 50_000, -40_000], "\(statement.rows)")
        #expect(statement.decisions.readings?.contains { $0.hasPrefix("table starts at page 1, line 4") && $0.hasSuffix("<- chosen") } == true)
    }

    /// A year's interest listed under the closing balance, dated and in the amount column: read
    /// as rows, the rows no longer reach the closing balance.
    static func interestAfterClosing(closing: String = "1,080.00") -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        page.line(.left("Opening balance", 110), .right("1,000.00", 530))
        page.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("-20.00", 440))
        page.line(.left("05/03/2025", 40), .left("Salary", 110), .right("500.00", 440))
        page.line(.left("17/03/2025", 40), .left("Rent", 110), .right("-400.00", 440))
        page.line(.left("Closing balance", 110), .right(closing, 530))
        page.line(.left("Interest paid to you this year", 40), gap: 20)
        page.line(.left("31/01/2025", 40), .left("Interest", 110), .right("1.20", 440))
        page.line(.left("28/02/2025", 40), .left("Interest", 110), .right("1.05", 440))
        page.line(.left("31/03/2025", 40), .left("Interest", 110), .right("1.10", 440))
        return page
    }

    @Test func datedAmountsUnderTheClosingBalanceAreLeftOutAtTheTablesEnd() {
        let statement = Self.parse(Self.interestAfterClosing())
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.rows == ["2025-03-03 -20.00 Corner shop", "2025-03-05 500.00 Salary", "2025-03-17 -400.00 Rent"])
        let readings = statement.decisions.readings ?? []
        #expect(readings.first?.contains(": failed, 6 rows") == true, "\(readings)")
        #expect(
            readings.last
                == "table ends at the closing balance, page 1, line 8: verified, 3 rows, 0 lines unread, 0 proven by the running balance <- chosen",
            "\(readings)")
        let leftOut = statement.decisions.trace?.lines.filter { $0.role == .leftOut } ?? []
        #expect(leftOut.map(\.line) == [10, 11, 12])
        #expect(leftOut.allSatisfy { $0.reading == "after the table's end at page 1, line 8: not a transaction" })
    }

    /// The closing balance printed in a box above the table, and the table closed by its totals:
    /// a list of fees charged in the year printed under them, with its own total, ends at the
    /// table's last total; the fees' total, after the end, checks no row.
    @Test func datedAmountsUnderTheTablesTotalsAreLeftOutAtTheLastTotal() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 40), .right("1,000.00", 300))
        page.line(.left("Closing balance", 40), .right("1,080.00", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Paid out", 440), .right("Paid in", 530))
        page.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("20.00", 440))
        page.line(.left("05/03/2025", 40), .left("Salary", 110), .right("500.00", 530))
        page.line(.left("17/03/2025", 40), .left("Rent", 110), .right("400.00", 440))
        page.line(.left("Total paid out", 110), .right("420.00", 440))
        page.line(.left("Total paid in", 110), .right("500.00", 530))
        page.line(.left("Fees charged to you this year", 40), gap: 20)
        page.line(.left("31/01/2025", 40), .left("Account fee", 110), .right("5.00", 440))
        page.line(.left("28/02/2025", 40), .left("Account fee", 110), .right("5.00", 440))
        page.line(.left("Total fees", 110), .right("10.00", 440))
        let statement = Self.parse(page)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2_000, 50_000, -40_000], "\(statement.rows)")
        #expect(!statement.verification.checks.contains { $0.contains("Total fees") }, "\(statement.verification.checks)")
        #expect(
            statement.decisions.readings?.contains {
                $0.hasPrefix("table ends at the printed total 'Total paid in', page 1, line 10: verified") && $0.hasSuffix("<- chosen")
            } == true, "\(statement.decisions.readings ?? [])")
    }

    /// The transactions under a header in unknown words, the closing balance, then the payments
    /// scheduled for next month under the one header the vocabulary knows: the first reading
    /// takes those for the table; the table starts at the first transaction and ends at the
    /// closing balance.
    @Test func aTableUnderAnUnknownHeaderEndsAtItsClosingBalanceOverAKnownHeadersList() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 110), .right("1,000.00", 530))
        page.line(.left("Day", 40), .left("Particulars", 110), .right("Movement", 440), .right("Position", 530))
        page.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("-20.00", 440), .right("980.00", 530))
        page.line(.left("05/03/2025", 40), .left("Salary", 110), .right("500.00", 440), .right("1,480.00", 530))
        page.line(.left("17/03/2025", 40), .left("Rent", 110), .right("-400.00", 440), .right("1,080.00", 530))
        page.line(.left("Closing balance", 110), .right("1,080.00", 530))
        page.line(.left("Payments you have scheduled", 40), gap: 20)
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("01/04/2025", 40), .left("Rent", 110), .right("-400.00", 440))
        page.line(.left("05/04/2025", 40), .left("Gym", 110), .right("-30.00", 440))
        let statement = Self.parse(page)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2_000, 50_000, -40_000], "\(statement.rows)")
        #expect(
            statement.decisions.readings?.contains {
                $0.hasPrefix(
                    "table starts at page 1, line 5, its money columns as the header on page 1, line 10 names them; ends at the closing balance, page 1, line 8: verified"
                )
                    && $0.hasSuffix("<- chosen")
            } == true, "\(statement.decisions.readings ?? [])")
    }

    /// A closing balance the rows above it do not reach either: the shorter table is tried, but
    /// it does not verify, so the first reading stays, failed, rather than a reading that fails less.
    @Test func aShorterTableThatDoesNotVerifyLeavesTheFirstReading() {
        let statement = Self.parse(Self.interestAfterClosing(closing: "1,090.00"))
        #expect(statement.verification.verdict == .failed)
        #expect(statement.transactions.count == 6, "\(statement.rows)")
        let tables = statement.decisions.trace?.decisions.first { $0.name == "tables" }
        #expect(tables?.chosen == 0)
        #expect(tables?.candidates.count == 2)
        #expect(tables?.candidates.last?.hypothesis == "table ends at the closing balance, page 1, line 8")
        #expect(statement.decisions.readings == nil)
    }

    /// Sections closed by their totals, the table going on under each: the first reading is
    /// verified, so no bound is tried.
    @Test func aVerifiedTableWithTotalsBetweenItsSectionsTriesNoBounds() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 40), .right("1,000.00", 300))
        page.line(.left("Closing balance", 40), .right("1,080.00", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 530))
        page.line(.left("Deposits", 40))
        page.line(.left("05/03/2025", 40), .left("Salary", 110), .right("500.00", 530))
        page.line(.left("Total deposits", 110), .right("500.00", 530))
        page.line(.left("Withdrawals", 40))
        page.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("20.00", 530))
        page.line(.left("17/03/2025", 40), .left("Rent", 110), .right("400.00", 530))
        page.line(.left("Total withdrawals", 110), .right("420.00", 530))
        let statement = Self.parse(page)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.count == 3)
        #expect(statement.decisions.trace?.decisions.isEmpty == true)
        #expect(statement.decisions.readings == nil)
    }

    /// A second table with its own opening balance after the first one's closing is another
    /// statement, not a list under the table: no end leaves it out, so its rows are never dropped
    /// for the first table to verify alone.
    @Test func anotherStatementsTableAfterTheClosingBalanceIsNeverLeftOut() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        page.line(.left("Opening balance", 110), .right("1,000.00", 530))
        page.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("-20.00", 440), .right("980.00", 530))
        page.line(.left("Closing balance", 110), .right("980.00", 530))
        page.line(.left("Reserve pot", 40), gap: 20)
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        page.line(.left("Opening balance", 110), .right("300.00", 530))
        page.line(.left("10/03/2025", 40), .left("Top-up", 110), .right("50.00", 440), .right("350.00", 530))
        page.line(.left("Closing balance", 110), .right("350.00", 530))
        let statement = Self.parse(page)
        #expect(statement.verification.verdict != .verified, "\(statement.rows)")
        #expect(!(statement.decisions.readings ?? []).contains { $0.hasPrefix("table ends") }, "\(statement.decisions.readings ?? [])")
    }
}
