import Testing
@testable import StatementCore

/// Family 9: statements printed newest first, detected from their dates or their balances.
@Suite struct UnseenLayoutNewestFirstTests {
    @Test func newestFirstRowsComeOutOldestFirstAndVerify() {
        var page = HandBuiltPage()
        page.line(.left("Example Digital Bank", 40))
        page.line(.left("Statement period 01/08/2025 to 31/08/2025", 40))
        page.line(.left("Opening balance", 40), .right("1,000.00", 300))
        page.line(.left("Closing balance", 40), .right("1,150.00", 300))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420), .right("Balance", 520))
        page.line(.left("20/08/2025", 40), .left("TRANSFER IN", 110), .right("300.00", 420), .right("1,150.00", 520))
        page.line(.left("12/08/2025", 40), .left("ELECTRICITY", 110), .right("-100.00", 420), .right("850.00", 520))
        page.line(.left("03/08/2025", 40), .left("SUPERMARKET", 110), .right("-50.00", 420), .right("950.00", 520))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-08-03 -50.00 SUPERMARKET", "2025-08-12 -100.00 ELECTRICITY", "2025-08-20 300.00 TRANSFER IN",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func twoStatedBalancesOnOneLineOpenAndClose() {
        var page = HandBuiltPage()
        page.line(.left("Example App Bank", 40))
        page.line(.left("Balance on 1 August 2025: £1,000.00", 40), .left("Balance on 31 August 2025: £1,150.00", 260))
        page.line(.left("Date", 40), .left("Description", 110), .right("Money out", 400), .right("Money in", 470), .right("Balance", 540))
        page.line(.left("20 Aug 2025", 40), .left("Transfer in", 110), .right("£300.00", 470), .right("£1,150.00", 540))
        page.line(.left("3 Aug 2025", 40), .left("Supermarket", 110), .right("£150.00", 400), .right("£850.00", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["1000.00", "1150.00"])
        #expect(statement.rows == ["2025-08-03 -150.00 Supermarket", "2025-08-20 300.00 Transfer in"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func oneDayNewestFirstIsToldByTheBalancesChainingUpwards() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Movimientos del 15/09/2025", 40))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .right("Importe", 420), .right("Saldo", 520))
        page.line(.left("15/09/2025", 40), .left("BIZUM RECIBIDO", 110), .right("20,00", 420), .right("1.070,00", 520))
        page.line(.left("15/09/2025", 40), .left("COMPRA FARMACIA", 110), .right("-30,00", 420), .right("1.050,00", 520))
        page.line(.left("15/09/2025", 40), .left("COMPRA MERCADONA", 110), .right("-20,00", 420), .right("1.080,00", 520))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-09-15 -20.00 COMPRA MERCADONA", "2025-09-15 -30.00 COMPRA FARMACIA", "2025-09-15 20.00 BIZUM RECIBIDO",
            ])
        // Nothing but the running balances to check against: failed for that reason alone.
        #expect(
            statement.problemTexts.allSatisfy { $0.hasPrefix("proven only by its running balance") || $0.hasPrefix("no opening balance") },
            "\(statement.problemTexts)")
    }

    @Test func oneLateBackdatedRowDoesNotTurnAChronologicalStatement() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        page.line(.left("Statement period 01/08/2025 to 31/08/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420), .right("Balance", 520))
        page.line(.left("Opening balance", 110), .right("100.00", 520))
        page.line(.left("02/08/2025", 40), .left("A", 110), .right("-10.00", 420), .right("90.00", 520))
        page.line(.left("10/08/2025", 40), .left("B", 110), .right("-10.00", 420), .right("80.00", 520))
        page.line(.left("20/08/2025", 40), .left("C", 110), .right("-10.00", 420), .right("70.00", 520))
        page.line(.left("05/08/2025", 40), .left("D CORRECTION", 110), .right("5.00", 420), .right("75.00", 520))
        page.line(.left("Closing balance", 110), .right("75.00", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows.map { String($0.prefix(10)) } == ["2025-08-02", "2025-08-10", "2025-08-20", "2025-08-05"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
