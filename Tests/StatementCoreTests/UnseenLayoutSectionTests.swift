import Testing
@testable import StatementCore

/// Sections that give bare amounts their sign, and tables (daily balances) whose rows are not transactions.
@Suite struct UnseenLayoutSectionTests {
    @Test func usCardWithSectionsMonthFirstDatesAcrossNewYear() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE NATIONAL BANK", 40))
        page.line(.left("Cash Rewards Visa Credit Card", 40))
        page.line(.left("Account Number: XXXX XXXX XXXX 4821", 40))
        page.line(.left("Statement Period: Dec 16, 2024 – Jan 15, 2025", 40))
        page.line(.left("ACCOUNT SUMMARY", 40), .left("PAYMENT INFORMATION", 320))
        page.line(.left("Previous Balance", 40), .right("$1,234.56", 260), .left("Payment Due Date", 320), .right("02/10/25", 530))
        page.line(.left("Payments, Credits", 40), .right("-$520.00", 260), .left("Minimum Payment Due", 320), .right("$35.00", 530))
        page.line(.left("Purchases", 40), .right("+$412.37", 260), .left("Credit Limit", 320), .right("$5,000.00", 530))
        page.line(.left("Fees Charged", 40), .right("$0.00", 260), .left("Available Credit", 320), .right("$3,873.07", 530))
        page.line(.left("Interest Charged", 40), .right("$0.00", 260))
        page.line(.left("New Balance", 40), .right("$1,126.93", 260))
        page.line(.left("ACCOUNT ACTIVITY", 40), gap: 20)
        page.line(.left("Trans Date", 40), .left("Post Date", 90), .left("Description", 150), .right("Amount", 530))
        page.line(.left("PAYMENTS AND OTHER CREDITS", 40))
        page.line(.left("01/05", 40), .left("01/05", 90), .left("PAYMENT THANK YOU - WEB", 150), .right("-$500.00", 530))
        page.line(.left("01/08", 40), .left("01/09", 90), .left("AMAZON MKTPLACE RETURN", 150), .right("-$20.00", 530))
        page.line(.left("PURCHASES", 40))
        page.line(.left("12/17", 40), .left("12/18", 90), .left("STARBUCKS STORE 08213 SEATTLE WA", 150), .right("$6.45", 530))
        page.line(.left("12/20", 40), .left("12/21", 90), .left("AMAZON MKTPLACE PMTS AMZN.COM/BILL WA", 150), .right("$36.99", 530))
        page.line(.left("12/28", 40), .left("12/29", 90), .left("SHELL OIL 57442 PORTLAND OR", 150), .right("$48.20", 530))
        page.line(.left("01/03", 40), .left("01/04", 90), .left("DELTA AIR LINES ATLANTA", 150), .right("$289.40", 530))
        page.line(.left("TICKET 0062345678901 PASSENGER J SMITH", 150))
        page.line(.left("01/12", 40), .left("01/13", 90), .left("WHOLE FOODS MKT #10233", 150), .right("$31.33", 530))
        // Section totals print in the description column with no date: they are not purchases.
        page.line(.left("TOTAL PURCHASES FOR THIS PERIOD", 150), .right("$412.37", 530))
        page.line(.left("FEES CHARGED", 40))
        page.line(.left("TOTAL FEES FOR THIS PERIOD", 150), .right("$0.00", 530))
        page.line(.left("INTEREST CHARGED", 40))
        page.line(.left("TOTAL INTEREST FOR THIS PERIOD", 150), .right("$0.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.account == "…4821")
        #expect(statement.currency.code == "USD")
        #expect(statement.periodText == "2024-12-16..2025-01-15")
        #expect(statement.balancesText == ["-1234.56", "-1126.93"])
        #expect(
            statement.rows == [
                "2025-01-05 500.00 PAYMENT THANK YOU - WEB",
                "2025-01-08 20.00 AMAZON MKTPLACE RETURN",
                "2024-12-17 -6.45 STARBUCKS STORE 08213 SEATTLE WA",
                "2024-12-20 -36.99 AMAZON MKTPLACE PMTS AMZN.COM/BILL WA",
                "2024-12-28 -48.20 SHELL OIL 57442 PORTLAND OR",
                "2025-01-03 -289.40 DELTA AIR LINES ATLANTA TICKET 0062345678901 PASSENGER J SMITH",
                "2025-01-12 -31.33 WHOLE FOODS MKT #10233",
            ])
        #expect(
            statement.transactions.map { $0.valueDate?.iso } == [
                "2025-01-05", "2025-01-09", "2024-12-18", "2024-12-21", "2024-12-29", "2025-01-04", "2025-01-13",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func usCheckingWithSectionsTotalsAndADailyLedgerBalanceTable() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK, N.A.", 40))
        page.line(.left("Your Advantage Banking", 40))
        page.line(.left("for January 1, 2025 to January 31, 2025", 40), .left("Account number: 0001 2345 6789", 330))
        page.line(.left("Account summary", 40), gap: 16)
        page.line(.left("Beginning balance on January 1, 2025", 40), .right("$2,500.00", 330))
        page.line(.left("Deposits and other additions", 40), .right("3,200.00", 330))
        page.line(.left("Withdrawals and other subtractions", 40), .right("-1,130.45", 330))
        page.line(.left("Ending balance on January 31, 2025", 40), .right("$4,569.55", 330))
        page.line(.left("Deposits and other additions", 40), gap: 16)
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 530))
        page.line(.left("01/03/25", 40), .left("ACME CORP DES:PAYROLL ID:1234", 100), .right("3,200.00", 530))
        page.line(.left("Total deposits and other additions", 40), .right("$3,200.00", 530), gap: 16)
        page.line(.left("Withdrawals and other subtractions", 40))
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 530))
        page.line(.left("01/05/25", 40), .left("CHECKCARD 0104 WHOLE FOODS MARKET AUSTIN TX", 100), .right("-86.45", 530))
        page.line(.left("01/10/25", 40), .left("ONLINE BANKING TRANSFER TO SAV 1234", 100), .right("-500.00", 530))
        page.line(.left("01/15/25", 40), .left("CITY OF AUSTIN DES:UTILITIES", 100), .right("-144.00", 530))
        page.line(.left("01/28/25", 40), .left("ZELLE PAYMENT TO JOHN DOE CONF# abc123", 100), .right("-400.00", 530))
        page.line(.left("Total withdrawals and other subtractions", 40), .right("-$1,130.45", 530), gap: 16)
        page.line(.left("Daily ledger balances", 40))
        page.line(
            .left("Date", 40), .right("Balance ($)", 170), .left("Date", 220), .right("Balance($)", 350), .left("Date", 400),
            .right("Balance ($)", 530))
        page.line(
            .left("01/03", 40), .right("5,700.00", 170), .left("01/10", 220), .right("5,113.55", 350), .left("01/28", 400),
            .right("4,569.55", 530))
        page.line(.left("01/05", 40), .right("5,613.55", 170), .left("01/15", 220), .right("4,969.55", 350))
        let statement = UnseenLayout.parse(page)
        #expect(statement.institution == "EXAMPLE BANK")
        #expect(statement.account == "…6789")
        #expect(statement.currency.code == "USD")
        #expect(statement.periodText == "2025-01-01..2025-01-31")
        #expect(statement.balancesText == ["2500.00", "4569.55"])
        // The daily ledger balances are balances, not transactions.
        #expect(
            statement.rows == [
                "2025-01-03 3200.00 ACME CORP DES:PAYROLL ID:1234",
                "2025-01-05 -86.45 CHECKCARD 0104 WHOLE FOODS MARKET AUSTIN TX",
                "2025-01-10 -500.00 ONLINE BANKING TRANSFER TO SAV 1234",
                "2025-01-15 -144.00 CITY OF AUSTIN DES:UTILITIES",
                "2025-01-28 -400.00 ZELLE PAYMENT TO JOHN DOE CONF# abc123",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func aSectionsTotalInTheDescriptionColumnIsNeverARow() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK N.A.", 40))
        page.line(.left("January 13, 2025 through February 11, 2025", 40))
        page.line(.left("Beginning Balance", 40), .right("$1,000.00", 330))
        page.line(.left("Ending Balance", 40), .right("$1,650.00", 330))
        page.line(.left("DEPOSITS AND ADDITIONS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("01/15", 40), .left("Payroll Deposit", 100), .right("1,000.00", 530))
        page.line(.left("Total Deposits and Additions", 100), .right("$1,000.00", 530))
        page.line(.left("ATM & DEBIT CARD WITHDRAWALS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("01/20", 40), .left("Card Purchase 01/18 Shell Oil", 100), .right("150.00", 530))
        page.line(.left("Total ATM & Debit Card Withdrawals", 100), .right("$150.00", 530))
        page.line(.left("ELECTRONIC WITHDRAWALS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("02/01", 40), .left("Mortgage Payment", 100), .right("200.00", 530))
        page.line(.left("Total Electronic Withdrawals", 100), .right("$200.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-01-15 1000.00 Payroll Deposit", "2025-01-20 -150.00 Card Purchase 01/18 Shell Oil", "2025-02-01 -200.00 Mortgage Payment",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func usCheckingWhoseSectionsGiveTheSignOfBareAmounts() {
        var page = HandBuiltPage()
        page.line(.left("EXAMPLE BANK N.A.", 40))
        page.line(.left("December 19, 2024 through January 17, 2025", 40))
        page.line(.left("Account Number: 000000123456789", 330))
        page.line(.left("CHECKING SUMMARY", 40), gap: 16)
        page.line(.left("Beginning Balance", 40), .right("$1,500.00", 330))
        page.line(.left("Deposits and Additions", 40), .right("2,450.00", 330))
        page.line(.left("Checks Paid", 40), .right("-300.00", 330))
        page.line(.left("ATM & Debit Card Withdrawals", 40), .right("-187.64", 330))
        page.line(.left("Electronic Withdrawals", 40), .right("-820.00", 330))
        page.line(.left("Ending Balance", 40), .right("$2,642.36", 330))
        page.line(.left("DEPOSITS AND ADDITIONS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("12/31", 40), .left("Remote Online Deposit 1", 100), .right("450.00", 530))
        page.line(.left("01/03", 40), .left("ACME Corp Payroll PPD ID: 1234567890", 100), .right("2,000.00", 530))
        page.line(.left("Total Deposits and Additions", 40), .right("$2,450.00", 530))
        page.line(.left("CHECKS PAID", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("01/06", 40), .left("Check # 1021", 100), .right("300.00", 530))
        page.line(.left("Total Checks Paid", 40), .right("$300.00", 530))
        page.line(.left("ATM & DEBIT CARD WITHDRAWALS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("12/23", 40), .left("Card Purchase 12/21 Whole Foods Austin TX Card 1234", 100), .right("87.64", 530))
        page.line(.left("01/10", 40), .left("ATM Withdrawal 01/10 500 Main St Austin TX Card 1234", 100), .right("100.00", 530))
        page.line(.left("Total ATM & Debit Card Withdrawals", 40), .right("$187.64", 530))
        page.line(.left("ELECTRONIC WITHDRAWALS", 40), gap: 16)
        page.line(.left("DATE", 40), .left("DESCRIPTION", 100), .right("AMOUNT", 530))
        page.line(.left("01/02", 40), .left("Online Payment 12345 To City Utilities", 100), .right("120.00", 530))
        page.line(.left("01/15", 40), .left("Zelle Payment To John 9876", 100), .right("700.00", 530))
        page.line(.left("Total Electronic Withdrawals", 40), .right("$820.00", 530))
        page.line(.left("DAILY ENDING BALANCE", 40), gap: 16)
        page.line(.left("DATE", 40), .right("AMOUNT", 200))
        page.line(.left("12/23", 40), .right("1,412.36", 200))
        page.line(.left("12/31", 40), .right("1,862.36", 200))
        page.line(.left("01/17", 40), .right("2,642.36", 200))
        let statement = UnseenLayout.parse(page)
        #expect(statement.account == "…6789")
        #expect(statement.currency.code == "USD")
        #expect(statement.periodText == "2024-12-19..2025-01-17")
        #expect(statement.balancesText == ["1500.00", "2642.36"])
        #expect(
            statement.rows == [
                "2024-12-31 450.00 Remote Online Deposit 1",
                "2025-01-03 2000.00 ACME Corp Payroll PPD ID: 1234567890",
                "2025-01-06 -300.00 Check # 1021",
                "2024-12-23 -87.64 Card Purchase 12/21 Whole Foods Austin TX Card 1234",
                "2025-01-10 -100.00 ATM Withdrawal 01/10 500 Main St Austin TX Card 1234",
                "2025-01-02 -120.00 Online Payment 12345 To City Utilities",
                "2025-01-15 -700.00 Zelle Payment To John 9876",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
