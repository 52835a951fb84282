import Foundation
import StatementPDFWriter
import Testing

/// The holder's name as a transfer clue, through the built tool: Alex's current account sends
/// money to Sam's savings five days before it arrives, the description naming Sam and no number.
/// On the amount alone the legs are too far apart (three days at most); naming the other
/// account's holder makes them a pair, as its last four digits would.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class HolderTransferCommandTests: LedgerFolder {
    func draw(_ name: String, holder: [String], number: String, opening: Int64, _ entries: [(Int, String, Int64)]) throws -> String {
        let statement = StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA", accountHolder: holder,
            accountNumber: number, currency: "GBP", periodStart: CalendarDate(2025, 3, 1), periodEnd: CalendarDate(2025, 3, 31),
            openingBalance: opening,
            entries: entries.map { StatementEntry(date: CalendarDate(2025, 3, $0.0), description: [$0.1], amount: $0.2) })
        let url = directory.appendingPathComponent(name)
        try StatementLayoutRenderer.render(statement, style: .ukCurrentAccount).write(to: url)
        return url.path
    }

    /// Alex's current account pays Sam's savings on 3 March as `payment`; it arrives on 8 March.
    /// The pairs `review --pairs` lists after both are imported.
    func pairsAfterImporting(payment: String) throws -> ToolRun {
        let current = try draw(
            "current.pdf", holder: ["MS ALEX MORGAN", "14 Elm Grove", "Reading", "RG4 7QT"], number: "12345678", opening: 100_000,
            [(1, "SALARY CONTOSO LTD", 250_000), (3, payment, -12_500), (6, "TESCO STORES 2041", -4_590)])
        let savings = try draw(
            "savings.pdf", holder: ["MR SAM RIVERA", "3 Mill Lane", "Oxford", "OX1 2AB"], number: "87659921", opening: 50_000,
            [(8, "FASTER PAYMENT RECEIVED", 12_500), (15, "INTEREST PAID", 120)])
        let imported = try tool(["import", "--no-remote", current, savings])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        return try tool(["review", "--pairs"])
    }

    @Test func aDescriptionNamingTheOtherAccountsHolderPairsLegsDaysApart() throws {
        let listed = try pairsAfterImporting(payment: "FASTER PAYMENT TO SAM RIVERA")
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("1 transfer pair"), "\(listed.stdout)")
        #expect(listed.stdout.contains("names the other account"), "\(listed.stdout)")
    }

    @Test func withoutTheHoldersNameTheSameLegsStayApart() throws {
        let listed = try pairsAfterImporting(payment: "FASTER PAYMENT OUT")
        #expect(!listed.stdout.contains("names the other account"), "\(listed.stdout)")
    }
}
