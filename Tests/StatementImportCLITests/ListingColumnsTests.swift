import Foundation
import Testing

/// Listings for people say which account and currency a row is in: one ledger holds GBP, USD and
/// EUR accounts, and an amount column without them mixes them up.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct ListingColumnsTests {
    @Test func transactionsAndStatementsNameTheAccountAndCurrency() throws {
        let directory = try ToolRun.temporaryDirectory()
        let environment = ToolRun.ownLedgerAndConfiguration(in: directory)
        let imported = try ToolRun.run(
            ["import", ToolRun.sample("credit-card-new-year.pdf"), ToolRun.sample("multi-page-en.pdf")],
            in: directory, environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let table = try ToolRun.run(["transactions"], in: directory, environment: environment).stdout
        let lines = table.split(separator: "\n")
        #expect(lines.first?.contains("Account") == true && lines.first?.contains("Cur") == true)
        #expect(lines.contains { $0.contains("Contoso Card …3107") && $0.contains(" GBP ") })
        #expect(lines.contains { $0.contains("Fabrikam National Bank …6789") && $0.contains(" USD ") })
        let csv = try ToolRun.run(["transactions", "--format", "csv"], in: directory, environment: environment).stdout
        #expect(csv.hasPrefix("id,date,value_date,account,") && csv.contains(",currency,"))
        let statements = try ToolRun.run(["statements"], in: directory, environment: environment).stdout
        #expect(statements.contains("credit-card-new-year.pdf\tContoso Card …3107\t"))
        #expect(statements.contains("multi-page-en.pdf\tFabrikam National Bank …6789\t"))
    }
}
