import Categorisation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImport

/// The two legs of a paired transfer are neither spending nor income in the report, nor a
/// recurring payment, whatever category each carries; an unpaired row is left as it is.
@Suite struct PairedTransfersReportTests {
    static func entry(_ iso: String, account: Int64, _ minor: Int64, _ category: String?, _ text: String, paired: Bool) -> LedgerEntry {
        LedgerEntry(
            date: LocalDate(iso: iso) ?? LocalDate(dayNumber: 0), accountID: account, amount: Money(minorUnits: minor, currency: .eur),
            categoryID: category, description: text, payee: nil, needsReview: category == nil, inTransferPair: paired)
    }

    @Test func pairedLegsCountAsTransfersInTheReportAndNeverRecur() throws {
        var entries: [LedgerEntry] = []
        for month in ["01", "02", "03"] {
            entries.append(Self.entry("2025-\(month)-01", account: 1, -20_000, nil, "STANDING ORDER 4417", paired: true))
            entries.append(Self.entry("2025-\(month)-02", account: 2, 20_000, "salary", "FROM 6789", paired: true))
            entries.append(Self.entry("2025-\(month)-10", account: 1, -4_590, "food", "CORNER GROCER", paired: false))
        }
        entries.append(Self.entry("2025-03-20", account: 1, -3_000, nil, "TO 4417", paired: false))
        let counted = ReportLedger.pairedAsTransfers(entries, categories: Taxonomy.defaultCategories)
        #expect(counted.filter(\.inTransferPair).allSatisfy { $0.categoryID == "transfers" && !$0.needsReview })
        #expect(counted.filter { !$0.inTransferPair } == entries.filter { !$0.inTransferPair })

        let report = try #require(
            try MoneyReportBuilder(categories: Taxonomy.defaultCategories, accounts: []).currencyReports(counted).first)
        // By hand: the grocer three times and the lone 30.00 waiting for review; nothing comes in.
        #expect(report.total.moneyOut.minorUnits == 3 * 4_590 + 3_000)
        #expect(report.total.moneyIn.minorUnits == 0)
        #expect(report.transferTotal.moneyOut.minorUnits == 60_000 && report.transferTotal.moneyIn.minorUnits == 60_000)
        #expect(!report.topMerchants.contains { $0.merchant.contains("STANDING ORDER") })

        let transfers = Set(Taxonomy.defaultCategories.filter { $0.kind == .transfer }.map(\.id))
        let recurring = RecurringDetector.detect(counted, transferCategories: transfers, coverage: [:])
        #expect(recurring.map(\.merchant).allSatisfy { !$0.contains("STANDING ORDER") })
        #expect(RecurringDetector.detect(entries, transferCategories: transfers, coverage: [:]).contains { $0.merchant.contains("STANDING ORDER") })
    }
}
