import Foundation
import LedgerStore
import StatementCore
import Testing
@testable import StatementImportCLI

/// What `import` says about a file that prints several accounts.
@Suite struct ImportReportTests {
    /// Collects what a command writes, out and err apart.
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var outText = "", errText = ""
        var out: String { lock.withLock { outText } }
        var err: String { lock.withLock { errText } }
        lazy var console = Console(
            out: { text in self.lock.withLock { self.outText += text } },
            err: { text in self.lock.withLock { self.errText += text } })
    }

    private func statement(_ account: String) -> Statement {
        Statement(account: account, currency: Currency(code: "GBP"), verification: Verification(verdict: .verified))
    }

    @Test func eachAccountGetsItsOwnLine() {
        let captured = Captured()
        let outcomes = [ImportOutcome(status: .imported, inserted: 22), ImportOutcome(status: .imported, inserted: 8)]
        let code = ImportCommand.report(
            outcomes, statements: [statement("…6819"), statement("…2187")], path: "c.pdf",
            console: captured.console)
        #expect(code == .success)
        #expect(captured.out == "imported c.pdf (account …6819): 22 rows (verified)\nimported c.pdf (account …2187): 8 rows (verified)\n")
    }

    @Test func anAccountThatDoesNotAddUpIsNamedAndTheFileStaysOut() {
        let captured = Captured()
        let problem = VerificationProblem(page: 2, line: 7, message: "balance off")
        let outcomes = [ImportOutcome(status: .rejected([])), ImportOutcome(status: .rejected([problem]))]
        let code = ImportCommand.report(
            outcomes, statements: [statement("…6819"), statement("…2187")], path: "c.pdf",
            console: captured.console)
        #expect(code == .dataError)
        #expect(captured.out.isEmpty)
        #expect(captured.err.contains("c.pdf (account …2187): not verified, not imported: page 2, line 7: balance off"))
        #expect(!captured.err.contains("…6819"))
        #expect(captured.err.contains("c.pdf: none of its 2 accounts was imported"))
    }

    @Test func aFileAlreadyThereIsSkippedOnce() {
        let captured = Captured()
        let outcomes = [ImportOutcome(status: .alreadyImported), ImportOutcome(status: .alreadyImported)]
        let code = ImportCommand.report(
            outcomes, statements: [statement("…6819"), statement("…2187")], path: "c.pdf",
            console: captured.console)
        #expect(code == .success)
        #expect(captured.out == "skipped c.pdf: already imported (same file)\n")
    }
}
