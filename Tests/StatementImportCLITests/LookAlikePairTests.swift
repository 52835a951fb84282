import Foundation
import StatementPDFWriter
import Testing

/// The same payment printed by two overlapping statements in other words: either copy can be
/// marked the duplicate, and `check` reconciles afterwards.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct LookAlikePairTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = try ToolRun.temporaryDirectory()
        environment = ToolRun.ownLedgerAndConfiguration(in: directory)
        // March, then a statement from 15 March that prints the hardware payment in other words.
        let march = [
            StatementEntry(date: CalendarDate(2025, 3, 4), description: ["ZQXW CAFE"], amount: -1_000),
            StatementEntry(date: CalendarDate(2025, 3, 20), description: ["ZQXW HARDWARE LTD"], amount: -4_520),
            StatementEntry(date: CalendarDate(2025, 3, 25), description: ["ZQXW BOOKS"], amount: -500),
        ]
        let overlapping = [
            StatementEntry(date: CalendarDate(2025, 3, 20), description: ["ZQXW HARDWARE LIMITED REF"], amount: -4_520),
            StatementEntry(date: CalendarDate(2025, 3, 25), description: ["ZQXW BOOKS"], amount: -500),
            StatementEntry(date: CalendarDate(2025, 4, 2), description: ["ZQXW GARDEN"], amount: -2_000),
        ]
        for (name, start, end, opening, entries) in [
            ("march", CalendarDate(2025, 3, 1), CalendarDate(2025, 3, 31), Int64(100_000), march),
            ("interim", CalendarDate(2025, 3, 15), CalendarDate(2025, 4, 14), Int64(99_000), overlapping),
        ] {
            let description = StatementDescription(
                institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
                accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "87654321", currency: "GBP",
                periodStart: start, periodEnd: end, openingBalance: opening, entries: entries)
            let url = directory.appendingPathComponent("\(name).pdf")
            try StatementLayoutRenderer.render(description, style: .ukCurrentAccount).write(to: url)
            let imported = try run(["import", url.path])
            #expect(imported.status == 0, "\(imported.stderr)")
        }
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(arguments, in: directory, environment: environment)
    }

    private func id(of description: String) throws -> String {
        let listed = try run(["transactions", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        return try #require(rows.first { ($0["description"] as? String) == description }?["id"] as? String)
    }

    @Test(arguments: ["ZQXW HARDWARE LTD", "ZQXW HARDWARE LIMITED REF"])
    func eitherCopyMarkedDuplicateReconciles(_ copy: String) throws {
        let before = try run(["check"])
        #expect(before.status != 0 && (before.stdout + before.stderr).contains("look-alike"), "\(before.stdout)\(before.stderr)")
        #expect(try run(["review", "--duplicate", try id(of: copy)]).status == 0)
        let after = try run(["check"])
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
    }
}
