import Testing
@testable import StatementCore

/// Family 6: sections whose rows are not booked transactions (pending items, future instalments,
/// other accounts, fee summaries) are read as such and left out.
@Suite struct UnseenLayoutNotBookedTests {
    @Test func pendingTransactionsUnderTheirOwnHeaderAreLeftOut() {
        var page = HandBuiltPage()
        page.line(.left("Lakeside Credit Union", 40))
        page.line(.left("Statement period 01/04/2025 to 30/04/2025", 40))
        page.line(.left("Opening balance", 40), .right("500.00", 300))
        page.line(.left("Closing balance", 40), .right("430.00", 300))
        page.line(.left("Pending transactions", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420))
        page.line(.left("29/04/2025", 40), .left("HOTEL BOOKING HOLD", 110), .right("-250.00", 420))
        page.line(.left("Posted transactions", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 420), .right("Balance", 520))
        page.line(.left("02/04/2025", 40), .left("GROCERY STORE", 110), .right("-70.00", 420), .right("430.00", 520))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["500.00", "430.00"])
        #expect(statement.rows == ["2025-04-02 -70.00 GROCERY STORE"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func spanishCardLeavesOutTheInstalmentsStillToCome() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Extracto de tarjeta de crédito", 40))
        page.line(.left("Periodo del 01/05/2025 al 31/05/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("100,00 EUR", 300))
        page.line(.left("Saldo final", 40), .right("130,00 EUR", 300))
        page.line(.left("Fecha", 40), .left("Descripción", 110), .right("Importe", 420))
        page.line(.left("05/05/2025", 40), .left("SUPERMERCADO DIA", 110), .right("30,00", 420))
        page.line(.left("Cuotas por vencer", 40))
        page.line(.left("Fecha", 40), .left("Descripción", 110), .right("Importe", 420))
        page.line(.left("05/06/2025", 40), .left("PORTATIL CUOTA 04/12", 110), .right("45,00", 420))
        let statement = UnseenLayout.parse(page)
        #expect(statement.currency.code == "EUR")
        // The instalment still to come is not a row; the purchase's sign is the card family's
        // business and not asserted here.
        #expect(statement.transactions.map(\.description) == ["SUPERMERCADO DIA"])
    }

    @Test func frenchOtherAccountsAndFeeSummaryAddNoRows() {
        var page = HandBuiltPage()
        page.line(.left("BANQUE EXEMPLE", 40))
        page.line(.left("Période du 01/02/2025 au 28/02/2025", 40))
        page.line(.left("Date", 40), .left("Opération", 110), .right("Débit", 380), .right("Crédit", 450))
        page.line(.left("SOLDE CREDITEUR AU 31/01/2025", 110), .right("100,00", 450))
        page.line(.left("03/02/2025", 40), .left("CB BOULANGERIE", 110), .right("10,00", 380))
        page.line(.left("SOLDE CREDITEUR AU 28/02/2025", 110), .right("90,00", 450))
        page.line(.left("Frais sur produits et services bancaires", 40))
        page.line(.left("Libellé", 110), .right("Montant", 450))
        page.line(.left("COTISATION CARTE", 110), .right("2,50", 450))
        page.line(.left("Vos autres comptes", 40))
        page.line(.left("Libellé du compte", 110), .right("Solde", 450))
        page.line(.left("LIVRET A", 110), .right("1.600,00", 450))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["100.00", "90.00"])
        #expect(statement.rows == ["2025-02-03 -10.00 CB BOULANGERIE"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
