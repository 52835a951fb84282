import Testing
@testable import StatementCore

/// A card bill printing its local and its dollar purchases in one table, side by side: two
/// money columns, each headed by its currency, each row's amount in one of them, and the
/// previous balance and the total billed once per column. That is two statements, one per
/// column, each with its own rows and balances; a second money column that names no currency
/// (the instalment) leaves the bill one statement.
@Suite struct UnseenLayoutCurrencyColumnsTests {
    /// A Spanish bill: a summary box per currency above the table, then the table with the local
    /// column first, or the dollar column first; with dollar rows, or none.
    private func spanishBill(localFirst: Bool = true, dollarRows: Bool = true) -> HandBuiltPage {
        let (soles, dolares) = localFirst ? (450.0, 540.0) : (540.0, 450.0)
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo - Estado de Cuenta Tarjeta de Crédito", 40))
        page.line(.left("Fecha de cierre 15/05/2025", 40), .left("Fecha límite de pago 05/06/2025", 300))
        page.line(.left("Pagos", 40))
        page.line(.left("Pago total S/", 40), .left("Pago total US$", 300))
        page.line(.right("150.00", 120), .right(dollarRows ? "25.50" : "0.00", 380))
        page.line(.left("Fecha", 40), .left("Descripción", 110), .right("Soles", soles), .right("Dólares", dolares))
        page.line(.left("SALDO ANTERIOR", 110), .right("1,200.00", soles), .right(dollarRows ? "300.00" : "0.00", dolares))
        page.line(.left("14/04/2025", 40), .left("SUPERMERCADO CENTRAL", 110), .right("150.00", soles))
        if dollarRows { page.line(.left("16/04/2025", 40), .left("LIBRERIA EN LINEA", 110), .right("25.50", dolares)) }
        page.line(.left("20/04/2025", 40), .left("PAGO RECIBIDO GRACIAS", 110), .right("1,200.00-", soles + 5))
        if dollarRows { page.line(.left("22/04/2025", 40), .left("PAGO RECIBIDO GRACIAS", 110), .right("300.00-", dolares + 5)) }
        page.line(.left("TOTAL FACTURADO", 110), .right("150.00", soles), .right(dollarRows ? "25.50" : "0.00", dolares))
        return page
    }

    @Test func aSpanishBillWithSolesAndDollarColumnsIsTwoStatements() {
        let statements = UnseenLayout.parseAll(spanishBill())
        try? #require(statements.count == 2, "\(statements.map(\.problemTexts))")
        guard statements.count == 2 else { return }
        #expect(statements.map(\.currency.code) == ["PEN", "USD"])
        #expect(statements[0].rows == ["2025-04-14 -150.00 SUPERMERCADO CENTRAL", "2025-04-20 1200.00 PAGO RECIBIDO GRACIAS"])
        #expect(statements[1].rows == ["2025-04-16 -25.50 LIBRERIA EN LINEA", "2025-04-22 300.00 PAGO RECIBIDO GRACIAS"])
        #expect(statements[0].balancesText == ["-1200.00", "-150.00"])
        #expect(statements[1].balancesText == ["-300.00", "-25.50"])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified }, "\(statements.map(\.problemTexts))")
    }

    /// Every date reads both ways (no day past the 12th): the dollar part orders them as the
    /// whole bill does, day first as its local currency's country prints them, not month first
    /// as dollars alone would suggest.
    @Test func theDollarPartReadsAmbiguousDatesAsTheWholeBillDoes() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo - Estado de Cuenta Tarjeta de Crédito", 40))
        page.line(.left("Fecha de cierre 10/05/2025", 40), .left("Fecha límite de pago 01/06/2025", 300))
        page.line(.left("Fecha", 40), .left("Descripción", 110), .right("Soles", 450), .right("Dólares", 540))
        page.line(.left("SALDO ANTERIOR", 110), .right("800.00", 450), .right("90.00", 540))
        page.line(.left("02/04/2025", 40), .left("FARMACIA DEL BARRIO", 110), .right("64.00", 450))
        page.line(.left("03/04/2025", 40), .left("SUSCRIPCION DE MUSICA", 110), .right("9.99", 540))
        page.line(.left("07/04/2025", 40), .left("PAGO RECIBIDO GRACIAS", 110), .right("800.00-", 455))
        page.line(.left("08/04/2025", 40), .left("PAGO RECIBIDO GRACIAS", 110), .right("90.00-", 545))
        page.line(.left("TOTAL FACTURADO", 110), .right("64.00", 450), .right("9.99", 540))
        let statements = UnseenLayout.parseAll(page)
        let byCode = Dictionary(statements.map { ($0.currency.code, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byCode["PEN"]?.rows == ["2025-04-02 -64.00 FARMACIA DEL BARRIO", "2025-04-07 800.00 PAGO RECIBIDO GRACIAS"])
        #expect(byCode["USD"]?.rows == ["2025-04-03 -9.99 SUSCRIPCION DE MUSICA", "2025-04-08 90.00 PAGO RECIBIDO GRACIAS"])
    }

    @Test func theDollarColumnFirstIsReadTheSameWay() {
        let statements = UnseenLayout.parseAll(spanishBill(localFirst: false))
        try? #require(statements.count == 2, "\(statements.map(\.problemTexts))")
        guard statements.count == 2 else { return }
        // In the order the first line naming both currencies (the summary box's) prints them.
        #expect(Set(statements.map(\.currency.code)) == ["USD", "PEN"])
        let byCode = Dictionary(statements.map { ($0.currency.code, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byCode["USD"]?.rows == ["2025-04-16 -25.50 LIBRERIA EN LINEA", "2025-04-22 300.00 PAGO RECIBIDO GRACIAS"])
        #expect(byCode["PEN"]?.rows == ["2025-04-14 -150.00 SUPERMERCADO CENTRAL", "2025-04-20 1200.00 PAGO RECIBIDO GRACIAS"])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified }, "\(statements.map(\.problemTexts))")
    }

    @Test func aCurrencyWithNoRowsIsNeverStoredWrong() {
        let statements = UnseenLayout.parseAll(spanishBill(dollarRows: false))
        // The local statement reads its rows; the dollar column, with no row, adds nothing wrong.
        let local = statements.first { $0.currency.code == "PEN" }
        #expect(local?.rows == ["2025-04-14 -150.00 SUPERMERCADO CENTRAL", "2025-04-20 1200.00 PAGO RECIBIDO GRACIAS"])
        #expect(local?.verification.verdict == .verified, "\(statements.map(\.problemTexts))")
        for statement in statements where statement.currency.code == "USD" {
            #expect(statement.transactions.isEmpty)
        }
    }

    @Test func aPortugueseBillWithReaisAndDollarColumns() {
        var page = HandBuiltPage()
        page.line(.left("Banco Exemplo - Fatura do cartão", 40))
        page.line(.left("Pagamento mínimo obrigatório", 40), .left("Limite disponível", 300))
        page.line(.left("Vencimento 10/05/2025", 40))
        page.line(.left("Data", 40), .left("Lançamento", 110), .right("Valor em R$", 450), .right("Valor em US$", 540))
        page.line(.left("Saldo anterior", 110), .right("800,00", 450), .right("40,00", 540))
        page.line(.left("14/04/2025", 40), .left("PADARIA BOM DIA", 110), .right("35,90", 450))
        page.line(.left("15/04/2025", 40), .left("STREAMING SERVICE", 110), .right("9,99", 540))
        page.line(.left("18/04/2025", 40), .left("PAGAMENTO EFETUADO", 110), .right("-800,00", 450))
        page.line(.left("18/04/2025", 40), .left("PAGAMENTO EFETUADO", 110), .right("-40,00", 540))
        page.line(.left("Total da fatura", 110), .right("35,90", 450), .right("9,99", 540))
        let statements = UnseenLayout.parseAll(page)
        try? #require(statements.count == 2, "\(statements.map(\.problemTexts))")
        guard statements.count == 2 else { return }
        #expect(statements.map(\.currency.code) == ["BRL", "USD"])
        #expect(statements[0].rows == ["2025-04-14 -35.90 PADARIA BOM DIA", "2025-04-18 800.00 PAGAMENTO EFETUADO"])
        #expect(statements[1].rows == ["2025-04-15 -9.99 STREAMING SERVICE", "2025-04-18 40.00 PAGAMENTO EFETUADO"])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified }, "\(statements.map(\.problemTexts))")
    }

    @Test func anEnglishBillWithDollarsFirstAndEuros() {
        var page = HandBuiltPage()
        page.line(.left("Example Card Services - Credit card statement", 40))
        page.line(.left("Credit limit and available credit on request", 40))
        page.line(.left("Payment due date 9 May 2025", 40))
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount USD", 450), .right("Amount EUR", 540))
        page.line(.left("Previous balance", 110), .right("120.00", 450), .right("60.00", 540))
        page.line(.left("13/04/2025", 40), .left("AIRPORT TAXI", 110), .right("45.00", 450))
        page.line(.left("16/04/2025", 40), .left("MUSEUM SHOP", 110), .right("18.40", 540))
        page.line(.left("17/04/2025", 40), .left("PAYMENT RECEIVED", 110), .right("-120.00", 450))
        page.line(.left("17/04/2025", 40), .left("PAYMENT RECEIVED", 110), .right("-60.00", 540))
        page.line(.left("New balance", 110), .right("45.00", 450), .right("18.40", 540))
        let statements = UnseenLayout.parseAll(page)
        try? #require(statements.count == 2, "\(statements.map(\.problemTexts))")
        guard statements.count == 2 else { return }
        #expect(statements.map(\.currency.code) == ["USD", "EUR"])
        #expect(statements[0].rows == ["2025-04-13 -45.00 AIRPORT TAXI", "2025-04-17 120.00 PAYMENT RECEIVED"])
        #expect(statements[1].rows == ["2025-04-16 -18.40 MUSEUM SHOP", "2025-04-17 60.00 PAYMENT RECEIVED"])
        #expect(statements.map(\.balancesText) == [["-120.00", "-45.00"], ["-60.00", "-18.40"]])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified }, "\(statements.map(\.problemTexts))")
    }

    @Test func aSecondMoneyColumnNamingNoCurrencyStaysOneStatement() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo - Estado de Cuenta Tarjeta de Crédito", 40))
        page.line(.left("Fecha límite de pago 05/06/2025", 40))
        page.line(.left("Fecha", 40), .left("Descripción", 110), .right("Cuota", 380), .right("Importe S/", 540))
        page.line(.left("SALDO ANTERIOR", 110), .right("500.00", 540))
        page.line(.left("14/04/2025", 40), .left("TIENDA DE MUEBLES", 110), .right("03/12", 380), .right("80.00", 540))
        page.line(.left("20/04/2025", 40), .left("PAGO RECIBIDO GRACIAS", 110), .right("500.00-", 545))
        page.line(.left("TOTAL FACTURADO", 110), .right("80.00", 540))
        let statements = UnseenLayout.parseAll(page)
        #expect(statements.count == 1)
        #expect(CurrencyColumns.find(in: page.lines) == nil)
        #expect(statements.first?.rows == ["2025-04-14 -80.00 TIENDA DE MUEBLES 03/12", "2025-04-20 500.00 PAGO RECIBIDO GRACIAS"])
    }

    @Test func theHeaderNamesEachColumnsCurrencyByCodeSignOrName() {
        #expect(CurrencyColumns.currency(namedBy: "Soles") == "PEN")
        #expect(CurrencyColumns.currency(namedBy: "S/") == "PEN")
        #expect(CurrencyColumns.currency(namedBy: "Dólares") == "USD")
        #expect(CurrencyColumns.currency(namedBy: "US$") == "USD")
        #expect(CurrencyColumns.currency(namedBy: "(EUR)") == "EUR")
        #expect(CurrencyColumns.currency(namedBy: "R$") == "BRL")
        #expect(CurrencyColumns.currency(namedBy: "CHF") == "CHF")
        #expect(CurrencyColumns.currency(namedBy: "$") == nil)
        #expect(CurrencyColumns.currency(namedBy: "Pesos") == nil)
    }
}
