import Testing
@testable import StatementCore

/// A money column printed between the date and the description (a running balance before the
/// text, or the amount before it and the balance after), read by geometry: figures aligned as a
/// column over many rows are money wherever they stand on the line, and the arithmetic says which
/// column is the balance. Drawn in several languages, with a header, without one and with one in
/// unknown words, one signed amount or debit and credit columns, and descriptions that open with
/// a number of their own (a house number, a card's digits, a count), which keep it.
@Suite struct UnseenLayoutMoneyBeforeTextTests {
    struct Language: Sendable {
        var name: String
        var letterhead: [String]
        var headers: [DrawnTable.Field: String]
        var opening: String
        var closing: String
        var date: @Sendable (Int) -> String
        var unsigned: @Sendable (Int64) -> String
    }

    static let english = Language(
        name: "English", letterhead: ["Example Bank", "Account statement", "Account number 12345678"],
        headers: [.date: "Date", .description: "Description", .amount: "Amount", .debit: "Debit", .credit: "Credit", .balance: "Balance"],
        opening: "Opening balance", closing: "Closing balance", date: { String(format: "%02d/03/2025", $0) },
        unsigned: LanguageStatement.english)
    static let german = Language(
        name: "German", letterhead: ["Beispielbank", "Kontoauszug", "Kontonummer 12345678"],
        headers: [.date: "Datum", .description: "Verwendungszweck", .amount: "Betrag", .debit: "Soll", .credit: "Haben", .balance: "Saldo"],
        opening: "Alter Kontostand", closing: "Neuer Kontostand", date: { String(format: "%02d.03.2025", $0) },
        unsigned: LanguageStatement.european)
    static let spanish = Language(
        name: "Spanish", letterhead: ["Banco Ejemplo", "Extracto de cuenta", "Cuenta 12345678"],
        headers: [.date: "Fecha", .description: "Concepto", .amount: "Importe", .debit: "Cargo", .credit: "Abono", .balance: "Saldo"],
        opening: "Saldo anterior", closing: "Saldo final", date: { String(format: "%02d/03/2025", $0) },
        unsigned: LanguageStatement.european)
    static let french = Language(
        name: "French", letterhead: ["Banque Exemple", "Relevé de compte", "Compte 12345678"],
        headers: [.date: "Date", .description: "Libellé", .amount: "Montant", .debit: "Débit", .credit: "Crédit", .balance: "Solde"],
        opening: "Ancien solde", closing: "Nouveau solde", date: { String(format: "%02d/03/2025", $0) },
        unsigned: LanguageStatement.spaced)

    enum Heading: String, Sendable { case printed = "headed", none = "no header", unknown = "headed in unknown words" }

    struct Form: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () -> DrawnTable
        var testDescription: String { name }
    }

    /// Descriptions opening with a number of their own, which stays theirs.
    static let descriptions = [
        "12 Main Street rent", "Salary Contoso", "4111 card Store Fabrikam", "ATM Centrum", "2 x coffee Northwind", "Refund Tailspin",
    ]

    static func form(_ fields: [DrawnTable.Field], _ language: Language, _ heading: Heading) -> Form {
        let names = fields.map { "\($0)" }.joined(separator: ", ")
        return Form(name: "\(names), \(language.name), \(heading.rawValue)") {
            let headers = heading == .unknown ? UnseenLayoutColumnRolesTests.invented : language.headers
            var table = DrawnTable(columns: DrawnTable.columns(fields, headers: headers))
            table.printsHeader = heading != .none
            table.letterhead = heading == .unknown ? ["Vexa Bonk", "Akkar 12345678"] : language.letterhead
            (table.opening, table.closing) = heading == .unknown ? ("Vorlix ankam", "Vorlix oponu") : (language.opening, language.closing)
            table.descriptions = descriptions
            table.date = language.date
            table.unsigned = language.unsigned
            let unsigned = language.unsigned
            table.signed = { ($0 < 0 ? "-" : "") + unsigned(abs($0)) }
            return table
        }
    }

    static let orders: [[DrawnTable.Field]] = [
        [.date, .balance, .description, .amount],
        [.date, .balance, .description, .debit, .credit],
        [.date, .amount, .description, .balance],
        [.date, .debit, .credit, .description, .balance],
    ]

    static let forms: [Form] = orders.flatMap { fields in
        [english, german, spanish, french].flatMap { language in
            [Heading.printed, .none, .unknown].map { form(fields, language, $0) }
        }
    }

    @Test(arguments: forms) func moneyBeforeTheDescriptionIsRead(_ form: Form) {
        let table = form.make()
        let statement = table.parse()
        #expect(statement.rows == table.expectedRows)
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    /// Mutation experiment: each row's amount, then each row's balance, misprinted by a cent in
    /// turn. A misprinted amount is never `verified`. A misprinted running balance is not either,
    /// or it is with the rows all right and the misprint a note at its line, as where a header
    /// names the columns (`UnseenLayoutMisprintTests`): the rows after it follow from the rows.
    @Test(arguments: forms) func noMisprintedFigureIsVerifiedWrong(_ form: Form) {
        var balances: [Int64] = []
        var running = DrawnTable.openingBalance
        for movement in DrawnTable.movements {
            running += movement
            balances.append(running)
        }
        for movement in DrawnTable.movements.map(\.magnitude) {
            var table = form.make()
            let (signed, unsigned) = (table.signed, table.unsigned)
            let misprint = { (minor: Int64) in minor.magnitude == movement ? minor + (minor < 0 ? -1 : 1) : minor }
            table.signed = { signed(misprint($0)) }
            table.unsigned = { unsigned(misprint($0)) }
            let statement = table.parse()
            #expect(statement.verification.verdict != .verified, "amount \(movement): \(statement.rows)")
        }
        for balance in balances {
            var table = form.make()
            let unsigned = table.unsigned
            table.unsigned = { unsigned($0 == balance ? $0 + 1 : $0) }
            let statement = table.parse()
            guard statement.verification.verdict == .verified else { continue }
            #expect(statement.rows == table.expectedRows, "balance \(balance)")
            #expect(statement.verification.notes.count == 1, "balance \(balance): \(statement.problemTexts)")
            #expect(statement.balancesText == table.expectedBalances.map(Optional.some), "balance \(balance)")
        }
    }
}
