@testable import StatementCore
import Testing

/// Issue 24, the entries decision: how a table's lines group into one entry. The geometry reads
/// a table's details above or below each entry's date line from the lines around its first row,
/// and an undated amount line under a row as a row of its own; each made-up statement here is
/// drawn so that the guess is wrong, and the other grouping is proven by the arithmetic or, where
/// the figures are the same either way, explains more of the page.
@Suite struct UnseenLayoutEntryGroupingTests {
    static func traced(_ page: HandBuiltPage) -> Statement {
        var parser = StatementParser()
        parser.tracing = true
        return parser.parse(pages: [page.page])
    }

    /// The bank, the period, an opening balance of 500.00 and the table's header.
    static func top(_ page: inout HandBuiltPage) {
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 40), .right("500.00", 440))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
    }

    /// A hotel bill with an undated amount line under it, then a salary and the closing balance.
    static func hotelBill(under detail: String, closing: String) -> HandBuiltPage {
        var page = HandBuiltPage()
        top(&page)
        page.line(.left("03/03/2025", 40), .left("Hotel on the harbour", 110), .right("-120.00", 440))
        page.line(.left(detail, 110), .right("-2.00", 440))
        page.line(.left("10/03/2025", 40), .left("Salary", 110), .right("1,000.00", 440))
        page.line(.left("Closing balance", 40), .right(closing, 440))
        return page
    }

    static func entriesDecision(_ statement: Statement) -> ParseTrace.Decision? {
        statement.decisions.trace?.decisions.first { $0.name == "entries" }
    }

    /// "Money in" printed in the description column right on top of the first row looks like
    /// that row's detail printed above it; but each row's detail is printed below it, and read
    /// so the headings give the bare amounts their signs and the balances follow.
    @Test func detailsPrintedBelowUnderAHeadingThatLooksLikeADetailAboveAreFound() {
        var page = HandBuiltPage()
        Self.top(&page)
        page.line(.left("Money in", 110))
        page.line(.left("03/03/2025", 40), .left("Salary", 110), .right("200.00", 440))
        page.line(.left("Ref PAY-0301", 110), gap: 24)
        page.line(.left("Money out", 110))
        page.line(.left("10/03/2025", 40), .left("Corner shop", 110), .right("20.00", 440))
        page.line(.left("Card 4471 contactless", 110))
        page.line(.left("17/03/2025", 40), .left("Rent", 110), .right("300.00", 440))
        page.line(.left("Standing order", 110), gap: 24)
        page.line(.left("Closing balance", 40), .right("380.00", 440))
        let statement = Self.traced(page)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [20_000, -2_000, -30_000], "\(statement.rows)")
        #expect(statement.transactions.map(\.description) == ["Salary Ref PAY-0301", "Corner shop Card 4471 contactless", "Rent Standing order"])
        let decision = Self.entriesDecision(statement)
        #expect(decision?.candidates.first?.hypothesis.hasPrefix("details printed above each entry's date line") == true, "\(decision as Any)")
        #expect(decision.map { $0.candidates[$0.chosen].hypothesis.hasPrefix("details printed below each entry's date line") } == true)
    }

    /// "incl. city tax  -2.00" under a hotel bill, in the amount column: no running balance says
    /// whether it is a row; the closing balance is reached only with it as the bill's detail.
    @Test func anUndatedAmountLineTheTotalsLeaveOutIsTheRowAbovesDetail() {
        let statement = Self.traced(Self.hotelBill(under: "incl. city tax", closing: "1,380.00"))
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-12_000, 100_000], "\(statement.rows)")
        #expect(statement.transactions.first?.description == "Hotel on the harbour incl. city tax -2.00")
        let decision = Self.entriesDecision(statement)
        #expect(decision.map { $0.candidates[$0.chosen].hypothesis.contains("undated amount lines are details of the row above") } == true)
    }

    /// The same shape where the line is a row: the first reading is proven and tries nothing.
    @Test func anUndatedAmountLineTheTotalsNeedStaysARow() {
        let statement = Self.traced(Self.hotelBill(under: "Parking at the hotel", closing: "1,378.00"))
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-12_000, -200, 100_000], "\(statement.rows)")
        #expect(statement.decisions.readings == nil)
        #expect(statement.decisions.trace?.decisions.isEmpty == true)
    }

    /// Details printed above each dated amount line, one of them ("Monthly account fee") on both
    /// pages: repeated, it reads like page furniture, but right on top of its row it is the row's.
    @Test func aDetailAboveItsRowRepeatedOnEveryPageIsStillTheRows() {
        var first = HandBuiltPage()
        Self.top(&first)
        first.line(.left("Salary from the harbour office", 110))
        first.line(.left("03/03/2025", 40), .right("1,000.00", 440))
        first.line(.left("Monthly account fee", 110))
        first.line(.left("05/03/2025", 40), .right("-5.00", 440))
        var second = HandBuiltPage(number: 2)
        second.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        second.line(.left("Rent for the flat", 110))
        second.line(.left("10/03/2025", 40), .right("-300.00", 440))
        second.line(.left("Monthly account fee", 110))
        second.line(.left("12/03/2025", 40), .right("-5.00", 440))
        second.line(.left("Closing balance", 40), .right("1,190.00", 440))
        let statement = UnseenLayout.parse(first, second)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(
            statement.transactions.map(\.description) == [
                "Salary from the harbour office", "Monthly account fee", "Rent for the flat", "Monthly account fee",
            ], "\(statement.rows)")
    }

    /// No header places the money, and an undated line's long text runs up to its amount, as a
    /// wrapped detail's does: the closing balance is reached only with it as a row of its own.
    @Test func anUndatedAmountLineTheTotalsNeedIsARowThoughItsTextRunsIntoIt() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 40), .right("500.00", 440))
        page.line(.left("03/03/2025", 40), .left("Corner shop", 110), .right("-20.00", 440))
        page.line(.left("10/03/2025", 40), .left("Salary", 110), .right("1,000.00", 440))
        page.line(.left("17/03/2025", 40), .left("Rent", 110), .right("-300.00", 440))
        page.line(.left("Interest paid on the savings pot over the month of March 2025 gross", 110), .right("0.35", 440))
        page.line(.left("Closing balance", 40), .right("1,180.35", 440))
        let statement = Self.traced(page)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2_000, 100_000, -30_000, 35], "\(statement.rows)")
        #expect(statement.transactions.last?.date.iso == "2025-03-17")
        let decision = Self.entriesDecision(statement)
        #expect(decision.map { $0.candidates[$0.chosen].hypothesis.contains("undated amount lines are rows of their own") } == true)
    }

    /// No balance at all, so no reading can be proven: each entry's narration is printed above
    /// its date line, the first one merged into it. The geometry, seeing no text on top of the
    /// first row, hangs each narration under the row above and leaves the last row without one;
    /// the same figures read with the narrations above describe every row.
    @Test func narrationsAboveTheirDateLinesAreFoundWhereTheFiguresCannotTell() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("03/03/2025", 40), .left("Bakery on the corner", 110), .right("-4.50", 440))
        page.line(.left("Salary March", 110))
        page.line(.left("10/03/2025", 40), .right("1,000.00", 440))
        page.line(.left("Rent March", 110))
        page.line(.left("17/03/2025", 40), .right("-600.00", 440))
        let statement = Self.traced(page)
        #expect(statement.verification.verdict == .unverifiable, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [-450, 100_000, -60_000], "\(statement.rows)")
        #expect(statement.transactions.map(\.description) == ["Bakery on the corner", "Salary March", "Rent March"])
        let decision = Self.entriesDecision(statement)
        #expect(decision?.candidates.first?.hypothesis.contains("1 row without a description") == true, "\(decision as Any)")
        #expect(decision.map { $0.candidates[$0.chosen].hypothesis.hasPrefix("details printed above each entry's date line") } == true)
    }

    /// Details printed below each row, nothing proven: the other grouping leaves the last detail
    /// over and explains less, so the geometry's reading stays.
    @Test func detailsBelowAreKeptWhenTheOtherGroupingExplainsLess() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("03/03/2025", 40), .left("Bakery on the corner", 110), .right("-4.50", 440))
        page.line(.left("Card 4471", 110))
        page.line(.left("10/03/2025", 40), .left("Salary", 110), .right("1,000.00", 440))
        page.line(.left("Ref PAY-0301", 110))
        let statement = Self.traced(page)
        #expect(statement.verification.verdict == .unverifiable, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.description) == ["Bakery on the corner Card 4471", "Salary Ref PAY-0301"])
        let decision = Self.entriesDecision(statement)
        #expect(decision?.chosen == 0, "\(decision as Any)")
        #expect(decision?.candidates.count == 2)
        #expect(statement.decisions.readings?.contains { $0.contains("details printed") } != true)
    }

    /// "Fee 0.17  10.17" under a top-up, between two rows that print their running balance: the
    /// balance steps by the row below alone, so the line is the top-up's detail. The trace says so
    /// where it said the line was dropped.
    @Test func anUndatedAmountLineOffTheBalanceChainIsTracedAsTheRowAbovesDetail() throws {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
        page.line(.left("Opening balance", 110), .right("100.00", 530))
        page.line(.left("03/03/2025", 40), .left("Top-up", 110), .right("10.00", 440), .right("110.00", 530))
        page.line(.left("Fee 0.17", 110), .right("10.17", 440))
        page.line(.left("05/03/2025", 40), .left("Coffee", 110), .right("-3.00", 440), .right("107.00", 530))
        page.line(.left("Closing balance", 110), .right("107.00", 530))
        let statement = Self.traced(page)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.transactions.map(\.amount.minorUnits) == [1_000, -300], "\(statement.rows)")
        let fee = try #require(statement.decisions.trace?.lines.first { $0.text.hasPrefix("Fee 0.17") })
        #expect(!fee.reading.contains("dropped"), "\(fee.reading)")
        #expect(fee.reading.contains("detail of the row above (page 1, line 5)"), "\(fee.reading)")
    }
}
