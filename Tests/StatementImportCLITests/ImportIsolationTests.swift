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
        let run = try ToolRun.run(["import", "--ledger", box.ledger, box.inbox], in: box.root,
                                  environment: box.environment.merging(["STATEMENT_IMPORT_TEST_WORKER_FAULT": "abort:will-crash"]) { $1 })
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("statement-import import: ") }
        #expect(errors.count == 1 && errors[0].contains("will-crash.pdf"), "\(run.stderr)")
        #expect(run.stdout.contains("files: imported 2"), "\(run.stdout)")
        #expect(try Ledger(path: box.ledger).statements().count == 2)
    }
}
