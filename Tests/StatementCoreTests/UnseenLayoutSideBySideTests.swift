import Testing
@testable import StatementCore

/// Card bills that print two tables side by side with no header printed twice: the page is cut
/// at the clear band between them and read left column first, then the right one.
@Suite struct UnseenLayoutSideBySideTests {
    @Test func twoTablesWithNoRepeatedHeaderAreReadLeftColumnFirst() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Cardholder J SMITH  card ending 3107", 40), .left("Card total 136.99", 330))
        page.line(
            .left("18 Dec", 40), .left("BOOKSHOP (2/3)", 90), .right("18.00", 270),
            .left("02 Jan", 330), .left("PAYMENT THANK YOU", 380), .right("- 100.00", 550))
        page.line(
            .left("20 Dec", 40), .left("GROCER", 90), .right("16.99", 270),
            .left("05 Jan", 330), .left("REFUND COFFEE BAR", 380), .right("- 26.00", 550))
        page.line(
            .left("22 Dec", 40), .left("FUEL STATION", 90), .right("10.00", 270),
            .left("09 Jan", 330), .left("MUSIC STREAMING", 380), .right("5.00", 550))
        page.line(
            .left("23 Dec", 40), .left("HOTEL", 90), .right("8.00", 270),
            .left("12 Jan", 330), .left("ANNUAL FEE", 380), .right("5.00", 550))
        page.line(.left("Rates and charges: purchases 9.99% a month, cash withdrawals 12.99% a month", 40))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(
            statement.rows == [
                "2024-12-18 -18.00 BOOKSHOP (2/3)",
                "2024-12-20 -16.99 GROCER",
                "2024-12-22 -10.00 FUEL STATION",
                "2024-12-23 -8.00 HOTEL",
                "2025-01-02 100.00 PAYMENT THANK YOU",
                "2025-01-05 26.00 REFUND COFFEE BAR",
                "2025-01-09 -5.00 MUSIC STREAMING",
                "2025-01-12 -5.00 ANNUAL FEE",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
        // The trace tells each half of a cut line by its own reading, though both keep the
        // line's page and number.
        let trace = ParseExplanation.explain(pages: [page.page], parser: StatementParser()).lines
        let halves = trace.filter { $0.line == 9 }.map { "\($0.role.rawValue) \($0.reading.prefix(35)) | \($0.text)" }
        #expect(
            halves == [
                "row date 2024-12-18, amount -18.00, col | 18 Dec BOOKSHOP (2/3) 18.00",
                "row date 2025-01-02, amount 100.00, col | 02 Jan PAYMENT THANK YOU - 100.00",
            ], "\(halves)")
    }

    @Test func aYearlessPeriodTakesTheYearOfTheMonthTheBillNames() {
        var page = HandBuiltPage()
        page.line(.left("Maria Exemplo | cartão de crédito final 1234 | fatura de Janeiro de 2025", 300))
        page.line(.left("Período de compras: 14/12 até 13/01", 40), .left("Pagamento mínimo: R$ 25,00", 300))
        page.line(.left("Compras à vista", 40), .right("R$ 120,00", 250), .left("Total da fatura anterior", 300), .right("R$ 500,00", 550))
        page.line(.left("Outros", 40), .right("R$ 0,00", 250), .left("Total de pagamentos", 300), .right("-R$ 500,00", 550))
        page.line(.left("Total de compras", 40), .right("R$ 120,00", 250), .left("Total a pagar", 300), .right("R$ 120,00", 550))
        page.line(.left("Lançamentos do cartão | Final 1234", 40), .left("Total do cartão:", 380), .right("R$ 120,00", 550))
        page.line(
            .left("20 Dez", 40), .left("Padaria Exemplo", 90), .right("R$ 30,00", 270),
            .left("05 Jan", 330), .left("Pagamento de fatura", 380), .right("- R$ 500,00", 550))
        page.line(
            .left("27 Dez", 40), .left("Livraria (2/3)", 90), .right("R$ 40,00", 270),
            .left("08 Jan", 330), .left("Posto Exemplo", 380), .right("R$ 25,00", 550))
        page.line(
            .left("30 Dez", 40), .left("Mercado", 90), .right("R$ 15,00", 270),
            .left("12 Jan", 330), .left("Anuidade", 380), .right("R$ 10,00", 550))
        let statement = UnseenLayout.parse(page)
        #expect(statement.period == DateRange(start: LocalDate(year: 2024, month: 12, day: 14)!, end: LocalDate(year: 2025, month: 1, day: 13)!))
        #expect(statement.balancesText == ["-500.00", "-120.00"])
        #expect(
            statement.rows == [
                "2024-12-20 -30.00 Padaria Exemplo",
                "2024-12-27 -40.00 Livraria (2/3)",
                "2024-12-30 -15.00 Mercado",
                "2025-01-05 500.00 Pagamento de fatura",
                "2025-01-08 -25.00 Posto Exemplo",
                "2025-01-12 -10.00 Anuidade",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func aBoxOfTextBesideTheTableIsReadAfterIt() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 90), .right("Amount", 270))
        page.line(.left("18 Dec", 40), .left("BOOKSHOP", 90), .right("18.00", 270), .left("Instalment simulation for next month", 330))
        page.line(.left("LEEDS", 90), .left("Rate per month", 330), .right("5.99 %", 550))
        page.line(.left("20 Dec", 40), .left("GROCER", 90), .right("16.99", 270), .left("Total financed", 330), .right("900.00", 550))
        page.line(.left("LEEDS", 90), .left("Total to pay", 330), .right("1,200.00", 550))
        page.line(.left("02 Jan", 40), .left("PAYMENT THANK YOU", 90), .right("-100.00", 270), .left("Tax on the credit", 330), .right("12.30", 550))
        page.line(.left("05 Jan", 40), .left("REFUND COFFEE BAR", 90), .right("-26.00", 270))
        page.line(.left("09 Jan", 40), .left("MUSIC STREAMING", 90), .right("28.00", 270), .left("The tax is part of the amount financed.", 330))
        let statement = UnseenLayout.parse(page)
        #expect(
            statement.rows == [
                "2024-12-18 -18.00 BOOKSHOP LEEDS",
                "2024-12-20 -16.99 GROCER LEEDS",
                "2025-01-02 100.00 PAYMENT THANK YOU",
                "2025-01-05 26.00 REFUND COFFEE BAR",
                "2025-01-09 -28.00 MUSIC STREAMING",
            ])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}

/// Two cards' tables side by side: each half read down in turn, the cards' subtotals and the
/// second holder's heading kept out of the rows, and the rows going on to the next page.
@Suite struct UnseenLayoutSideBySideSubtotalTests {
    @Test(arguments: [false, true])
    func subtotalsAndHeadingsInTheRightHalfAreNotRows(headerOnOneLine: Bool) {
        var first = HandBuiltPage()
        first.cardSummary()
        if headerOnOneLine {
            first.line(
                .left("Date", 40), .left("Merchant", 90), .right("Amount", 270),
                .left("Date", 330), .left("Merchant", 380), .right("Amount", 550))
        } else {
            first.line(.left("Card items", 40), .left("Card items", 330))
            first.line(
                .left("Date", 40), .left("Merchant", 90), .right("Amount", 270), .left("Date", 330), .left("Merchant", 380), .right("Amount", 550))
        }
        first.line(
            .left("18 Dec", 40), .left("BOOKSHOP", 90), .right("18.00", 270),
            .left("05 Jan", 330), .left("COFFEE BAR", 380), .right("26.00", 550))
        first.line(.left("LEEDS", 90), .left("YORK", 380))
        first.line(
            .left("20 Dec", 40), .left("GROCER", 90), .right("16.99", 270),
            .left("Items on card ending 3107", 330), .right("90.99", 550))
        first.line(.left("LEEDS", 90), .left("A SMITH card ending 5520", 330))
        first.line(
            .left("22 Dec", 40), .left("FUEL STATION", 90), .right("10.00", 270),
            .left("09 Jan", 330), .left("MUSIC STREAMING", 380), .right("5.00", 550))
        first.line(.left("LEEDS", 90), .left("LONDON", 380))
        first.line(
            .left("23 Dec", 40), .left("HOTEL", 90), .right("20.00", 270),
            .left("10 Jan", 330), .left("BAKERY", 380), .right("15.00", 550))
        first.line(.left("LEEDS", 90), .left("LONDON", 380))
        var second = HandBuiltPage(number: 2)
        second.line(.left("Card items", 40))
        second.line(.left("11 Jan", 40), .left("CINEMA", 90), .right("26.00", 270))
        second.line(.left("LONDON", 90))
        second.line(.left("Items on card ending 5520", 40), .right("46.00", 270))
        second.line(.left("Compras parceladas - próximas faturas", 40))
        second.line(.left("18 Dec", 40), .left("BOOKSHOP (3/3)", 90), .right("18.00", 270))
        let statement = UnseenLayout.parse(first, second)
        #expect(
            statement.rows == [
                "2024-12-18 -18.00 BOOKSHOP LEEDS",
                "2024-12-20 -16.99 GROCER LEEDS",
                "2024-12-22 -10.00 FUEL STATION LEEDS",
                "2024-12-23 -20.00 HOTEL LEEDS",
                "2025-01-05 -26.00 COFFEE BAR YORK",
                "2025-01-09 -5.00 MUSIC STREAMING LONDON",
                "2025-01-10 -15.00 BAKERY LONDON",
                "2025-01-11 -26.00 CINEMA LONDON",
            ], "\(statement.rows)")
    }
}
