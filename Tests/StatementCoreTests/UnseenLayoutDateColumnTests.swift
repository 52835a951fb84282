import Testing
@testable import StatementCore

/// Family 3: the date not in the first column (a checks table in check-number order), and
/// family 4: reference columns never taken for amounts, dates or balances.
@Suite struct UnseenLayoutDateColumnTests {
    @Test func aCheckWithoutDescriptionIsDescribedByItsNumber() {
        var page = HandBuiltPage()
        page.line(.left("Lakeshore Community Bank", 40))
        page.line(.left("Statement Period 03/01/2025 - 03/31/2025", 40))
        page.line(.left("Beginning Balance", 40), .right("1,000.00", 300))
        page.line(.left("Ending Balance", 40), .right("815.00", 300))
        page.line(.left("CHECKS PAID", 40))
        page.line(.left("Check No.", 40), .left("Date Paid", 140), .right("Amount", 300))
        page.line(.left("1041", 40), .left("03/12", 140), .right("125.00", 300))
        page.line(.left("1042", 40), .left("03/05", 140), .right("60.00", 300))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-03-12 -125.00 1041", "2025-03-05 -60.00 1042"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func checksTableInCheckNumberOrder() {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("Beginning balance", 40), .right("$1,000.00", 300))
        page.line(.left("Ending balance", 40), .right("$610.00", 300))
        page.line(.left("CHECKS PAID", 40))
        page.line(.left("Check number", 40), .left("Description", 120), .left("Date paid", 300), .right("Amount", 440))
        page.line(.left("1041", 40), .left("CHECK", 120), .left("03/14", 300), .right("150.00", 440))
        page.line(.left("1042", 40), .left("CHECK", 120), .left("03/06", 300), .right("200.00", 440))
        page.line(.left("1044", 40), .left("CHECK", 120), .left("03/21", 300), .right("40.00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-03-14 -150.00 1041 CHECK", "2025-03-06 -200.00 1042 CHECK", "2025-03-21 -40.00 1044 CHECK",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func spanishReferenceColumnBetweenAmountAndConcept() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Periodo del 01/04/2025 al 30/04/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("500,00 EUR", 300))
        page.line(.left("Saldo final", 40), .right("430,00 EUR", 300))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .left("Referencia", 330), .right("Importe", 470), .right("Saldo", 540))
        page.line(.left("02/04/2025", 40), .left("RECIBO GAS NATURAL", 110), .left("004512", 330), .right("-70,00", 470), .right("430,00", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-04-02 -70.00 RECIBO GAS NATURAL"])
        #expect(statement.transactions.first?.balance?.decimalString == "430.00")
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
