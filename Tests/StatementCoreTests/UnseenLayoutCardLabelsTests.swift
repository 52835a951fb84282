import Testing
@testable import StatementCore

/// A card bill's opening and closing under the labels German and Spanish card bills print
/// ("Saldo Vormonat", "Saldo pendiente"), beside the forms read before.
@Suite struct UnseenLayoutCardLabelsTests {
    /// Each label against one read before, on the same bill: the same rows, balances and verdict.
    static let pairs = [
        (known: "Alter Saldo", label: "Saldo Vormonat", spanish: false),
        (known: "Alter Saldo", label: "Saldo der letzten Abrechnung", spanish: false),
    ]

    private func bill(opening: String, closing: String, spanish: Bool) -> Statement {
        var page = HandBuiltPage()
        page.line(
            .left(spanish ? "Contoso Tarjetas" : "Contoso Karten", 40),
            .left(spanish ? "Extracto de tarjeta de crédito" : "Kreditkartenabrechnung", 350))
        page.line(.left(spanish ? "Tarjeta 4929 **** **** 3107" : "Karte 4929 **** **** 3107", 40))
        page.line(.left(spanish ? "Periodo del 15/12/2024 al 14/01/2025" : "Abrechnung vom 15.12.2024 bis 14.01.2025", 40))
        page.line(.left(opening, 200), .right("412,30", 450))
        page.line(.left(closing, 200), .right("417,54", 450))
        page.line(
            .left(spanish ? "Fecha" : "Datum", 40), .left(spanish ? "Concepto" : "Beschreibung", 120),
            .right(spanish ? "Importe EUR" : "Betrag EUR", 450))
        let rows = [
            ("18/12/2024", "AMAZON EU SARL", "-36,99"), ("22/12/2024", "SUPERMERCADO", "-415,55"), ("02/01/2025", "PAGO RECIBIDO GRACIAS", "447,30"),
        ]
        for (date, text, amount) in rows {
            page.line(.left(spanish ? date : date.replacingOccurrences(of: "/", with: "."), 40), .left(text, 120), .right(amount, 450))
        }
        return UnseenLayout.parse(page)
    }

    @Test(arguments: pairs.indices) func aLabelReadsAsTheKnownOneDoes(_ index: Int) {
        let (known, label, spanish) = Self.pairs[index]
        let opening = spanish ? "Saldo anterior" : known, closing = spanish ? known : "Neuer Saldo"
        let expected = bill(opening: opening, closing: closing, spanish: spanish)
        let read = bill(opening: spanish ? opening : label, closing: spanish ? label : closing, spanish: spanish)
        #expect(expected.verification.verdict == .verified, "\(expected.problemTexts)")
        #expect(read.verification.verdict == .verified, "\(read.problemTexts)")
        #expect(read.rows == expected.rows && read.balancesText == expected.balancesText)
    }
}
