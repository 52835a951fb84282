import Testing
@testable import StatementCore

/// Every printed form of a date and an amount of `UnseenLayoutPrintedFormsTests`, each read again
/// in two other layouts: a form is read by what it is, not by the table it was first drawn in.
/// One layout prints no header and a reference code before the date; the other is headed in
/// German with a value date after the balance.
@Suite struct UnseenLayoutPrintedFormsElsewhereTests {
    struct Layout: Sendable, CustomTestStringConvertible {
        var name: String
        var change: @Sendable (inout DrawnTable) -> Void
        var testDescription: String { name }
    }

    static let layouts: [Layout] = [
        Layout(name: "no header, a reference before the date") { table in
            table.printsHeader = false
            table.headerLines = nil
            if !table.columns.contains(where: { $0.field == .reference }) {
                table.columns.insert(DrawnTable.Column(field: .reference, header: ""), at: 0)
            }
        },
        Layout(name: "headed in German, a value date after the balance") { table in
            let labels: [DrawnTable.Field: String] = [
                .date: "Buchungstag", .valueDate: "Valuta", .reference: "Referenz", .serial: "Serie", .description: "Verwendungszweck",
                .amount: "Betrag", .debit: "Soll", .credit: "Haben", .balance: "Saldo",
            ]
            if !table.columns.contains(where: { $0.field == .valueDate }) { table.columns.append(DrawnTable.Column(field: .valueDate, header: "")) }
            table.columns = table.columns.map { DrawnTable.Column(field: $0.field, header: labels[$0.field] ?? $0.header) }
            table.opening = "Alter Kontostand"
            table.closing = "Neuer Kontostand"
            // The form's own letterhead lines (a currency, no period) stay; the English ones are German.
            let german = [
                "Example Bank": "Beispielbank AG", "Account statement": "Kontoauszug", "Account number 12345678": "Kontonummer 12345678",
                "Period 01/03/2025 to 31/03/2025": "Zeitraum 01.03.2025 bis 31.03.2025",
            ]
            table.letterhead = table.letterhead.map { german[$0] ?? $0 }
        },
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var form: UnseenLayoutPrintedFormsTests.Form
        var layout: Layout
        var testDescription: String { "\(form.name), \(layout.name)" }
    }

    /// With no header, which of two date columns is the booking date only their order says: a
    /// form printing the value date first needs its header.
    static let needsItsHeader = ["value date column before the booking date", "Valuta before Buchungstag"]

    static let cases: [Case] = (UnseenLayoutPrintedFormsTests.amounts + UnseenLayoutPrintedFormsTests.dates).flatMap { form in
        layouts.filter { !needsItsHeader.contains(form.name) || !$0.name.hasPrefix("no header") }.map { Case(form: form, layout: $0) }
    }

    /// Not read yet in the other layout: none today; a form that cannot be read goes here, and is
    /// still never verified wrong.
    static let notYet: [String] = []

    @Test(arguments: cases.filter { notYet.contains($0.testDescription) }) func notReadYetButNeverVerifiedWrong(_ example: Case) {
        var table = example.form.make()
        example.layout.change(&table)
        let statement = table.parse()
        guard statement.verification.verdict == .verified else { return }
        #expect(statement.rows == table.expectedRows, "verified, so its rows must be right")
    }

    @Test(arguments: cases.filter { !notYet.contains($0.testDescription) }) func formReadInAnotherLayout(_ example: Case) {
        var table = example.form.make()
        example.layout.change(&table)
        let statement = table.parse()
        #expect(statement.rows == table.expectedRows)
        #expect(statement.balancesText == table.expectedBalances)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
