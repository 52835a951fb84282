import Testing
@testable import StatementCore

/// Family 7, card bills: several cardholders' subtotals are no rows and check each holder's
/// rows; tax and FX-fee lines are rows of their own when their amount stands in the money
/// column and detail when it does not; an instalment marker after the date is never a date.
@Suite struct UnseenLayoutCardholderTests {
    @Test func englishSubtotalsPerCardholder() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("02 Jan", 40), .left("PAYMENT THANK YOU", 110), .right("-200.00", 440))
        page.line(.left("JOHN DOE CARD ENDING 3107", 40))
        page.line(.left("18 Dec", 40), .left("AMAZON MARKETPLACE", 110), .right("46.00", 440))
        page.line(.left("20 Dec", 40), .left("TESCO STORES", 110), .right("16.99", 440))
        page.line(.left("Total for JOHN DOE", 110), .right("62.99", 440))
        page.line(.left("JANE DOE CARD ENDING 8841", 40))
        page.line(.left("05 Jan", 40), .left("BOOKSHOP", 110), .right("74.00", 440))
        page.line(.left("Total for JANE DOE", 110), .right("74.00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-01-02 200.00 PAYMENT THANK YOU",
                "2024-12-18 -46.00 AMAZON MARKETPLACE",
                "2024-12-20 -16.99 TESCO STORES",
                "2025-01-05 -74.00 BOOKSHOP",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.verification.checks.contains { $0.contains("Total for JOHN DOE") }, "\(statement.verification.checks)")
        #expect(statement.verification.checks.contains { $0.contains("Total for JANE DOE") }, "\(statement.verification.checks)")
    }

    @Test func aCardholderSubtotalThatDisagreesNamesTheHoldersRows() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("02 Jan", 40), .left("PAYMENT THANK YOU", 110), .right("-200.00", 440))
        page.line(.left("18 Dec", 40), .left("AMAZON MARKETPLACE", 110), .right("46.00", 440))
        page.line(.left("20 Dec", 40), .left("TESCO STORES", 110), .right("16.99", 440))
        page.line(.left("Total for JOHN DOE", 110), .right("72.99", 440))
        page.line(.left("05 Jan", 40), .left("BOOKSHOP", 110), .right("74.00", 440))
        page.line(.left("Total for JANE DOE", 110), .right("74.00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.verification.verdict == .failed)
        #expect(statement.problemTexts.contains { $0.contains("Total for JOHN DOE") }, "\(statement.problemTexts)")
    }

    @Test func aPeriodsTotalAndAHolderWithoutRowsAreNoSubtotalsToCheck() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("02 Jan", 40), .left("PAYMENT THANK YOU", 110), .right("-200.00", 440))
        page.line(.left("18 Dec", 40), .left("AMAZON MARKETPLACE", 110), .right("136.99", 440))
        page.line(.left("Total for JOHN DOE", 110), .right("136.99", 440))
        page.line(.left("Total for JANE DOE", 110), .right("0.00", 440))
        page.line(.left("Total for this period", 110), .right("63.01", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.rows == ["2025-01-02 200.00 PAYMENT THANK YOU", "2024-12-18 -136.99 AMAZON MARKETPLACE"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func spanishSubtotalPerCardWithIVAOnAFee() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo México", 40))
        page.line(.left("Estado de cuenta tarjeta de crédito", 40))
        page.line(.left("Pago mínimo", 40), .right("25,00", 300))
        page.line(.left("Periodo del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("1.000,00", 300))
        page.line(.left("Saldo actual", 40), .right("1.627,60", 300))
        page.line(.left("Fecha", 40), .left("Descripción", 110), .right("Importe", 440))
        page.line(.left("Tarjeta titular ****1234", 40))
        page.line(.left("05/03/2025", 40), .left("SUPERMERCADO", 110), .right("500,00", 440))
        page.line(.left("07/03/2025", 40), .left("COMISION ANUALIDAD", 110), .right("110,00", 440))
        page.line(.left("IVA COMISION 16%", 110), .right("17,60", 440))
        page.line(.left("Subtotal tarjeta ****1234", 110), .right("627,60", 440))
        page.line(.left("Tarjeta adicional ****5678", 40))
        page.line(.left("10/03/2025", 40), .left("FARMACIA", 110), .right("200,00", 440))
        page.line(.left("12/03/2025", 40), .left("SU PAGO GRACIAS", 110), .right("-200,00", 440))
        page.line(.left("Total titular", 110), .right("0,00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-03-05 -500.00 SUPERMERCADO",
                "2025-03-07 -110.00 COMISION ANUALIDAD",
                "2025-03-07 -17.60 IVA COMISION 16%",
                "2025-03-10 -200.00 FARMACIA",
                "2025-03-12 200.00 SU PAGO GRACIAS",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.verification.checks.contains { $0.contains("Subtotal tarjeta") }, "\(statement.verification.checks)")
    }

    @Test func brazilianIOFLineIsARowInTheMoneyColumnAndDetailOutsideIt() {
        var page = HandBuiltPage()
        page.line(.left("Banco Exemplo", 40))
        page.line(.left("Fatura do cartão de crédito", 40))
        page.line(.left("Pagamento mínimo", 40), .right("20,00", 300))
        page.line(.left("Período de 01/03/2025 a 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("0,00", 300))
        page.line(.left("Total da fatura", 40), .right("214,40", 300))
        page.line(.left("05/03/2025", 40), .left("SPOTIFY", 110), .right("56,10", 440))
        page.line(.left("IOF TRANSACAO EXTERIOR", 110), .right("1,90", 440))
        page.line(.left("09/03/2025", 40), .left("AMAZON US", 110), .right("156,40", 440))
        page.line(.left("IOF 3,38% R$ 5,29", 110))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-03-05 -56.10 SPOTIFY",
                "2025-03-05 -1.90 IOF TRANSACAO EXTERIOR",
                "2025-03-09 -156.40 AMAZON US IOF 3,38% R$ 5,29",
            ])
        #expect(statement.balancesText == ["0.00", "-214.40"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func australianGSTOnAFeeAsItsOwnRow() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank Australia", 40))
        page.line(.left("Credit card statement", 40))
        page.line(.left("Minimum payment", 40), .right("$25.00", 300))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Opening balance", 40), .right("$0.00", 300))
        page.line(.left("Closing balance", 40), .right("$133.00", 300))
        page.line(.left("Date", 40), .left("Transaction details", 110), .right("Amount", 440))
        page.line(.left("04/03/2025", 40), .left("INTERNATIONAL TXN FEE", 110), .right("3.00", 440))
        page.line(.left("GST ON FEE", 110), .right("0.30", 440))
        page.line(.left("GST INCLUDED 0.27", 110))
        page.line(.left("10/03/2025", 40), .left("WOOLWORTHS SYDNEY", 110), .right("129.70", 440))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2025-03-04 -3.00 INTERNATIONAL TXN FEE",
                "2025-03-04 -0.30 GST ON FEE GST INCLUDED 0.27",
                "2025-03-10 -129.70 WOOLWORTHS SYDNEY",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func anInstalmentMarkerAfterTheDateIsNotAValueDate() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo", 40))
        page.line(.left("Extracto de tarjeta de crédito", 40))
        page.line(.left("Pago mínimo", 40), .right("25,00", 300))
        page.line(.left("Periodo del 01/05/2025 al 31/05/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("100,00", 300))
        page.line(.left("Saldo final", 40), .right("235,00", 300))
        page.line(.left("Fecha", 40), .left("Cuota", 90), .left("Descripción", 130), .right("Importe", 440))
        page.line(.left("15/05/2025", 40), .left("03/10", 90), .left("PORTATIL TIENDA", 130), .right("45,00", 440))
        page.line(.left("20/05", 40), .left("01/12", 90), .left("LAVADORA", 130), .right("90,00", 440))
        // 2 June is 18 days after the booking date: as close as a value date may be, but a yearless
        // marker after a full date is an instalment unless it lies within a week or so.
        page.line(.left("22/05/2025", 40), .left("02/06", 90), .left("TELEVISOR", 130), .right("60,00", 440))
        page.line(.left("25/05/2025", 40), .left("23/05", 90), .left("FARMACIA", 130), .right("-60,00", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.map(\.date.iso) == ["2025-05-15", "2025-05-20", "2025-05-22", "2025-05-25"])
        #expect(statement.transactions.map(\.valueDate?.iso) == [nil, nil, nil, "2025-05-23"])
        #expect(statement.transactions.map(\.description) == ["03/10 PORTATIL TIENDA", "01/12 LAVADORA", "02/06 TELEVISOR", "FARMACIA"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
