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

    /// Issue 36 item 9: a 10,000-page file accepted unverified printed 10,000 warning lines. Each
    /// kind of line stops at ten, then one line counts the rest and says where to see them.
    @Test func aThousandProblemsAreTenLinesAndACount() {
        let captured = Captured()
        let problems = (1...1_000).map { VerificationProblem(page: $0, line: 3, message: "balance off") }
        var outcome = ImportOutcome(status: .rejected(problems))
        _ = ImportCommand.report([outcome], statements: [statement("…6819")], path: "big.pdf", console: captured.console)
        let lines = captured.err.split(separator: "\n")
        #expect(lines.count == 12, "\(lines.count) lines")  // the refusal with the first, ten more, the count
        #expect(lines.last?.contains("… and 989 more like these: `statement-import parse --explain big.pdf`") == true, "\(lines.last ?? "")")

        let warned = Captured()
        outcome = ImportOutcome(status: .imported, inserted: 5)
        outcome.warnings = (1...10_000).map { "page \($0): accepted although its balance is off" }
        _ = ImportCommand.report([outcome], statements: [statement("…6819")], path: "big.pdf", console: warned.console)
        #expect(warned.err.split(separator: "\n").count == 11)
        #expect(warned.err.contains("… and 9990 more like these"))
    }
}
