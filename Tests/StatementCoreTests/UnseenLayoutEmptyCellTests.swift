import Testing
@testable import StatementCore

/// A column of codes (a card's last digits, a serial) standing before the money prints "-" where
/// a row has none: that dash is the column's empty cell, not the amount's sign, with or without a
/// header or a balance column and in either language; a real sign column keeps its signs.
@Suite struct UnseenLayoutEmptyCellTests {
    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () -> DrawnTable
        var testDescription: String { name }
    }

    static func form(_ fields: [DrawnTable.Field], _ name: String, _ change: @escaping @Sendable (inout DrawnTable) -> Void = { _ in }) -> Form {
        Form(name: name) {
            var table = DrawnTable(columns: DrawnTable.columns(fields))
            // The credit of 2,150.00 and the refund print no code.
            table.serials[1] = "-"
            table.serials[5] = "-"
            change(&table)
            return table
        }
    }

    static let forms: [Form] = [
        form([.date, .description, .serial, .amount, .balance], "code column before the amount, with a balance"),
        form([.date, .description, .serial, .amount], "code column before the amount, no balance column"),
        form([.date, .description, .serial, .amount], "no header, no balance column") { t in t.printsHeader = false },
        form([.date, .valueDate, .description, .serial, .amount], "German, Karte before Betrag") { t in
            t.columns = DrawnTable.columns(
                [.date, .valueDate, .description, .serial, .amount],
                headers: [.date: "Buchungsdatum", .valueDate: "Transaktionsdatum", .description: "Beschreibung", .serial: "Karte", .amount: "Betrag"])
            t.opening = "Alter Saldo"
            t.closing = "Neuer Saldo"
            t.date = { String(format: "%02d.03.2025", $0) }
            t.signed = { ($0 < 0 ? "-" : "") + LanguageStatement.european(abs($0)) }
            t.unsigned = LanguageStatement.european
        },
    ]

    @Test(arguments: forms) func aDashInACodeColumnIsNoSign(_ form: Form) {
        let table = form.make()
        let statement = table.parse()
        let read = statement.transactions.map { "\($0.date.iso) \($0.amount.decimalString)" }
        #expect(read == table.expectedRows.map { String($0.split(separator: " ").prefix(2).joined(separator: " ")) })
        #expect(zip(statement.transactions, table.descriptions).allSatisfy { $0.description.contains($1) })
        #expect(statement.balancesText == table.expectedBalances)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func aSignColumnBeforeTheAmountKeepsItsSigns() {
        var table = DrawnTable(columns: DrawnTable.columns([.date, .description, .serial, .sign, .amount, .balance]))
        table.serials[1] = "-"
        table.signMark = { $0 < 0 ? "-" : "+" }
        let statement = table.parse()
        #expect(statement.transactions.map(\.amount.decimalString) == DrawnTable.movements.map { LanguageStatement.decimal($0, minorDigits: 2) })
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }
}
