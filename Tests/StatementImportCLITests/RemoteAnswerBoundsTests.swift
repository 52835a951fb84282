import Foundation
import LedgerStore
import Testing
import TestSupport

/// Issue 26 item 7 through the built binary: a remote answer past 4 MB, or with far more rows than
/// were asked, is not read; every row is still stored and the run says so in a warning.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct RemoteAnswerBoundsTests {
    let sample = ToolRun.sample("debit-credit-columns.pdf")

    private func importAgainst(_ server: FakeHTTPServer, in directory: URL) throws -> (ToolRun, [StoredTransaction]) {
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(
            ["import", "--remote", "--ledger", ledgerPath, sample], in: directory,
            environment: try RemoteFake.environment(server, in: directory), timeout: 120)
        return (run, try Ledger(path: ledgerPath).transactions(TransactionFilter()))
    }

    @Test func anAnswerLargerThanFourMegabytesIsNotRead() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let padding = String(repeating: " ", count: 6 << 20)
        let server = try FakeHTTPServer(handler: { request, _ in
            var response = RemoteFake.answeringAll("shopping", 0.85)(request, 0)
            response.body += padding
            return response
        })
        defer { server.stop() }
        let (run, rows) = try importAgainst(server, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("larger than 4 MB"), "\(run.stderr)")
        #expect(!rows.isEmpty && !rows.contains { $0.categorySource == .remote })
    }

    @Test func anAnswerWithFarMoreRowsThanAskedIsNotRead() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: { _, _ in
            let items = (0..<20_000).map { "{\"index\":\($0),\"category\":\"shopping\",\"confidence\":0.8}" }
            return RemoteFake.completion(content: "{\"rows\":[" + items.joined(separator: ",") + "]}")
        })
        defer { server.stop() }
        let (run, rows) = try importAgainst(server, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("holds 20000 rows for"), "\(run.stderr)")
        #expect(!rows.isEmpty && !rows.contains { $0.categorySource == .remote })
    }
}
