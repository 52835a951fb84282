import Testing
@testable import StatementCore

/// Statements without balances, and pages without a table: nothing invented.
@Suite struct UnseenLayoutNoTableTests {
    @Test func tableWithoutBalancesIsUnverifiableAndTheNoticePageAddsNoRows() {
        var first = HandBuiltPage(number: 1)
        first.line(.left("Example Credit Union", 40))
        first.line(.left("Transaction history for account ending 4417", 40))
        first.line(.left("Date", 40), .left("Description", 110), .right("Amount (USD)", 530))
        first.line(.left("03/14/2025", 40), .left("DEBIT CARD PURCHASE SAFEWAY #1234", 110), .right("-54.12", 530))
        first.line(.left("03/15/2025", 40), .left("ACH DEPOSIT ACME CORP PAYROLL", 110), .right("2,150.00", 530))
        first.line(.left("03/17/2025", 40), .left("CHECK #1045", 110), .right("-120.00", 530))
        first.line(.left("03/20/2025", 40), .left("ATM WITHDRAWAL 5TH AVE", 110), .right("-60.00", 530))
        first.line(.left("NEW YORK NY", 110))
        first.line(.left("Page 1 of 2", 40), gap: 30)
        var second = HandBuiltPage(number: 2)
        second.line(.left("Important information about your account", 40))
        second.line(.left("Effective May 1, 2025 the monthly service fee for this account changes from", 40))
        second.line(.left("$5.00 to $7.50. The fee is waived when your average daily balance is at least", 40))
        second.line(.left("$1,500.00 or when your direct deposits in the month reach a total of $500.00", 40))
        second.line(.left("Fee schedule", 40), gap: 20)
        second.line(.left("Overdraft item fee", 110), .right("$35.00", 530))
        second.line(.left("Stop payment order", 110), .right("$30.00", 530))
        second.line(.left("Outgoing domestic wire", 110), .right("$25.00", 530))
        second.line(.left("Page 2 of 2", 40), gap: 30)
        let statement = UnseenLayout.parse(first, second)
        #expect(statement.currency.code == "USD")
        #expect(statement.period == nil)
        #expect(statement.balancesText == [nil, nil])
        #expect(
            statement.rows == [
                "2025-03-14 -54.12 DEBIT CARD PURCHASE SAFEWAY #1234",
                "2025-03-15 2150.00 ACH DEPOSIT ACME CORP PAYROLL",
                "2025-03-17 -120.00 CHECK #1045",
                "2025-03-20 -60.00 ATM WITHDRAWAL 5TH AVE NEW YORK NY",
            ])
        #expect(statement.verification.verdict == .unverifiable)
        #expect(
            statement.problemTexts == [
                "the statement prints no opening, closing or running balance to check the rows against"
            ])
    }

    @Test func proseWithAmountsButNoTableInventsNoRows() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank UK plc", 40))
        page.line(.left("Changes to your account fees", 40))
        page.line(.left("Dear Mr Smith,", 40))
        page.line(.left("From 1 May 2025 the monthly fee for your account will rise from £3.00", 40))
        page.line(.left("to £4.50. An unarranged overdraft will cost you no more than £25.00", 40))
        page.line(.left("in any month. If you keep at least £1,000.00 in your account", 40))
        page.line(.left("we will refund the fee each month.", 40))
        page.line(.left("Returned payment fee", 110), .right("£10.00", 530))
        page.line(.left("Foreign cash withdrawal", 110), .right("£1.50", 530))
        page.line(.left("31/03/2025 is the last day on which the old fee of £3.00", 40))
        page.line(.left("applies.", 40))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.isEmpty, "\(statement.rows)")
        #expect(statement.currency.code == "GBP")
        #expect(statement.balancesText == [nil, nil])
        // A reading with no row proves nothing: never stored as unverifiable.
        #expect(statement.verification.verdict == .failed)
        #expect(statement.problemTexts.first == "no transaction table found: no line starts with a date and ends with an amount")
    }
}
