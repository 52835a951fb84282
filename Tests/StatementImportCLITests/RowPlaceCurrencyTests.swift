import Foundation
import StatementPDFWriter
import Testing

/// A "$" card whose rows print US cities ("HOUSTON TX") is a US card only when its dates are
/// month-first: a Mexican card used on the same trip prints them day-first and stays undecided.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct RowPlaceCurrencyTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    /// A made-up card with a trip through Houston and New York and no address naming a country.
    private func card(_ style: StatementLayoutStyle) throws -> String {
        let entries = [
            StatementEntry(date: CalendarDate(2025, 3, 4), description: ["ZQXW FUEL 5521 HOUSTON TX"], amount: -4_520),
            StatementEntry(date: CalendarDate(2025, 3, 14), description: ["QWZX GRILL HOUSTON TX"], amount: -6_310),
            StatementEntry(date: CalendarDate(2025, 3, 18), description: ["PAYMENT RECEIVED THANK YOU"], amount: 30_000),
            StatementEntry(date: CalendarDate(2025, 3, 22), description: ["XQZW DELI NEW YORK NY"], amount: -1_875),
        ]
        let description = StatementDescription(
            institution: "Northwind Card", institutionAddress: "1 Harbour Street", accountHolder: ["SAM TESTER", "9 Nowhere Lane", "Testville"],
            accountNumber: "XXXX XXXX XXXX 4417", currency: "XXX", periodStart: CalendarDate(2025, 3, 1),
            periodEnd: CalendarDate(2025, 3, 31), openingBalance: -50_000, entries: entries)
        let url = directory.appendingPathComponent("card-\(UUID().uuidString).pdf")
        try StatementLayoutRenderer.render(description, style: style).write(to: url)
        return url.path
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    @Test func usCitiesOnRowsWithMonthFirstDatesNameTheDollar() throws {
        let file = try card(.dollarCardMonthFirst)
        let parsed = try run(["parse", file, "--format", "json"])
        let statement = try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(statement["currency"] as? String == "USD", "\(parsed.stdout)")
        #expect(statement["kind"] as? String == "card", "\(parsed.stdout)")
        #expect(
            (statement["currency_evidence"] as? [String] ?? []).contains("US places on 3 rows ('HOUSTON TX', 'YORK NY') with month-first dates"),
            "\(parsed.stdout)")
        let imported = try run(["import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        let listed = try run(["transactions", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(rows.count == 4)
        #expect(Set(rows.compactMap { $0["currency"] as? String }) == ["USD"])
    }

    @Test func theSameCitiesWithDayFirstDatesAreATripAndStayRefused() throws {
        let refused = try run(["import", try card(.dollarCardDayFirst)])
        #expect(refused.status == 65, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("nothing printed says which currency"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("US places"))
    }
}
