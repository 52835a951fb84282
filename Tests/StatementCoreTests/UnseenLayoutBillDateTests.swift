import Testing
@testable import StatementCore

/// Card bills told by their own words in several languages, their bare payments read as money
/// in, and the years of rows printed without one bounded by the bill's own date: an instalment
/// bought months before the bill, December rows on a January bill.
@Suite struct UnseenLayoutBillDateTests {
    @Test func portugueseBillWithInstalmentsFromMonthsBeforeItsDueDate() {
        var page = HandBuiltPage()
        page.line(.left("Banco Exemplo", 40))
        page.line(.left("Valor da fatura: R$ 1.000,00", 40))
        page.line(.left("Vencimento:", 400))
        page.line(.left("Melhor dia de compra: 3", 40))
        page.line(.left("10/09/2025", 400))
        page.line(.left("Se pagar só o mínimo, o valor que falta vai para o crédito rotativo com juros no mês seguinte.", 40))
        page.line(.left("Lançamentos do cartão", 40))
        page.line(.left("05 dez", 40), .left("LOJA DE MOVEIS - Parcela 9/10", 100), .right("87,45", 555))
        page.line(.left("20 fev", 40), .left("ACADEMIA - Parcela 7/12", 100), .right("65,00", 555))
        page.line(.left("02 ago", 40), .left("MERCADO CENTRAL", 100), .right("23,70", 555))
        page.line(.left("25 ago", 40), .left("FARMACIA BOA", 100), .right("41,18", 555))
        page.line(.left("18 ago", 40), .left("Pagamento efetuado", 100), .right("640,00", 555))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(
            statement.rows == [
                "2024-12-05 -87.45 LOJA DE MOVEIS - Parcela 9/10", "2025-02-20 -65.00 ACADEMIA - Parcela 7/12",
                "2025-08-02 -23.70 MERCADO CENTRAL", "2025-08-25 -41.18 FARMACIA BOA", "2025-08-18 640.00 Pagamento efetuado",
            ])
    }

    @Test func englishJanuaryBillWithDecemberRowsAndAnInstalmentTenMonthsBack() {
        var page = HandBuiltPage()
        page.line(.left("Example Card Services", 40))
        page.line(.left("Statement balance £250.00", 40), .left("Minimum payment due £25.00", 300))
        page.line(.left("Payment due date 05/02/2025", 40))
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 555))
        page.line(.left("15 Mar", 40), .left("SOFA WORLD INSTALMENT 11 OF 12", 100), .right("50.00", 555))
        page.line(.left("18 Dec", 40), .left("BOOKSHOP LEEDS", 100), .right("120.00", 555))
        page.line(.left("02 Jan", 40), .left("GROCER LEEDS", 100), .right("80.00", 555))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(
            statement.rows == [
                "2024-03-15 -50.00 SOFA WORLD INSTALMENT 11 OF 12", "2024-12-18 -120.00 BOOKSHOP LEEDS", "2025-01-02 -80.00 GROCER LEEDS",
            ])
    }

    @Test func spanishBillDatedByItsCutOffWithYearlessNumericDates() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo - Tarjeta de Crédito", 40))
        page.line(.left("Fecha de corte: 20/01/2025", 40), .left("Pago mínimo $ 450,00", 300))
        page.line(.left("FECHA", 40), .left("CONCEPTO", 100), .right("IMPORTE", 555))
        page.line(.left("15/03", 40), .left("MUEBLES SA CUOTA 11/12", 100), .right("1.000,00", 555))
        page.line(.left("20/12", 40), .left("SUPERMERCADO NORTE", 100), .right("350,00", 555))
        page.line(.left("05/01", 40), .left("FARMACIA SUR", 100), .right("90,00", 555))
        page.line(.left("08/01", 40), .left("GRACIAS POR SU PAGO", 100), .right("2.000,00", 555))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(
            statement.rows == [
                "2024-03-15 -1000.00 MUEBLES SA CUOTA 11/12", "2024-12-20 -350.00 SUPERMERCADO NORTE", "2025-01-05 -90.00 FARMACIA SUR",
                "2025-01-08 2000.00 GRACIAS POR SU PAGO",
            ])
    }

    @Test func germanBillClosedInJanuary() {
        var page = HandBuiltPage()
        page.line(.left("Beispielbank Kreditkarte", 40))
        page.line(.left("Abschlussdatum 31.01.2025", 40), .left("Rechnungsbetrag 95,00 EUR", 300))
        page.line(.left("Datum", 40), .left("Beschreibung", 100), .right("Betrag", 555))
        page.line(.left("15.03.", 40), .left("MOEBELHAUS RATE 11/12", 100), .right("40,00", 555))
        page.line(.left("28.12.", 40), .left("BUCHHANDLUNG", 100), .right("30,00", 555))
        page.line(.left("03.01.", 40), .left("BAECKEREI", 100), .right("25,00", 555))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(
            statement.rows == [
                "2024-03-15 -40.00 MOEBELHAUS RATE 11/12", "2024-12-28 -30.00 BUCHHANDLUNG", "2025-01-03 -25.00 BAECKEREI",
            ])
    }

    @Test func aYearlessDateBeforeTheBoundKeepsTheNearestYear() throws {
        // A January bill's 2 February row lies within a month of its date: not moved a year back.
        let start = try #require(LocalDate(year: 2024, month: 12, day: 15)), end = try #require(LocalDate(year: 2025, month: 1, day: 14))
        let bound = DateRange(start: start, end: end)
        let early = PrintedDate(first: 2, second: 2, year: nil, numeric: true, yearFirst: false)
        let late = PrintedDate(first: 15, second: 3, year: nil, numeric: true, yearFirst: false)
        #expect(early.resolve(order: .dayMonth, near: bound.boundingRows)?.iso == "2025-02-02")
        #expect(late.resolve(order: .dayMonth, near: bound.boundingRows)?.iso == "2024-03-15")
        // A reference the statement does not print (the latest date it lists) only centres the rows.
        #expect(late.resolve(order: .dayMonth, near: bound)?.iso == "2025-03-15")
    }

    @Test func aLongBareNumberInAMoneyColumnIsADocumentNumber() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        page.line(.left("Statement period 01/03/2025 to 31/03/2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 450), .right("Balance", 555))
        page.line(.left("Opening balance", 110), .right("1,000.00", 555))
        page.line(.left("02/03/2025", 40), .left("SALARY", 110), .right("2,000.00", 450), .right("3,000.00", 555))
        page.line(.left("05/03/2025", 40), .left("RENT", 110), .right("-1250", 450), .right("1,750.00", 555))
        page.line(.left("10/03/2025", 40), .left("BOLETO", 110), .right("130624679", 450))
        page.line(.left("Closing balance", 110), .right("1,750.00", 555))
        let statement = UnseenLayout.parse(page)
        // The document number is text beside the row above, never a row of its own.
        #expect(statement.transactions.map(\.amount.decimalString) == ["2000.00", "-1250.00"])
    }

    /// Each card's heading prints its subtotal atop the card's rows.
    static func billWithSubtotalsAtop(dropping dropped: Int? = nil) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 555))
        page.line(.left("02 Jan", 40), .left("PAYMENT RECEIVED - THANK YOU", 100), .right("200.00 CR", 555))
        let cards: [(String, String, [(String, String, String)])] = [
            ("Card ending 4417 - J SMITH", "£96.99", [("18 Dec", "BOOKSHOP LEEDS", "46.00"), ("20 Dec", "GROCER LEEDS", "50.99")]),
            ("Card ending 5520 - A SMITH", "£40.00", [("03 Jan", "CINEMA YORK", "15.00"), ("05 Jan", "CAFE YORK", "25.00")]),
        ]
        var index = 0
        for (heading, subtotal, rows) in cards {
            page.line(.left(heading, 40), .left("Subtotal for this card", 330), .right(subtotal, 555))
            for (date, description, amount) in rows {
                defer { index += 1 }
                if index == dropped { continue }
                page.line(.left(date, 40), .left(description, 100), .right(amount, 555))
            }
        }
        return page
    }

    @Test func aSubtotalPrintedAtopACardsRowsProvesThemAndARowLostIsSeen() {
        let statement = UnseenLayout.parse(Self.billWithSubtotalsAtop())
        #expect(statement.balancesText == ["-200.00", "-136.99"])
        #expect(statement.rows.count == 5)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        #expect(statement.verification.checks.contains { $0.contains("rows below it total") }, "\(statement.verification.checks)")
        for dropped in 0..<4 {
            let damaged = UnseenLayout.parse(Self.billWithSubtotalsAtop(dropping: dropped))
            #expect(damaged.verification.verdict != .verified, "row \(dropped + 1) dropped: \(damaged.rows)")
        }
    }
}
