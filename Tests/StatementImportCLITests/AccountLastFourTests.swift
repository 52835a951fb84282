import Foundation
import StatementPDFWriter
import Testing

/// "Account ending in 4417" and "Card number XXXX XXXX XXXX 4417" are account numbers, and
/// `--account 4417` on a statement printing none is its last four digits, not a name.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct AccountLastFourTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
    }

    private func statement(_ number: String, month: Int, opening: Int64) throws -> String {
        let entries = [StatementEntry(date: CalendarDate(2025, month, 4), description: ["ZQXW HARDWARE"], amount: -4_520)]
        let description = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: number, currency: "GBP",
            periodStart: CalendarDate(2025, month, 1), periodEnd: CalendarDate(2025, month, 28), openingBalance: opening, entries: entries)
        let url = directory.appendingPathComponent("statement-\(month).pdf")
        try StatementLayoutRenderer.render(description, style: .ukCurrentAccount).write(to: url)
        return url.path
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    @Test func endingInIsTheAccountsLastFour() throws {
        let parsed = try run(["parse", try statement("ending in 4417", month: 3, opening: 100_000), "--format", "json"])
        #expect(parsed.stdout.contains("\"account\": \"…4417\""), "\(parsed.stdout.prefix(600))")
    }

    @Test func fourDigitsGivenAreTheLastFourOfTheSameAccount() throws {
        let unnumbered = try run(["import", "--account", "4417", try statement("", month: 2, opening: 100_000)])
        #expect(unnumbered.status == 0, "\(unnumbered.stderr)")
        let printed = try run(["import", try statement("ending in 4417", month: 3, opening: 95_480)])
        #expect(printed.status == 0, "\(printed.stderr)")
        let accounts = try run(["accounts"]).stdout
        #expect(accounts.contains("…4417"), "\(accounts)")
        #expect(accounts.split(separator: "\n").filter { $0.contains("4417") }.count == 1, "\(accounts)")
        #expect(!accounts.contains("\t4417"), "no account is named 4417: \(accounts)")
        let other = try run(["import", "--account", "9999", try statement("ending in 4417", month: 4, opening: 90_960)])
        #expect(other.status == 65 && other.stderr.contains("none ending in 9999"), "\(other.stderr)")
    }
}

extension AccountLastFourTests {
    @Test func aMaskedCardNumberIsTheCardsLastFour() throws {
        let entries = [StatementEntry(date: CalendarDate(2025, 3, 4), description: ["ZQXW HARDWARE"], amount: 4_520)]
        let description = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "XXXX XXXX XXXX 4417",
            currency: "GBP", periodStart: CalendarDate(2025, 3, 1), periodEnd: CalendarDate(2025, 3, 28), openingBalance: 0,
            entries: entries)
        let url = directory.appendingPathComponent("card.pdf")
        try StatementLayoutRenderer.render(description, style: .creditCard).write(to: url)
        let parsed = try run(["parse", url.path, "--format", "json"])
        #expect(parsed.stdout.contains("\"account\": \"…4417\""), "\(parsed.stdout.prefix(600))")
    }
}
