import Foundation
import LedgerStore
import StatementPDFWriter
import Testing

/// A second statement of the same account and days printing other balances over rows the ledger
/// holds: `import` and `batch` refuse it naming the stored statement, both balances and the
/// command that lets a corrected re-issue in; `check` and `statements` name the one to take back
/// in a ledger that took such a statement before.
@Suite(.serialized, .enabled(if: toolIsBuilt))
struct ContradictingStatementTests {
    /// March closes at 2,515.87, which April carries over; "other" prints April's rows from 2,515.00.
    private func drawMonths(in folder: URL) throws {
        func draw(_ name: String, month: Int, opening: Int64) throws {
            let entries = [(3, "CARD PAYMENT TESCO STORES", -4_865), (5, "SALARY ACME LTD", 254_000), (11, "STANDING ORDER RENT", -95_000)]
                .map { StatementEntry(date: CalendarDate(2025, month, $0.0), description: [$0.1], amount: Int64($0.2)) }
            let statement = StatementDescription(
                institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
                accountHolder: ["MR SAM TESTER", "9 Nowhere Lane", "Testville", "TE1 1ST"], accountNumber: "87655678",
                currency: "GBP", periodStart: CalendarDate(2025, month, 1), periodEnd: CalendarDate(2025, month, 25),
                openingBalance: opening, entries: entries)
            try StatementLayoutRenderer.render(statement, style: .ukCurrentAccount).write(to: folder.appendingPathComponent(name))
        }
        try draw("march.pdf", month: 3, opening: 97_452)
        try draw("april.pdf", month: 4, opening: 251_587)
        try draw("april-other.pdf", month: 4, opening: 251_500)
    }

    @Test func importAndBatchRefuseItAndTakingTheStoredOneBackLetsItIn() throws {
        let box = try BatchInbox()
        try drawMonths(in: box.root)
        func path(_ name: String) -> String { box.root.appendingPathComponent(name).path }
        let first = try ToolRun.run(["import", path("march.pdf"), path("april.pdf")], in: box.root, environment: box.environment)
        try #require(first.status == 0, "\(first.stderr)")

        let refused = try ToolRun.run(["import", path("april-other.pdf")], in: box.root, environment: box.environment)
        #expect(refused.status == 65, "\(refused.stdout)\(refused.stderr)")
        let line = refused.stderr.split(separator: "\n").first.map(String.init) ?? ""
        for part in [
            "april-other.pdf: nothing of it was stored", "statement 2 april.pdf", "opens on 2025-04-01 at 2,515.87",
            "this file opens at 2,515.00 and closes at 4,056.35", "statement 1 march.pdf before them closes at 2,515.87",
            "`statement-import statements remove 2`",
        ] {
            #expect(line.contains(part), "\(part) not in: \(refused.stderr)")
        }
        #expect(refused.stdout.contains("failed 1"), "\(refused.stdout)")

        // batch: to failed/, with the import that takes it once the stored one is gone.
        try FileManager.default.copyItem(atPath: path("april-other.pdf"), toPath: box.inbox + "/april-other.pdf")
        let run = try box.batch()
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("`statement-import statements remove 2`"), "\(run.stderr)")
        #expect(box.files(in: box.failed) == ["april-other.pdf", "april-other.pdf.error.json"])
        let record = try box.json(box.failed + "/april-other.pdf.error.json")
        #expect(record["command"] as? String == "statement-import import \(box.failed)/april-other.pdf", "\(record)")

        let removed = try ToolRun.run(["statements", "remove", "2"], in: box.root, environment: box.environment)
        #expect(removed.status == 0, "\(removed.stderr)")
        let retry = try box.batch(["--retry-failed"])
        #expect(retry.status == 0, "\(retry.stderr)")
        let check = try ToolRun.run(["check"], in: box.root, environment: box.environment)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    /// A ledger an older version let both statements into: `check` names the contradiction and the
    /// statement to take back (the one the statement before them does not carry over), never "re-import".
    @Test func checkNamesTheStatementToTakeBack() throws {
        let box = try BatchInbox()
        try drawMonths(in: box.root)
        func path(_ name: String) -> String { box.root.appendingPathComponent(name).path }
        let first = try ToolRun.run(["import", path("march.pdf"), path("april.pdf")], in: box.root, environment: box.environment)
        try #require(first.status == 0, "\(first.stderr)")
        // What an older version stored: the stored April set aside for the import, then restored.
        let ledger = try Ledger(path: box.ledger)
        try ledger.database.run("UPDATE statements SET verdict = 'failed' WHERE id = 2", [])
        let other = try ToolRun.run(["import", path("april-other.pdf")], in: box.root, environment: box.environment)
        try #require(other.status == 0, "\(other.stderr)")
        try ledger.database.run("UPDATE statements SET verdict = 'verified' WHERE id = 2", [])

        let check = try ToolRun.run(["check"], in: box.root, environment: box.environment)
        #expect(check.status == 65)
        #expect(check.stderr.contains("statement 3 april-other.pdf shares rows with statement 2 april.pdf"), "\(check.stderr)")
        let advice = check.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(advice.contains("`statement-import statements remove 3`") && !advice.contains("re-import the"), "\(advice)")
        let listing = try ToolRun.run(["statements"], in: box.root, environment: box.environment)
        #expect(listing.stdout.contains("contradiction: "), "\(listing.stdout)")

        let removed = try ToolRun.run(["statements", "remove", "3"], in: box.root, environment: box.environment)
        #expect(removed.status == 0, "\(removed.stderr)")
        let again = try ToolRun.run(["check"], in: box.root, environment: box.environment)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }
}
