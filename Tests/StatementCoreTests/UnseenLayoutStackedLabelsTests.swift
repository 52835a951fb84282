import Testing
@testable import StatementCore

/// Labels printed over two lines (a table header's "DATE" over "PAID", an overview's "BALANCE"
/// over "FORWARD" beside a one-line "ACCOUNT TYPE AND NUMBER"), the rows the bank dates a day or
/// two past a month's end, and daily balances that count a deposit on a later day than it prints.
@Suite struct UnseenLayoutStackedLabelsTests {
    /// The top of a US checking statement: $2,000.00 before, $500.00 in, $420.00 of checks out.
    private func checkingTop(_ page: inout HandBuiltPage) {
        page.line(.left("EXAMPLE BANK N.A.", 40))
        page.line(.left("March 1, 2025 through March 31, 2025", 40))
        page.line(.left("CHECKING SUMMARY", 40), gap: 16)
        page.line(.left("Beginning Balance", 40), .right("$2,000.00", 330))
        page.line(.left("Deposits and Additions", 40), .right("500.00", 330))
        page.line(.left("Checks Paid", 40), .right("-420.00", 330))
        page.line(.left("Ending Balance", 40), .right("$2,080.00", 330))
        page.line(.left("DEPOSITS AND ADDITIONS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("03/03", 40), .left("Payroll Deposit", 100), .right("$500.00", 530))
        page.line(.left("Total Deposits and Additions", 40), .right("$500.00", 530))
    }

    @Test func aChecksTableWhoseDateLabelIsStackedOverTwoLines() {
        var page = HandBuiltPage()
        checkingTop(&page)
        page.line(.left("CHECKS PAID", 40), gap: 16)
        page.line(.left("DATE", 400))
        page.line(.left("CHECK NUMBER", 40), .left("DESCRIPTION", 130), .left("PAID", 400), .right("AMOUNT", 530))
        page.line(.left("1041", 40), .left("^", 90), .left("03/10", 400), .right("$300.00", 530))
        page.line(.left("1042", 40), .left("^", 90), .left("03/07", 400), .right("120.00", 530))
        page.line(.left("Total Checks Paid", 40), .right("$420.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.transactions.map { "\($0.date.iso) \($0.amount.decimalString)" } == [
                "2025-03-03 500.00", "2025-03-10 -300.00", "2025-03-07 -120.00",
            ])
        #expect(statement.balancesText == ["2000.00", "2080.00"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        let explained = ParseExplanation.explain(pages: [page.page], parser: StatementParser()).text
        #expect(explained.contains("p1 l13 header | upper halves of the labels of the header below | DATE"), "\(explained)")
        #expect(explained.contains("date 400-420, amount 500-530 (labels stacked over two lines with the line above)"), "\(explained)")
    }

    @Test func aHeadingInLargerTypeAboveAHeaderIsNoHalfOfItsLabels() {
        let header = TextLine(
            page: 1, number: 2,
            words: [
                TextWord(text: "DATE", x0: 40, y0: 20, x1: 60, y1: 29), TextWord(text: "DESCRIPTION", x0: 100, y0: 20, x1: 155, y1: 29),
                TextWord(text: "AMOUNT", x0: 500, y0: 20, x1: 530, y1: 29),
            ])
        let heading = TextLine(page: 1, number: 1, words: [TextWord(text: "TRANSFERS", x0: 40, y0: 4, x1: 110, y1: 18)])
        let alone = HeaderLayout.detect(header, vocabulary: .standard)
        #expect(alone != nil)
        #expect(HeaderLayout.detect(header, stackedUnder: heading, vocabulary: .standard, alone: alone) == nil)
        // The same word in the header's type, right above its column, is half of a label.
        let upper = TextLine(page: 1, number: 1, words: [TextWord(text: "VALUE", x0: 500, y0: 9, x1: 525, y1: 18)])
        let joined = HeaderLayout.stacked(upper, over: header)
        #expect(joined?.words.map(\.text) == ["DATE", "DESCRIPTION", "VALUE", "AMOUNT"])
    }

    @Test func anOverviewWithStackedLabelsBesideALabelOfOneLine() {
        var page = HandBuiltPage()
        page.line(.left("Lakeshore Savings Bank", 40))
        page.line(.left("Statement Period March 1 – March 31, 2025", 300))
        page.line(.left("Summary of Accounts", 200), gap: 16)
        page.line(.right("BALANCE", 300), .right("TOTAL", 380), .right("TOTAL", 460), .right("CLOSING", 540))
        page.line(
            .left("ACCOUNT TYPE AND NUMBER", 40), .right("FORWARD", 300), .right("DEBITS", 380), .right("CREDITS", 460),
            .right("BALANCE", 540))
        page.line(
            .left("Business Checking 55501234", 40), .right("12.00", 300), .right("40.00", 380), .right("30.00", 460),
            .right("2.00", 540), gap: 20)
        page.line(.left("Transactions", 40))
        page.line(.left("Date", 40), .right("Credits", 140), .right("Debits", 210), .right("Balance", 280), .left("Description", 300))
        page.line(.left("03-02", 40), .right("30.00", 140), .right("42.00", 280), .left("DEPOSIT", 300))
        page.line(.left("03-05", 40), .right("40.00", 210), .right("2.00", 280), .left("POS DB CORNER SHOP", 300))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["12.00", "2.00"])
        #expect(statement.rows == ["2025-03-02 30.00 DEPOSIT", "2025-03-05 -40.00 POS DB CORNER SHOP"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// A statement of February and March 2023 whose second row prints `printed` as its date.
    private func monthEndStatement(_ printed: String) -> Statement {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Statement period 02/01/2023 through 03/31/2023", 40))
        page.line(.left("Beginning Balance", 40), .right("$100.00", 330))
        page.line(.left("Ending Balance", 40), .right("$70.00", 330))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530), gap: 16)
        page.line(.left("02/27", 40), .left("CARD PURCHASE GROCER", 110), .right("-10.00", 440), .right("90.00", 530))
        page.line(.left(printed, 40), .left("CARD PURCHASE FUEL", 110), .right("-5.00", 440), .right("85.00", 530))
        page.line(.left("03/02", 40), .left("CARD PURCHASE PHARMACY", 110), .right("-15.00", 440), .right("70.00", 530))
        return UnseenLayout.parse(page)
    }

    @Test func aRowDatedADayPastItsMonthsEndIsKeptOnTheLastDayWithANote() {
        let statement = monthEndStatement("02/29")
        #expect(
            statement.rows == [
                "2023-02-27 -10.00 CARD PURCHASE GROCER", "2023-02-28 -5.00 CARD PURCHASE FUEL", "2023-03-02 -15.00 CARD PURCHASE PHARMACY",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        let notes = statement.verification.notes.map(\.description)
        #expect(
            notes == ["page 1, line 7: the printed date (day 29 of month 2) is no day of 2023: the row is kept on 2023-02-28, the month's last day"])
    }

    @Test func aRowDatedThreeDaysPastItsMonthsEndIsNeverVerified() {
        let statement = monthEndStatement("02/31")
        #expect(statement.verification.verdict != .verified)
        #expect(!statement.rows.contains { $0.hasPrefix("2023-02-28") })
    }

    @Test func pastMonthEndReadsOneOrTwoDaysOverAsTheMonthsLastDay() throws {
        let spring = DateRange(start: LocalDate(year: 2022, month: 2, day: 1)!, end: LocalDate(year: 2022, month: 4, day: 30)!)
        let april = try #require(DateText.parse("04/31"))
        #expect(april.pastMonthEnd(order: .monthDay, near: spring) == LocalDate(year: 2022, month: 4, day: 30))
        let thirtieth = try #require(DateText.parse("30/02/2024"))
        #expect(thirtieth.pastMonthEnd(order: .dayMonth, near: nil) == LocalDate(year: 2024, month: 2, day: 29))
        // A date that exists, or runs three days over, is not this.
        #expect(try #require(DateText.parse("04/30")).pastMonthEnd(order: .monthDay, near: spring) == nil)
        #expect(try #require(DateText.parse("02/31")).pastMonthEnd(order: .monthDay, near: spring) == nil)
        // Without a year or a period to take it from, no date is made up.
        #expect(april.pastMonthEnd(order: .monthDay, near: nil) == nil)
    }

    /// Opening 1,000.00; deposits of 400.00 and 100.00 on 03/05 and 50.00 out on 03/09.
    private func dailyBalanceStatement(_ balances: [(String, String)]) -> Statement {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK N.A.", 40))
        page.line(.left("March 1, 2025 through March 31, 2025", 40))
        page.line(.left("Beginning Balance", 40), .right("$1,000.00", 330))
        page.line(.left("Ending Balance", 40), .right("$1,450.00", 330))
        page.line(.left("DEPOSITS AND ADDITIONS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("03/05", 40), .left("Deposit", 100), .right("400.00", 530))
        page.line(.left("03/05", 40), .left("Deposit", 100), .right("100.00", 530))
        page.line(.left("Total Deposits and Additions", 40), .right("$500.00", 530))
        page.line(.left("ELECTRONIC WITHDRAWALS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("03/09", 40), .left("Online Payment To Vendor", 100), .right("50.00", 530))
        page.line(.left("Total Electronic Withdrawals", 40), .right("$50.00", 530))
        page.line(.left("DAILY ENDING BALANCE", 40), gap: 16)
        page.line(.left("DATE", 40), .right("AMOUNT", 200))
        for (date, balance) in balances { page.line(.left(date, 40), .right(balance, 200)) }
        return UnseenLayout.parse(page)
    }

    @Test func aDailyBalanceCountingADepositOnALaterDayIsANote() {
        let statement = dailyBalanceStatement([("03/05", "1,400.00"), ("03/09", "1,450.00")])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        let notes = statement.verification.notes.map(\.description)
        #expect(notes.count == 1 && notes.allSatisfy { $0.contains("on another day than the one printed") }, "\(notes)")
    }

    @Test func aDailyBalanceOffWithTheNextOffTooFails() {
        let statement = dailyBalanceStatement([("03/05", "1,400.00"), ("03/09", "1,350.00")])
        #expect(statement.verification.verdict == .failed)
        #expect(statement.problemTexts.contains { $0.contains("a row of that day or before may be missing") }, "\(statement.problemTexts)")
    }
}
