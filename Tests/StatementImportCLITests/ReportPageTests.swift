import Categorisation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport
@testable import StatementImportCLI

/// The page without a browser: text from the ledger is escaped, colours are stable, and absurd
/// amounts draw rather than trap.
@Suite struct ReportPageTests {
    static func entry(_ iso: String, _ minor: Int64, _ category: String?, _ text: String = "SHOP") -> LedgerEntry {
        LedgerEntry(
            date: LocalDate(iso: iso) ?? LocalDate(dayNumber: 0), accountID: 1, amount: Money(minorUnits: minor, currency: .eur),
            categoryID: category, description: text, payee: nil)
    }

    static func page(_ entries: [LedgerEntry]) throws -> String {
        let builder = MoneyReportBuilder(categories: Taxonomy.defaultCategories, accounts: [])
        return ReportPage.html(MoneyReport(since: nil, until: nil, currencies: try builder.currencyReports(entries), balances: [], recurring: []))
    }

    @Test func ledgerTextIsEscapedAndNothingIsFetched() throws {
        let html = try Self.page([Self.entry("2025-01-02", -1_000, "food", "<script>alert(1)</script> & CO")])
        #expect(!html.contains("<script") && !html.contains("<SCRIPT"))
        #expect(HTMLText.escape("<b a=\"x\">&'") == "&lt;b a=&quot;x&quot;&gt;&amp;&#39;")
        #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("url("))
    }

    @Test func absurdAmountsDrawWithoutTrapping() throws {
        let html = try Self.page([Self.entry("2025-01-02", -(Int64.max - 1), "food"), Self.entry("2025-02-02", -1, "bills")])
        #expect(html.contains("data-minor=\"\(Int64.max - 1)\"") && html.contains("data-axis-max-minor=\"\(Int64.max)\""))
    }

    @Test func aCategoryKeepsItsColour() {
        #expect(ChartColours.category("food") == "#4e79a7")
        #expect(ChartColours.category("pets") == ChartColours.category("pets"))
        #expect(ChartColours.category("pets").count == 7 && ChartColours.category(nil) == ChartColours.uncategorised)
        #expect(!ChartColours.accounts.contains { ChartColours.categories.values.contains($0) })
        #expect(Set(ChartColours.categories.values).count == ChartColours.categories.count)
        #expect(HTMLText.number(12.5) == "12.5" && HTMLText.number(0.05) == "0.05" && HTMLText.number(-3) == "-3")
        #expect(SpendingChart.axisMaximum(1_823) == 2_000 && SpendingChart.axisMaximum(141_379) == 200_000)
    }
}
