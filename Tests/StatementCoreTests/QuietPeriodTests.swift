import Testing
@testable import StatementCore

/// A month with no transactions: its labelled opening and closing balances prove it has no row.
@Suite struct QuietPeriodTests {
    private func header(_ page: inout HandBuiltPage, period: String = "Statement period 01/04/2025 to 30/04/2025") {
        page.line(.left("Example Savings Bank plc", 40), .left("Statement of Account", 300))
        page.line(.left("Account number 12345678 Sort code 20-30-40", 40))
        if !period.isEmpty { page.line(.left(period, 40)) }
    }

    @Test func tableHeaderWithNoRowsBetweenEqualBalancesIsVerified() {
        var page = HandBuiltPage()
        header(&page)
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420), .right("Balance", 530), gap: 20)
        page.line(.left("Opening balance", 110), .right("2,515.87", 530))
        page.line(.left("Closing balance", 110), .right("2,515.87", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.isEmpty)
        #expect(statement.balancesText == ["2515.87", "2515.87"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.problemTexts.isEmpty)
    }

    @Test func noHeaderAndANoTransactionsLineIsVerified() {
        var page = HandBuiltPage()
        header(&page)
        page.line(.left("Opening balance", 40), .right("£310.00", 300), gap: 20)
        page.line(.left("There were no transactions on this account this period.", 40))
        page.line(.left("Closing balance", 40), .right("£310.00", 300))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.isEmpty)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func germanAlterAndNeuerSaldoAreVerified() {
        var page = HandBuiltPage()
        page.line(.left("Beispielbank AG", 40), .left("Kontoauszug", 300))
        page.line(.left("IBAN DE89 3704 0044 0532 0130 00", 40))
        page.line(.left("Kontoauszug vom 01.04.2025 bis 30.04.2025", 40))
        page.line(.left("Datum", 40), .left("Buchungstext", 110), .right("Betrag EUR", 530), gap: 20)
        page.line(.left("Alter Saldo", 110), .right("1.204,50", 530))
        page.line(.left("Keine Umsätze in diesem Zeitraum", 110))
        page.line(.left("Neuer Saldo", 110), .right("1.204,50", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.isEmpty)
        #expect(statement.balancesText == ["1204.50", "1204.50"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func differingBalancesWithNoRowStayFailed() {
        var page = HandBuiltPage()
        header(&page)
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420), .right("Balance", 530), gap: 20)
        page.line(.left("Opening balance", 110), .right("2,515.87", 530))
        page.line(.left("Closing balance", 110), .right("2,600.00", 530))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.isEmpty)
        #expect(statement.verification.verdict == .failed)
        #expect(statement.problemTexts.contains { $0.contains("off by 84.13") }, "\(statement.problemTexts)")
    }

    @Test func aDatedAmountLeftUnexplainedKeepsItFailed() {
        var page = HandBuiltPage()
        header(&page)
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420), .right("Balance", 530), gap: 20)
        page.line(.left("Opening balance", 110), .right("2,515.87", 530))
        page.line(.left("Closing balance", 110), .right("2,515.87", 530))
        page.line(.left("12/04/2025 reversed 40.00 and 40.00 -40.00", 40))
        let statement = UnseenLayout.parse(page)
        #expect(statement.verification.verdict != .verified, "\(statement.rows) \(statement.problemTexts)")
    }

    @Test func withoutAPeriodOrDateItIsNotProven() {
        var page = HandBuiltPage()
        header(&page, period: "")
        page.line(.left("Opening balance", 40), .right("£310.00", 300), gap: 20)
        page.line(.left("Closing balance", 40), .right("£310.00", 300))
        let statement = UnseenLayout.parse(page)
        #expect(statement.period == nil && statement.statementDate == nil)
        #expect(statement.verification.verdict == .failed)
    }
}
