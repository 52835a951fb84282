import Testing
@testable import StatementCore

/// Two money columns headed by what their currency is to the statement, not by its name
/// ("Moneda nacional" and "Moneda extranjera", "Local currency" and "Foreign currency"): the
/// national column is in the statement's own currency, the foreign one in the other currency the
/// file prints. Two statements, one per column, as for columns headed by their currencies.
@Suite struct UnseenLayoutQualifiedCurrencyColumnsTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var title: String
        var due: String
        /// A summary line printing both currencies' signs, as the bill's box does.
        var summary: (String, String)
        var headers: [String]
        var opening: String
        var closing: String
        var codes: [String]
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(
            name: "Spanish, Moneda nacional and Moneda extranjera", title: "Banco Ejemplo - Estado de Cuenta Tarjeta de Crédito",
            due: "Fecha límite de pago 05/06/2025",
            summary: ("Pago total S/ (PEN)", "Pago total US$ (USD)"), headers: ["Fecha", "Descripción", "Moneda nacional", "Moneda extranjera"],
            opening: "SALDO ANTERIOR", closing: "TOTAL FACTURADO", codes: ["PEN", "USD"]),
        Form(
            name: "English, Local currency and Foreign currency", title: "Example Card Services - Credit card statement",
            due: "Payment due date 05/06/2025, your account is kept in GBP",
            summary: ("Total due GBP", "Total due EUR"), headers: ["Date", "Description", "Local currency", "Foreign currency"],
            opening: "Previous balance", closing: "New balance", codes: ["GBP", "EUR"]),
        // A dollar account's own column stays in dollars under an English header.
        Form(
            name: "English, a dollar account with a euro column", title: "Example Card Services - Credit card statement",
            due: "Payment due date 05/06/2025, your account is kept in USD",
            summary: ("Total due USD", "Total due EUR"), headers: ["Date", "Description", "Local currency", "Foreign currency"],
            opening: "Previous balance", closing: "New balance", codes: ["USD", "EUR"]),
    ]

    static func page(_ form: Form) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left(form.title, 40))
        page.line(.left(form.due, 40))
        page.line(.left(form.summary.0, 40), .left(form.summary.1, 300))
        page.line(.right("150.00", 120), .right("25.50", 380))
        page.line(.left(form.headers[0], 40), .left(form.headers[1], 110), .right(form.headers[2], 450), .right(form.headers[3], 560))
        page.line(.left(form.opening, 110), .right("1,200.00", 450), .right("300.00", 560))
        page.line(.left("14/04/2025", 40), .left("SUPERMARKET CENTRAL", 110), .right("150.00", 450))
        page.line(.left("16/04/2025", 40), .left("BOOKSHOP ONLINE", 110), .right("25.50", 560))
        page.line(.left("20/04/2025", 40), .left("PAYMENT RECEIVED THANK YOU", 110), .right("1,200.00-", 455))
        page.line(.left("22/04/2025", 40), .left("PAYMENT RECEIVED THANK YOU", 110), .right("300.00-", 565))
        page.line(.left(form.closing, 110), .right("150.00", 450), .right("25.50", 560))
        return page
    }

    @Test(arguments: forms) func nationalAndForeignColumnsAreTwoStatements(_ form: Form) {
        let statements = UnseenLayout.parseAll(Self.page(form))
        #expect(statements.map(\.currency.code) == form.codes, "\(statements.map(\.problemTexts))")
        guard statements.count == 2 else { return }
        #expect(statements[0].rows == ["2025-04-14 -150.00 SUPERMARKET CENTRAL", "2025-04-20 1200.00 PAYMENT RECEIVED THANK YOU"])
        #expect(statements[1].rows == ["2025-04-16 -25.50 BOOKSHOP ONLINE", "2025-04-22 300.00 PAYMENT RECEIVED THANK YOU"])
        #expect(statements.allSatisfy { $0.verification.verdict == .verified }, "\(statements.map(\.problemTexts))")
    }

    /// A file printing no other currency names no foreign one: its table is not split by it.
    @Test func aForeignColumnWithNoOtherCurrencyPrintedIsNotSplit() {
        var page = HandBuiltPage()
        page.line(.left("Fecha", 40), .left("Descripción", 110), .right("Moneda nacional", 450), .right("Moneda extranjera", 560))
        page.line(.left("14/04/2025", 40), .left("SUPERMARKET CENTRAL", 110), .right("S/ 150.00", 450))
        #expect(CurrencyColumns.find(in: page.lines, national: "PEN") == nil)
        #expect(CurrencyColumns.find(in: page.lines, national: nil) == nil)
    }
}
