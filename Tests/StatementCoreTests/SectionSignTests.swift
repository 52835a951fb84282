import Testing
@testable import StatementCore

@Suite struct SectionSignTests {
    @Test func headingsNameTheirDirection() {
        #expect(SectionHeadings.direction(of: "deposits and other additions", kind: .current) == .moneyIn)
        #expect(SectionHeadings.direction(of: "withdrawals and other subtractions continued", kind: .current) == .moneyOut)
        #expect(SectionHeadings.direction(of: "payments and credits", kind: .card) == .moneyIn)
        #expect(SectionHeadings.direction(of: "payments", kind: .card) == .moneyIn)
        #expect(SectionHeadings.direction(of: "payments", kind: .current) == .moneyOut)
        #expect(SectionHeadings.direction(of: "payments in", kind: .current) == .moneyIn)
        #expect(SectionHeadings.direction(of: "cargos", kind: .current) == .moneyOut)
        #expect(SectionHeadings.direction(of: "fees and charges for your overdraft and other things", kind: .current) == nil)
        #expect(SectionHeadings.direction(of: "checks and deposits", kind: .current) == nil)
    }

    /// The layout of many US checking statements: one Amount column, bare figures, no running
    /// balance; only the section tells a deposit from a withdrawal.
    @Test func bareAmountsTakeTheSignOfTheirSection() {
        var page = HandBuiltPage()
        page.line(.left("Fabrikam Test Bank", 40))
        page.line(.left("Statement period 01/01/2025 to 01/31/2025", 40))
        page.line(.left("Beginning balance on January 1, 2025", 40), .right("$1,000.00", 520))
        page.line(.left("Ending balance on January 31, 2025", 40), .right("$2,104.50", 520))
        page.line(.left("Deposits and other additions", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 520))
        page.line(.left("01/03/25", 40), .left("PAYROLL ACME CORP", 110), .right("1,500.00", 520))
        page.line(.left("01/17/25", 40), .left("MOBILE CHECK DEPOSIT", 110), .right("200.00", 520))
        page.line(.left("Total deposits and other additions", 40), .right("$1,700.00", 520))
        page.line(.left("Withdrawals and other subtractions", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 520))
        page.line(.left("01/05/25", 40), .left("CITY WATER UTILITY", 110), .right("85.50", 520))
        page.line(.left("01/09/25", 40), .left("CHECKCARD GROCERY MART", 110), .right("510.00", 520))
        page.line(.left("Total withdrawals and other subtractions", 40), .right("$595.50", 520))
        let statement = StatementParser().parse(pages: [page.page])
        #expect(
            statement.rows == [
                "2025-01-03 1500.00 PAYROLL ACME CORP", "2025-01-17 200.00 MOBILE CHECK DEPOSIT",
                "2025-01-05 -85.50 CITY WATER UTILITY", "2025-01-09 -510.00 CHECKCARD GROCERY MART",
            ])
        #expect(statement.verification.verdict == .verified)
    }

    /// A card statement that prints its payments bare under their own heading.
    @Test func cardPaymentsPrintedBareUnderTheirHeadingAreMoneyIn() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 520))
        page.line(.left("Payments and credits", 40))
        page.line(.left("02 JAN", 40), .left("DIRECT DEBIT THANK YOU", 110), .right("100.00", 520))
        page.line(.left("Purchases", 40))
        page.line(.left("18 DEC", 40), .left("AMAZON MARKETPLACE", 110), .right("36.99", 520))
        let statement = StatementParser().parse(pages: [page.page])
        #expect(statement.rows == ["2025-01-02 100.00 DIRECT DEBIT THANK YOU", "2024-12-18 -36.99 AMAZON MARKETPLACE"])
        #expect(statement.verification.verdict == .verified)
    }

    /// A wrapped description that happens to read like a heading stays with its row.
    @Test func wrappedLineThatReadsLikeAHeadingStaysADescription() {
        var page = HandBuiltPage()
        page.line(.left("Fabrikam Test Bank", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
        page.line(.left("Beginning balance", 110), .right("$500.00", 520))
        page.line(.left("01/15/2025", 40), .left("TRANSFER FROM SAVINGS", 110), .right("45.20", 440), .right("$545.20", 520))
        page.line(.left("Deposits", 110), gap: 10)
        page.line(.left("01/20/2025", 40), .left("GROCERY STORE", 110), .right("-$100.00", 440), .right("$445.20", 520))
        page.line(.left("Ending balance", 110), .right("$445.20", 520))
        let statement = StatementParser().parse(pages: [page.page])
        #expect(statement.rows == ["2025-01-15 45.20 TRANSFER FROM SAVINGS Deposits", "2025-01-20 -100.00 GROCERY STORE"])
        #expect(statement.verification.verdict == .verified)
    }
}
