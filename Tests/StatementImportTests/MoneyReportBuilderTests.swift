import Categorisation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport

/// The report's sums: per currency, per month and category, transfers apart, exact minor units.
@Suite struct MoneyReportBuilderTests {
    static func entry(_ iso: String, _ minor: Int64, _ category: String?, currency: Currency = .eur) -> LedgerEntry {
        LedgerEntry(
            date: LocalDate(iso: iso) ?? LocalDate(dayNumber: 0), accountID: 1, amount: Money(minorUnits: minor, currency: currency),
            categoryID: category, description: "SHOP \(category ?? "")", payee: nil)
    }

    @Test func currenciesAreNeverAddedAndTransfersStandApart() throws {
        let builder = MoneyReportBuilder(categories: Taxonomy.defaultCategories, accounts: [])
        let reports = try builder.currencyReports([
            Self.entry("2025-01-05", -1_050, "food"), Self.entry("2025-01-20", 200, "food"), Self.entry("2025-03-02", -999, "food"),
            Self.entry("2025-01-25", 250_000, "salary"), Self.entry("2025-01-26", -50_000, "transfers"),
            Self.entry("2025-02-10", -777, nil), Self.entry("2025-02-11", -1_000, "food", currency: .usd),
        ])
        #expect(reports.map(\.currency.code) == ["EUR", "USD"])
        let euros = reports[0]
        #expect(euros.months.map(\.iso) == ["2025-01", "2025-02", "2025-03"])
        #expect(euros.categories.map(\.label) == ["food", "salary", "needs review"])
        #expect(euros.transfers.map(\.label) == ["transfers"])
        let food = euros.categories[0]
        #expect(food.months.map(\.moneyOut.minorUnits) == [1_050, 0, 999] && food.months.map(\.moneyIn.minorUnits) == [200, 0, 0])
        #expect(try food.total.net().minorUnits == -1_849)
        #expect(euros.total.moneyOut.minorUnits == 1_050 + 999 + 777 && euros.total.moneyIn.minorUnits == 250_200)
        #expect(euros.transferTotal.moneyOut.minorUnits == 50_000)
        #expect(reports[1].total.moneyOut == Money(minorUnits: 1_000, currency: .usd))
        #expect(euros.topMerchants.first?.moneyOut.minorUnits == 2_049)
        #expect(!euros.topMerchants.contains { $0.merchant.contains("TRANSFERS") })
    }

    @Test func sumsBeyondRangeAreReportedNotTrapped() {
        let builder = MoneyReportBuilder(categories: Taxonomy.defaultCategories, accounts: [])
        #expect(throws: MoneyOutOfRange.self) {
            try builder.currencyReports([Self.entry("2025-01-05", Int64.max, "salary"), Self.entry("2025-01-06", Int64.max, "salary")])
        }
    }

    @Test func monthsRangeAcrossYears() {
        #expect(
            ReportMonth.range(ReportMonth(year: 2024, month: 11), ReportMonth(year: 2025, month: 2)).map(\.iso)
                == ["2024-11", "2024-12", "2025-01", "2025-02"])
        #expect(ReportMonth(year: 2025, month: 1).adding(months: -1).iso == "2024-12")
    }
}
