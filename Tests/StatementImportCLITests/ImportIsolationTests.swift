import Foundation
import LedgerStore
import Testing

/// `import` of several files reads each in its own worker, as `batch` does.
@Suite(.enabled(if: toolIsBuilt))
struct ImportIsolationTests {
    @Test func aFileThatCrashesItsReaderFailsAloneAndTheOthersAreImported() throws {
        let box = try BatchInbox()
        try box.add("cuenta-es.pdf", as: "first.pdf")
        try box.add("debit-credit-columns.pdf", as: "will-crash.pdf")
        try box.add("current-account-en.pdf", as: "last.pdf")
        let run = try ToolRun.run(
            ["import", "--ledger", box.ledger, box.inbox], in: box.root,
            environment: box.environment.merging(["STATEMENT_IMPORT_TEST_WORKER_FAULT": "abort:will-crash"]) { $1 })
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("statement-import import: ") }
        #expect(errors.count == 1 && errors[0].contains("will-crash.pdf"), "\(run.stderr)")
        #expect(run.stdout.contains("files: imported 2"), "\(run.stdout)")
        #expect(try Ledger(path: box.ledger).statements().count == 2)
    }

    /// `audit` reads in readers of its own too: a file that crashes its reader is one line and
    /// the others are still compared, with no crash of the command itself.
    @Test func auditOfAFileThatCrashesItsReaderNamesItAndComparesTheOthers() throws {
        let box = try BatchInbox()
        try box.add("current-account-en.pdf", as: "stored.pdf")
        let stored = try ToolRun.run(["import", "--ledger", box.ledger, box.inbox], in: box.root, environment: box.environment)
        #expect(stored.status == 0, "\(stored.stderr)")
        try box.add("current-account-en.pdf", as: "will-crash.pdf")
        let run = try ToolRun.run(
            ["audit", "--ledger", box.ledger, "\(box.inbox)/stored.pdf", "\(box.inbox)/will-crash.pdf"], in: box.root,
            environment: box.environment.merging(["STATEMENT_IMPORT_TEST_WORKER_FAULT": "abort:will-crash"]) { $1 })
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.count == 1 && errors[0].contains("will-crash.pdf"), "\(run.stderr)")
        #expect(run.stdout.contains("stored.pdf"), "\(run.stdout)")
    }

    /// The readers start before the rules are loaded; a broken rule file still stops the run
    /// before any ledger or output about files, and the readers' private folder is gone.
    @Test func aBrokenRuleFileStopsTheReadersStartedEarly() throws {
        let box = try BatchInbox()
        let setup = try box.threeStatementsAndBrokenRules()
        let run = try ToolRun.run(
            ["import", "--jobs", "2", "--ledger", box.ledger, box.inbox], in: box.root,
            environment: box.environment.merging(setup) { $1 })
        #expect(run.status == 78, "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("broken.rules"), "\(run.stderr)")
        #expect(!run.stdout.contains("statement-"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: box.ledger))
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.scratch).isEmpty)
    }
}
