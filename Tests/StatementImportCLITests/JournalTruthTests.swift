import Foundation
import StatementPDFWriter
import Testing

/// Journal exports state what the bank printed: every closing balance is asserted even where the
/// ledger no longer adds up (the checkers fail, stderr says why), and a missing month is an
/// explicit entry to Equity:Unreconciled, so the rest of the journal still checks.
@Suite(.enabled(if: toolIsBuilt, "statement-import is not built: run `swift build` first"))
struct JournalTruthTests {
    let directory: URL
    let ledger: String

    /// A year of the current account with March missing.
    init() throws {
        directory = try ToolRun.temporaryDirectory()
        ledger = directory.appendingPathComponent("ledger.sqlite").path
        var files: [String] = []
        for file in YearOfStatements.files() where file.name.hasPrefix("current-") && file.name != "current-2025-03.pdf" {
            let url = directory.appendingPathComponent(file.name)
            try file.pdf().write(to: url)
            files.append(url.path)
        }
        let imported = try run(["import", "--no-remote"] + files)
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try ToolRun.run(
            arguments + ["--ledger", ledger], in: directory,
            environment: ["XDG_CONFIG_HOME": directory.appendingPathComponent("config").path])
    }

    private func check(_ tool: String, _ arguments: [String], _ text: String) throws -> String? {
        try JournalCheckers.check(tool, arguments, text, in: directory)
    }

    @Test func aMissingMonthIsAnExplicitEntryAndTheJournalsCheck() throws {
        let journal = try run(["export", "--format", "ledger"])
        #expect(journal.status == 0 && journal.stderr.isEmpty, "\(journal.stderr)")
        #expect(journal.stdout.contains("no statement from 2025-03-01 to 2025-03-31: the difference goes to Equity:Unreconciled"))
        #expect(journal.stdout.contains("    Equity:Unreconciled\n"))
        let beancount = try run(["export", "--format", "beancount"])
        #expect(beancount.stdout.contains("2025-03-01 pad "))
        #expect(beancount.stdout.contains("open Equity:Unreconciled"))
        if let hledger = JournalCheckers.tool("hledger") {
            #expect(try check(hledger, ["-f", "FILE", "check", "--strict"], journal.stdout) == nil)
        } else {
            print("skipped: hledger is not installed (apt-get install hledger)")
        }
        if let beanCheck = JournalCheckers.tool("bean-check") {
            #expect(try check(beanCheck, ["FILE"], beancount.stdout) == nil)
        } else {
            print("skipped: bean-check is not installed (pip install beancount)")
        }
    }

    @Test func aWrongDuplicateMarkKeepsEveryAssertionAndTheCheckersFail() throws {
        let listed = try run(["transactions", "--format", "json"])
        let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        let id = try #require(rows.first?["id"] as? String)
        #expect(try run(["review", "--duplicate", id]).status == 0)
        let journal = try run(["export", "--format", "ledger"])
        #expect(journal.status == 0)
        #expect(journal.stderr.contains("does not reconcile") && journal.stderr.contains("statement-import check"))
        #expect(journal.stdout.components(separatedBy: "closing balance of statement").count - 1 == 11)
        let beancount = try run(["export", "--format", "beancount"])
        #expect(beancount.stderr.contains("does not reconcile"))
        if let hledger = JournalCheckers.tool("hledger") {
            #expect(try check(hledger, ["-f", "FILE", "check", "--strict"], journal.stdout) != nil)
        }
        if let beanCheck = JournalCheckers.tool("bean-check") {
            #expect(try check(beanCheck, ["FILE"], beancount.stdout) != nil)
        }
    }
}
