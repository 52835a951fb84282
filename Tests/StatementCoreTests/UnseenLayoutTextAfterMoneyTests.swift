import Testing
@testable import StatementCore

/// Family 1: the description printed right of the money columns.
@Suite struct UnseenLayoutTextAfterMoneyTests {
    @Test func creditsDebitsBalanceThenDescription() {
        var page = HandBuiltPage()
        page.line(.left("First Prairie Bank", 40))
        page.line(.left("Statement period 05/01/2025 to 05/31/2025", 40))
        page.line(.left("Opening balance", 40), .right("$500.00", 300))
        page.line(.left("Closing balance", 40), .right("$1,400.00", 300))
        page.line(.left("Date", 40), .right("Credits", 160), .right("Debits", 230), .right("Balance", 310), .left("Description", 340))
        page.line(.left("05/02/2025", 40), .right("40.00", 230), .right("460.00", 310), .left("GAS STATION 114", 340))
        page.line(.left("05/09/2025", 40), .right("1,000.00", 160), .right("1,460.00", 310), .left("PAYROLL ACME INC", 340))
        page.line(.left("ACH CREDIT", 340))
        page.line(.left("05/20/2025", 40), .right("60.00", 230), .right("1,400.00", 310), .left("CHECK 1042", 340))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["500.00", "1400.00"])
        #expect(
            statement.rows == [
                "2025-05-02 -40.00 GAS STATION 114",
                "2025-05-09 1000.00 PAYROLL ACME INC ACH CREDIT",
                "2025-05-20 -60.00 CHECK 1042",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func balanceBroughtAndCarriedForwardPrintedAfterTheMoney() {
        var page = HandBuiltPage()
        page.line(.left("Example Harbour Bank", 40))
        page.line(.left("Statement of Account 01 Aug 2025 to 31 Aug 2025 Currency: SGD", 40))
        page.line(.left("Date", 40), .right("Deposit", 190), .right("Withdrawal", 270), .right("Balance", 350), .left("Particulars", 370))
        page.line(.left("01 Aug 2025", 40), .right("1,000.00", 350), .left("BALANCE B/F", 370))
        page.line(.left("04 Aug 2025", 40), .right("96.15", 270), .right("903.85", 350), .left("GIRO - SP SERVICES", 370))
        page.line(.left("08 Aug 2025", 40), .right("500.00", 190), .right("1,403.85", 350), .left("SALARY ACME", 370))
        page.line(.left("31 Aug 2025", 40), .right("1,403.85", 350), .left("BALANCE C/F", 370))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["1000.00", "1403.85"])
        #expect(statement.rows == ["2025-08-04 -96.15 GIRO - SP SERVICES", "2025-08-08 500.00 SALARY ACME"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func spanishDateAmountBalanceThenConcept() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Extracto del 01/06/2025 al 30/06/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("1.000,00 EUR", 300))
        page.line(.left("Saldo final", 40), .right("955,50 EUR", 300))
        page.line(.left("Fecha", 40), .right("Importe", 180), .right("Saldo", 260), .left("Concepto", 300))
        page.line(.left("03/06/2025", 40), .right("-44,50", 180), .right("955,50", 260), .left("RECIBO COMPAÑIA ELECTRICA", 300))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-06-03 -44.50 RECIBO COMPAÑIA ELECTRICA"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
