@testable import StatementCore
import Testing

/// Issue 24: decisions the text leaves open are tried and the arithmetic chooses; lines that read
/// like rows are all accounted for; rows stay inside the statement's period. Made-up statements in
/// the shapes real banks print.
@Suite struct UnseenLayoutReadingChoiceTests {
    private func header(_ page: inout HandBuiltPage) {
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 530))
    }

    /// A "Pending" heading whose lines go on with the running balance of the rows above and end at
    /// the printed closing balance heads booked rows after all: the reading that takes it back is
    /// the one the figures prove, and `parse --explain` lists both.
    @Test func aHeadingTheBalancesContradictIsTakenBack() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement 01/01/2025 - 31/01/2025", 40))
        header(&page)
        page.line(.left("Opening balance", 110), .right("0.00", 530))
        page.line(.left("01/01/2025", 40), .left("Opening transfer", 110), .right("100.00", 440), .right("100.00", 530))
        page.line(.left("02/01/2025", 40), .left("Corner shop", 110), .right("-20.00", 440), .right("80.00", 530))
        page.line(.left("Pending", 40), gap: 20)
        page.line(.left("03/01/2025", 40), .left("Bakery", 110), .right("-5.00", 440), .right("75.00", 530))
        page.line(.left("04/01/2025", 40), .left("Salary", 110), .right("500.00", 440), .right("575.00", 530))
        page.line(.left("05/01/2025", 40), .left("Rent", 110), .right("-400.00", 440), .right("175.00", 530))
        page.line(.left("Closing balance", 110), .right("175.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.count == 5, "\(statement.rows)")
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(
            statement.decisions.readings?.contains { $0.hasSuffix("<- chosen") && $0.contains("ignoring 'Pending'") } == true,
            "\(statement.decisions.readings ?? [])")
    }

    @Test func datedAmountLinesTheReadingCannotPlaceFailTheStatementNamingThem() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement 01/01/2025 - 31/01/2025", 40))
        page.line(.left("01/01/2025", 40), .left("Coffee", 110), .right("-3.00", 440), .right("97.00", 530))
        page.line(.left("02/01/2025", 40), .left("Lunch", 110), .right("-9.00", 440), .right("88.00", 530))
        header(&page)
        page.line(.left("03/01/2025", 40), .left("Books", 110), .right("-8.00", 440), .right("80.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.verification.verdict == .failed)
        #expect(
            statement.problemTexts.contains { $0.hasPrefix("page 1: lines 3-4: 2 lines with a date and an amount were not read") },
            "\(statement.problemTexts)")
    }

    @Test func aRowDatedFarOutsideThePeriodFailsAtItsLine() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        header(&page)
        page.line(.left("Opening balance", 110), .right("100.00", 530))
        page.line(.left("03/03/2025", 40), .left("Coffee", 110), .right("-3.00", 440), .right("97.00", 530))
        page.line(.left("04/03/9025", 40), .left("Lunch", 110), .right("-9.00", 440), .right("88.00", 530))
        page.line(.left("Closing balance", 110), .right("88.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.verification.verdict == .failed)
        #expect(
            statement.problemTexts.contains { $0.contains("line 6") && $0.contains("outside the statement's period") },
            "\(statement.problemTexts)")
    }

    /// Days ascend down the page, each day's rows newest first: the balances chain only upwards.
    @Test func rowsOfOneDayPrintedNewestFirstAreBookedInOrder() {
        var page = HandBuiltPage()
        page.line(.left("Quayside Bank", 40))
        header(&page)
        page.line(.left("01/01/2025", 40), .left("Transfer to pot", 110), .right("-15.00", 440), .right("0.01", 530))
        page.line(.left("01/01/2025", 40), .left("Payment to A N Other", 110), .right("-2.00", 440), .right("15.01", 530))
        page.line(.left("02/01/2025", 40), .left("Payment from A N Other", 110), .right("20.00", 440), .right("20.01", 530))
        page.line(.left("03/01/2025", 40), .left("Bakery", 110), .right("-5.00", 440), .right("15.01", 530))
        page.line(.left("04/01/2025", 40), .left("Newsagent", 110), .right("-1.00", 440), .right("14.01", 530))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows.prefix(3).map { String($0.split(separator: " ")[2...].joined(separator: " ")) }
                == ["Payment to A N Other", "Transfer to pot", "Payment from A N Other"], "\(statement.rows)")
        #expect(statement.problemTexts.allSatisfy { !$0.contains("does not follow") }, "\(statement.problemTexts)")
    }

    /// "02-04  12.07  221.78": a number written unlike the booking date is money, not a value date.
    @Test func aNumberPrintedUnlikeTheDateIsTheRowsAmount() {
        var page = HandBuiltPage()
        page.line(.left("Prairie State Bank", 40))
        page.line(.left("Statement Period 02/01/2022 through 02/28/2022", 40))
        page.line(.left("Date", 40), .right("Credits", 150), .right("Debits", 220), .right("Balance", 290), .left("Description", 300))
        page.line(.left("02-01", 40), .right("203.00", 150), .right("205.01", 290), .left("DEPOSIT", 300))
        page.line(.left("02-04", 40), .right("12.07", 220), .right("192.94", 290), .left("POS DB PANTRY MART", 300))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.map(\.amount.minorUnits) == [20300, -1207], "\(statement.rows)")
    }
}
