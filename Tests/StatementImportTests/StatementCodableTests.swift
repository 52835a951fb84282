import Foundation
import StatementCore
import Testing

/// The batch's worker hands statements to its parent as JSON: nothing may be lost on the way.
@Suite struct StatementCodableTests {
    static func sample() throws -> Statement {
        let eur = Currency.eur
        let first = try #require(LocalDate(year: 2025, month: 3, day: 1))
        let last = try #require(LocalDate(year: 2025, month: 3, day: 31))
        let row = Transaction(
            date: first, valueDate: last, description: "CAFÉ \"Ñ\"", rawText: "CAFÉ\n\"Ñ\"",
            amount: Money(minorUnits: -1234, currency: eur), balance: Money(minorUnits: 100, currency: eur),
            page: 1, line: 7)
        var statement = Statement(
            institution: "Banco Ejemplo", account: "…1234", kind: .card, currency: Currency(code: "KWD"),
            period: DateRange(start: first, end: last), statementDate: last,
            openingBalance: Money(minorUnits: Int64.min + 1, currency: eur),
            closingBalance: Money(minorUnits: Int64.max, currency: eur), transactions: [row],
            verification: Verification(
                verdict: .failed, problems: [VerificationProblem(page: 2, line: nil, message: "x")],
                checks: ["opening + rows = printed closing"]),
            pageCount: 3, layout: "es-generic",
            currencyDecision: CurrencyDecision(currency: nil, evidence: ["'$' amounts"], warning: "no cue says which dollar"),
            accountNumber: "ES91 2100 0418 4502 0005 1332", bankCode: "CAIXESBBXXX")
        statement.holder = .business
        statement.tableHeader = "date description amount"
        statement.holderBlock = HolderBlock(names: ["MS ALEX MORGAN"], address: ["14 Elm Grove", "Reading", "RG4 7QT"])
        return statement
    }

    @Test func aStatementSurvivesTheRoundTripExactly() throws {
        let statement = try Self.sample()
        let data = try JSONEncoder().encode([statement])
        let decoded = try JSONDecoder().decode([Statement].self, from: data)
        #expect(decoded == [statement])
        #expect(decoded[0].currency.minorUnitDigits == 3)
    }

    @Test func moneyTravelsAsIntegerMinorUnitsNeverAsAFloatingPointNumber() throws {
        let text = String(decoding: try JSONEncoder().encode(Money(minorUnits: 1999, currency: .gbp)), as: UTF8.self)
        #expect(text.contains("\"minor_units\":1999"))
        #expect(!text.contains("19.99"))
    }

    /// The coding keys are written by hand: a field added to the model must be added to them too.
    @Test func everyStoredPropertyHasACodingKey() throws {
        // A structured file's statement: a PDF's leaves its format and bank ids out.
        var statement = try Self.sample()
        statement.format = .camt053
        statement.bankReferences = statement.transactions.map { _ in "REF" }
        statement.transactions[0].foreign = ForeignAmount(original: Money(minorUnits: -1_250, currency: .usd), rate: DecimalRate("1.0832"))
        #expect(try JSONDecoder().decode(Statement.self, from: JSONEncoder().encode(statement)) == statement)
        let statementFields = Set(Mirror(reflecting: statement).children.compactMap(\.label))
        let statementKeys = try keys(of: statement)
        #expect(statementFields.count == statementKeys.count, "Statement has \(statementFields.sorted()), JSON has \(statementKeys.sorted())")
        let row = statement.transactions[0]
        #expect(Set(Mirror(reflecting: row).children.compactMap(\.label)).count == (try keys(of: row)).count)
        #expect(Set(Mirror(reflecting: statement.verification).children.compactMap(\.label)).count == (try keys(of: statement.verification)).count)
    }

    private func keys<Value: Encodable>(of value: Value) throws -> Set<String> {
        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value)) as? [String: Any]
        return Set(object?.keys.map { $0 } ?? [])
    }

    @Test func aCurrencyWithImpossibleDigitsIsRefused() {
        let json = Data(#"{"code":"EUR","minor_unit_digits":40}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Currency.self, from: json) }
    }
}
