import Categorisation
import Foundation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport
@testable import StatementImportCLI

/// The report's JSON writes every documented key, null where there is no value, so an app reads
/// `since`, `until` and a line's `category` the same way whatever was asked.
@Suite struct ReportJSONTests {
    @Test func anOpenPeriodAndALineWaitingForReviewAreNull() throws {
        let entries = [
            LedgerEntry(
                date: try #require(LocalDate(iso: "2025-01-02")), accountID: 1, amount: Money(minorUnits: -1_000, currency: .eur),
                categoryID: nil, description: "SHOP", payee: nil, needsReview: true)
        ]
        let builder = MoneyReportBuilder(categories: Taxonomy.defaultCategories, accounts: [])
        let report = MoneyReport(since: nil, until: nil, currencies: try builder.currencyReports(entries), balances: [], recurring: [])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try ReportJSON.report(report).utf8)) as? [String: Any])
        #expect(object.keys.contains("since") && object["since"] is NSNull, "\(object)")
        #expect(object.keys.contains("until") && object["until"] is NSNull)
        let lines = ((object["currencies"] as? [[String: Any]])?.first?["categories"] as? [[String: Any]]) ?? []
        #expect(lines.count == 1 && lines.allSatisfy { $0.keys.contains("category") && $0["category"] is NSNull }, "\(lines)")
    }
}
