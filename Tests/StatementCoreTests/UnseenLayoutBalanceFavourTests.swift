import Testing
@testable import StatementCore

/// Family 8: a balance whose sign is said in words: in the holder's favour ("saldo a su favor",
/// "a favor del cliente", "saldo acreedor", "in your favour") or in the bank's ("saldo a nuestro
/// favor", "saldo deudor", "a nosso favor").
@Suite struct UnseenLayoutBalanceFavourTests {
    @Test func spanishAccountOverdrawnInTheBanksFavourAtTheEnd() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Periodo del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo anterior a su favor", 40), .right("300,00", 300))
        page.line(.left("Saldo final a nuestro favor", 40), .right("120,00", 300))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .right("Importe", 440))
        page.line(.left("05/03/2025", 40), .left("RECIBO ALQUILER", 110), .right("-420,00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["300.00", "-120.00"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// "SALDO A NUESTRO FAVOR   SALDO A SU FAVOR" side by side under the rows, the figure under
    /// the one it is: the balance the rows end at, the holder's.
    @Test func theClosingUnderOneOfTwoFavourLabelsAfterTheRows() {
        var page = HandBuiltPage()
        page.line(.left("EXTRACTO MENSUAL", 40), .left("Fecha de emisión: 01/04/2025", 400))
        page.line(.left("F.Oper.", 40), .left("Concepto", 160), .right("Importe", 420), .right("Saldo", 530))
        page.line(.left("SALDO ANTERIOR", 160), .right("500,00", 530))
        page.line(.left("12/03", 40), .left("RECIBO LUZ", 160), .right("-40,00", 420), .right("460,00", 530))
        page.line(.left("20/03", 40), .left("BIZUM RECIBIDO", 160), .right("15,00", 420), .right("475,00", 530))
        page.line(.left("Importes expresados en:", 40), .left("SALDO A NUESTRO FAVOR", 300), .left("SALDO A SU FAVOR", 460), gap: 20)
        page.line(.left("EURO", 40), .right("475,00", 540))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["500.00", "475.00"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func theFavourPrintedAfterTheAmount() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Periodo del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("50,00", 300), .left("a nuestro favor", 310))
        page.line(.left("Saldo final", 40), .right("250,00", 300), .left("a su favor", 310))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .right("Importe", 440))
        page.line(.left("05/03/2025", 40), .left("NOMINA", 110), .right("300,00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["-50.00", "250.00"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func aCardInCreditInTheHoldersFavour() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Estado de cuenta de tarjeta de crédito", 40))
        page.line(.left("Pago mínimo", 40), .right("0,00", 300))
        page.line(.left("Periodo del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo anterior a nuestro favor", 40), .right("100,00", 300))
        page.line(.left("Saldo actual a favor del cliente", 40), .right("20,00", 300))
        page.line(.left("Fecha", 40), .left("Descripción", 110), .right("Importe", 440))
        page.line(.left("03/03/2025", 40), .left("SU PAGO GRACIAS", 110), .right("-150,00", 440))
        page.line(.left("09/03/2025", 40), .left("LIBRERIA", 110), .right("30,00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.balancesText == ["-100.00", "20.00"])
        #expect(statement.rows == ["2025-03-03 150.00 SU PAGO GRACIAS", "2025-03-09 -30.00 LIBRERIA"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func debtorAndCreditorBalancesAtADate() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Periodo del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .right("Cargo", 360), .right("Abono", 440))
        page.line(.left("Saldo deudor al 28/02/2025", 110), .right("80,00", 360))
        page.line(.left("05/03/2025", 40), .left("TRANSFERENCIA RECIBIDA", 110), .right("500,00", 440))
        page.line(.left("Saldo acreedor al 31/03/2025", 110), .right("420,00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["-80.00", "420.00"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func portugueseBalanceInTheBanksFavour() {
        var page = HandBuiltPage()
        page.line(.left("Banco Exemplo", 40))
        page.line(.left("Extrato de 01/03/2025 a 31/03/2025", 40))
        page.line(.left("Saldo anterior a seu favor", 40), .right("40,00", 300))
        page.line(.left("Saldo final a nosso favor", 40), .right("60,00", 300))
        page.line(.left("Data", 40), .left("Descrição", 110), .right("Valor", 440))
        page.line(.left("05/03/2025", 40), .left("PAGAMENTO BOLETO", 110), .right("-100,00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.balancesText == ["40.00", "-60.00"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
