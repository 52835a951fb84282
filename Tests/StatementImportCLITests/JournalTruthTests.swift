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
        try ToolRun.run(arguments + ["--ledger", ledger], in: directory,
                        environment: ["XDG_CONFIG_HOME": directory.appendingPathComponent("config").path])
    }

    private static func tool(_ name: String) -> String? {
        let paths = ["/usr/bin", "/usr/local/bin", "/tmp/bc/bin"] + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return paths.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// nil when the checker accepts `text`, else what it said.
    private func check(_ tool: String, _ arguments: [String], _ text: String) throws -> String? {
        let file = directory.appendingPathComponent("journal-\(UUID().uuidString)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments.map { $0 == "FILE" ? file.path : $0 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: data, as: UTF8.self)
    }

    @Test func aMissingMonthIsAnExplicitEntryAndTheJournalsCheck() throws {
        let journal = try run(["export", "--format", "ledger"])
        #expect(journal.status == 0 && journal.stderr.isEmpty, "\(journal.stderr)")
        #expect(journal.stdout.contains("no statement from 2025-03-01 to 2025-03-31: the difference goes to Equity:Unreconciled"))
        #expect(journal.stdout.contains("    Equity:Unreconciled\n"))
        let beancount = try run(["export", "--format", "beancount"])
        #expect(beancount.stdout.contains("2025-03-01 pad "))
        #expect(beancount.stdout.contains("open Equity:Unreconciled"))
        if let hledger = Self.tool("hledger") {
            #expect(try check(hledger, ["-f", "FILE", "check", "--strict"], journal.stdout) == nil)
        } else { print("skipped: hledger is not installed (apt-get install hledger)") }
        if let beanCheck = Self.tool("bean-check") {
            #expect(try check(beanCheck, ["FILE"], beancount.stdout) == nil)
        } else { print("skipped: bean-check is not installed (pip install beancount)") }
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
        if let hledger = Self.tool("hledger") {
            #expect(try check(hledger, ["-f", "FILE", "check", "--strict"], journal.stdout) != nil)
        }
        if let beanCheck = Self.tool("bean-check") {
            #expect(try check(beanCheck, ["FILE"], beancount.stdout) != nil)
        }
    }
}
