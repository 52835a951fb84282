import Testing
@testable import StatementCore

/// Family 4 on card bills: voucher columns (`COMPROB.`, `Nro. cupón`) and card-number columns
/// (`Tarjeta ****1234`, `Card 1234`) hold numbers that are never amounts, dates or balances.
@Suite struct UnseenLayoutVoucherColumnTests {
    @Test func argentineCardWithAVoucherColumnBeforeTheDescription() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo Argentina", 40))
        page.line(.left("Resumen de tarjeta de crédito", 40))
        page.line(.left("Pago mínimo", 40), .right("25,00", 300))
        page.line(.left("Período del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("10.000,00", 300))
        page.line(.left("Saldo actual", 40), .right("22.550,00", 300))
        page.line(.left("FECHA", 40), .left("COMPROB.", 100), .left("DETALLE", 170), .right("IMPORTE", 480))
        page.line(.left("05/03/25", 40), .left("004512", 100), .left("SUPERMERCADO COTO", 170), .right("12.500,00", 480))
        page.line(.left("08/03/25", 40), .left("117845", 100), .left("FRAVEGA C.03/12", 170), .right("5.050,00", 480))
        page.line(.left("12/03/25", 40), .left("230112", 100), .left("SU PAGO EN PESOS", 170), .right("-5.000,00", 480))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.balancesText == ["-10000.00", "-22550.00"])
        #expect(statement.transactions.map(\.date.iso) == ["2025-03-05", "2025-03-08", "2025-03-12"])
        #expect(statement.transactions.map(\.amount.decimalString) == ["-12500.00", "-5050.00", "5000.00"])
        #expect(statement.transactions.allSatisfy { $0.balance == nil && $0.valueDate == nil })
        #expect(statement.transactions.map(\.description) == ["SUPERMERCADO COTO", "FRAVEGA C.03/12", "SU PAGO EN PESOS"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func voucherColumnBetweenTheDescriptionAndTheAmount() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Extracto de tarjeta de crédito", 40))
        page.line(.left("Pago mínimo", 40), .right("25,00", 300))
        page.line(.left("Período del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("100,00", 300))
        page.line(.left("Saldo actual", 40), .right("187,50", 300))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .left("Comprobante", 330), .right("Importe", 480))
        page.line(.left("05/03/2025", 40), .left("LIBRERIA CENTRAL", 110), .left("001234", 330), .right("37,50", 480))
        page.line(.left("09/03/2025", 40), .left("FARMACIA", 110), .left("2025", 330), .right("50,00", 480))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-03-05 -37.50 LIBRERIA CENTRAL", "2025-03-09 -50.00 FARMACIA"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func cardNumberColumnOnACardWithSeveralCards() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Card", 90), .left("Description", 150), .right("Amount", 480))
        page.line(.left("18 Dec", 40), .left("3107", 90), .left("AMAZON MARKETPLACE", 150), .right("46.00", 480))
        page.line(.left("20 Dec", 40), .left("8841", 90), .left("TESCO STORES", 150), .right("16.99", 480))
        page.line(.left("02 Jan", 40), .left("3107", 90), .left("PAYMENT THANK YOU", 150), .right("-100.00", 480))
        page.line(.left("05 Jan", 40), .left("****8841", 90), .left("REFUND COFFEE BAR", 150), .right("-26.00", 480))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.map(\.date.iso) == ["2024-12-18", "2024-12-20", "2025-01-02", "2025-01-05"])
        #expect(statement.transactions.map(\.amount.decimalString) == ["-46.00", "-16.99", "100.00", "26.00"])
        #expect(
            statement.transactions.map(\.description)
                == ["AMAZON MARKETPLACE", "TESCO STORES", "PAYMENT THANK YOU", "REFUND COFFEE BAR"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func spanishCardNumberPrintedAfterTheDescription() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Extracto de tarjeta de crédito", 40))
        page.line(.left("Pago mínimo", 40), .right("25,00", 300))
        page.line(.left("Período del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("100,00", 300))
        page.line(.left("Saldo actual", 40), .right("187,50", 300))
        page.line(.left("Fecha", 40), .left("Concepto", 110), .left("Tarjeta", 330), .right("Importe", 480))
        page.line(.left("05/03/2025", 40), .left("LIBRERIA CENTRAL", 110), .left("****1234", 330), .right("37,50", 480))
        page.line(.left("09/03/2025", 40), .left("FARMACIA", 110), .left("5678", 330), .right("50,00", 480))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-03-05 -37.50 LIBRERIA CENTRAL", "2025-03-09 -50.00 FARMACIA"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
