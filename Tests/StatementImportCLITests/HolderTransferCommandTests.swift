import Foundation
import StatementPDFWriter
import Testing

/// The holder's name as a transfer clue, through the built tool: Alex's current account sends
/// money to Sam's savings five days before it arrives, the description naming Sam and no number.
/// On the amount alone the legs are too far apart (three days at most); naming the other
/// account's holder makes them a pair, as its last four digits would.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not built"))
final class HolderTransferCommandTests {
    let directory: URL
    init() throws { directory = try ToolRun.temporaryDirectory() }
    deinit { try? FileManager.default.removeItem(at: directory) }

    var ledger: String { directory.appendingPathComponent("ledger.sqlite").path }

    func tool(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(
            arguments + ["--ledger", ledger], in: directory,
            environment: ["STATEMENT_IMPORT_RULES": ToolRun.packageRoot.appendingPathComponent("Rules").path])
    }

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

    @Test func aDescriptionNamingTheOtherAccountsHolderPairsLegsDaysApart() throws {
        let current = try draw(
            "current.pdf", holder: ["MS ALEX MORGAN", "14 Elm Grove", "Reading", "RG4 7QT"], number: "12345678", opening: 100_000,
            [(1, "SALARY CONTOSO LTD", 250_000), (3, "FASTER PAYMENT TO SAM RIVERA", -12_500), (6, "TESCO STORES 2041", -4_590)])
        let savings = try draw(
            "savings.pdf", holder: ["MR SAM RIVERA", "3 Mill Lane", "Oxford", "OX1 2AB"], number: "87659921", opening: 50_000,
            [(8, "FASTER PAYMENT RECEIVED", 12_500), (15, "INTEREST PAID", 120)])
        let imported = try tool(["import", "--no-remote", current, savings])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let listed = try tool(["review", "--pairs"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("1 transfer pair"), "\(listed.stdout)")
        #expect(listed.stdout.contains("names the other account"), "\(listed.stdout)")
    }

    @Test func withoutTheHoldersNameTheSameLegsStayApart() throws {
        let current = try draw(
            "current.pdf", holder: ["MS ALEX MORGAN", "14 Elm Grove", "Reading", "RG4 7QT"], number: "12345678", opening: 100_000,
            [(1, "SALARY CONTOSO LTD", 250_000), (3, "FASTER PAYMENT OUT", -12_500), (6, "TESCO STORES 2041", -4_590)])
        let savings = try draw(
            "savings.pdf", holder: ["MR SAM RIVERA", "3 Mill Lane", "Oxford", "OX1 2AB"], number: "87659921", opening: 50_000,
            [(8, "FASTER PAYMENT RECEIVED", 12_500), (15, "INTEREST PAID", 120)])
        let imported = try tool(["import", "--no-remote", current, savings])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let listed = try tool(["review", "--pairs"])
        #expect(!listed.stdout.contains("names the other account"), "\(listed.stdout)")
    }
}
