import Testing
@testable import StatementCore

/// A card bill printed from the holder's side (purchases with a minus, a payment bare, the
/// balance owed negative) adds up read either way: the many purchases carrying the minus say it
/// prints as the holder reads, in English and in German, with and without a header.
@Suite struct UnseenLayoutCardSignsTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var german: Bool
        var header: Bool
        var testDescription: String { name }
    }

    static let forms = [
        Form(name: "English with a header", german: false, header: true),
        Form(name: "German with a header", german: true, header: true),
        Form(name: "German without a header", german: true, header: false),
    ]

    @Test(arguments: forms) func purchasesPrintedWithAMinusAreMoneyOut(_ form: Form) {
        let money: (String) -> String = { form.german ? $0.replacingOccurrences(of: ".", with: ",") : $0 }
        var page = HandBuiltPage()
        page.line(.left(form.german ? "Beispielbank Kreditkarte" : "Example Bank credit card", 40))
        page.line(.left(form.german ? "Kartennummer 4417 **** **** 1234" : "Card number 4417 **** **** 1234", 40))
        page.line(.left(form.german ? "Abrechnung vom 01.03.2025 bis 31.03.2025" : "Statement period 01/03/2025 to 31/03/2025", 40))
        if form.header {
            page.line(
                .left(form.german ? "Datum" : "Date", 40), .left(form.german ? "Beschreibung" : "Description", 120),
                .right(form.german ? "Betrag" : "Amount", 450))
        }
        page.line(.left(form.german ? "Alter Saldo" : "Previous balance", 120), .right(money("-200.00"), 450))
        let rows = [
            ("03", "Store Fabrikam", "-46.00"), ("05", "Bakery Northwind", "-16.99"), ("12", "Payment", "200.00"),
            ("20", "Energy Company", "-35.50"), ("24", "Cafe Contoso", "-4.20"), ("26", "Store Fabrikam", "-10.00"),
            ("28", "Bakery Northwind", "-2.31"),
        ]
        for (day, text, amount) in rows {
            page.line(.left(form.german ? "\(day).03.2025" : "\(day)/03/2025", 40), .left(text, 120), .right(money(amount), 450))
        }
        page.line(.left(form.german ? "Neuer Saldo" : "New balance", 120), .right(money("-115.00"), 450))
        let statement = UnseenLayout.parse(page)
        #expect(statement.kind == .card)
        #expect(statement.balancesText == ["-200.00", "-115.00"])
        #expect(statement.rows == rows.map { "2025-03-\($0.0) \($0.2) \($0.1)" })
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
