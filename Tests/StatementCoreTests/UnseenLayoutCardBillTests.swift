import Testing
@testable import StatementCore

/// Family 7: card bills: purchases negative and payments positive from the holder's side, the
/// previous bill and the new balance as opening and closing, instalment markers that are not
/// dates, and items printed in two columns side by side.
@Suite struct UnseenLayoutCardBillTests {
    @Test func itemsInTwoColumnsSideBySideAreReadLeftColumnFirst() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(
            .left("Date", 40), .left("Description", 90), .right("Amount", 270),
            .left("Date", 320), .left("Description", 370), .right("Amount", 550))
        page.line(
            .left("18 Dec", 40), .left("AMAZON MARKETPLACE", 90), .right("46.00", 270),
            .left("02 Jan", 320), .left("PAYMENT THANK YOU", 370), .right("-100.00", 550))
        page.line(
            .left("20 Dec", 40), .left("TESCO STORES", 90), .right("16.99", 270),
            .left("05 Jan", 320), .left("REFUND COFFEE BAR", 370), .right("-26.00", 550))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.balancesText == ["-200.00", "-136.99"])
        #expect(
            statement.rows == [
                "2024-12-18 -46.00 AMAZON MARKETPLACE",
                "2024-12-20 -16.99 TESCO STORES",
                "2025-01-02 100.00 PAYMENT THANK YOU",
                "2025-01-05 26.00 REFUND COFFEE BAR",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func twoCardholdersSubtotalsUnderASummaryBoxThatNamesPayments() {
        var page = HandBuiltPage()
        page.line(.left("Example Card Services", 40))
        page.line(.left("Statement date 14 April 2025", 40))
        page.line(.left("Previous balance", 40), .right("£100.00", 300))
        page.line(.left("Payments and credits", 40), .right("-£100.00", 300))
        page.line(.left("New transactions", 40), .right("£60.00", 300))
        page.line(.left("New balance", 40), .right("£60.00", 300))
        page.line(.left("Minimum payment £5.00", 40), .left("Payment due date 9 May 2025", 300))
        page.line(.left("Date", 40), .left("Transaction details", 110), .right("Amount £", 555))
        page.line(.left("02 Apr", 40), .left("PAYMENT RECEIVED - THANK YOU", 110), .right("100.00 CR", 555))
        page.line(.left("MR J SMITH   Card ending 4417", 40))
        page.line(.left("16 Mar", 40), .left("GROCER LEEDS", 110), .right("25.00", 555))
        page.line(.left("Total for MR J SMITH", 110), .right("25.00", 555))
        page.line(.left("MRS A SMITH   Card ending 5520", 40))
        page.line(.left("28 Mar", 40), .left("BOOKSHOP LEEDS", 110), .right("35.00", 555))
        page.line(.left("Total for MRS A SMITH", 110), .right("35.00", 555))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["-100.00", "-60.00"])
        #expect(
            statement.rows == [
                "2025-04-02 100.00 PAYMENT RECEIVED - THANK YOU", "2025-03-16 -25.00 GROCER LEEDS", "2025-03-28 -35.00 BOOKSHOP LEEDS",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func sideBySideColumnsHeadedByTheirCurrency() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo - Tarjeta de Crédito", 40))
        page.line(.left("Cierre actual 24/04/2025 Pago mínimo $ 4.500,00 Límite de crédito $ 250.000,00", 40))
        page.line(.left("SALDO ANTERIOR", 40), .right("1.000,00", 250))
        page.line(.left("SALDO ACTUAL", 40), .right("350,00", 250))
        page.line(
            .left("FECHA", 40), .left("DESCRIPCIÓN", 95), .right("PESOS", 290), .left("FECHA", 310), .left("DESCRIPCIÓN", 365), .right("PESOS", 560))
        page.line(
            .left("27/03/25", 40), .left("MERCADO", 95), .right("100,00", 290), .left("08/04/25", 310), .left("SU PAGO", 365),
            .right("-1.000,00", 560))
        page.line(
            .left("29/03/25", 40), .left("FARMACIA", 95), .right("50,00", 290), .left("12/04/25", 310), .left("LIBRERIA", 365), .right("200,00", 560))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-03-27 -100.00 MERCADO", "2025-03-29 -50.00 FARMACIA", "2025-04-08 1000.00 SU PAGO", "2025-04-12 -200.00 LIBRERIA",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func anInstalmentMarkerIsPartOfTheDescriptionNotADate() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("18 Dec", 40), .left("LAPTOP STORE INSTALMENT 03/10", 110), .right("45.00", 440))
        page.line(.left("02 Jan", 40), .left("PAYMENT THANK YOU", 110), .right("-100.00", 440))
        page.line(.left("05 Jan", 40), .left("MUSIC STREAMING", 110), .right("(8.01)", 440))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2024-12-18 -45.00 LAPTOP STORE INSTALMENT 03/10",
                "2025-01-02 100.00 PAYMENT THANK YOU",
                "2025-01-05 8.01 MUSIC STREAMING",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// "Saldo total = R$ 85,40" closes a card bill that prints no other closing; on an account
    /// statement the same words may add several accounts up, and close nothing.
    @Test func aTotalBalanceClosesACardBillOnly() {
        func statement(card: Bool) -> Statement {
            var page = HandBuiltPage()
            page.line(.left("Banco Exemplo", 40))
            page.line(.left(card ? "Resumo da fatura do cartão de crédito" : "Extrato de conta corrente", 40))
            if card { page.line(.left("Pagamento mínimo", 40), .right("R$ 15,00", 300)) }
            page.line(.left(card ? "Total da fatura anterior" : "Saldo anterior", 40), .right("R$ 100,00", 300))
            page.line(.left("Saldo total =", 40), .right("R$ 85,40", 300))
            page.line(.left("Data", 40), .left("Descrição", 90), .right("Valor", 300))
            page.line(.left("05/03/2025", 40), .left("PADARIA EXEMPLO", 90), .right(card ? "35,40" : "-35,40", 300))
            page.line(.left("10/03/2025", 40), .left(card ? "PAGAMENTO RECEBIDO" : "SALARIO", 90), .right(card ? "-50,00" : "50,00", 300))
            return UnseenLayout.parse(page)
        }
        let bill = statement(card: true)
        #expect(bill.kind == .card)
        #expect(bill.balancesText == ["-100.00", "-85.40"])
        #expect(bill.verification.verdict == .verified, "\(bill.problemTexts)")
        let account = statement(card: false)
        #expect(account.kind != .card)
        #expect(account.closingBalance == nil, "\(account.balancesText)")
    }
}
