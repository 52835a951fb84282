import Foundation
import LedgerStore
import Testing
import TestSupport

/// `batch --remote` against the loopback fake: the open rows of each file are asked about, the
/// report counts what was asked, and a second run over a new copy is answered from the cache.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct BatchRemoteTests {
    @Test func batchWithRemoteOnAsksAndCountsItInTheReport() throws {
        let home = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        // XDG_* from the inbox's home win over the fake's own, so the cache and report live there.
        let environment = try RemoteFake.environment(server, in: home.root).merging(home.environment) { $1 }
        try home.add("debit-credit-columns.pdf", as: "february.pdf")
        let run = try ToolRun.run(
            [
                "batch", "--remote", "--inbox", home.inbox, "--processed", home.processed,
                "--failed", home.failed, "--settle", "0",
            ], in: home.root, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!server.requests.isEmpty)
        let totals = try #require(try home.lastReport()["totals"] as? [String: Any])
        #expect((totals["remote_asked"] as? Int ?? 0) > 0, "\(totals)")
        #expect(totals["remote_failed"] as? Int == 0)
        let rows = try Ledger(path: home.ledger).transactions(TransactionFilter())
        #expect(rows.contains { $0.categorySource == .remote && $0.categoryID == "shopping" })
        // The key is never in the report.
        let report = try String(contentsOfFile: home.state + "/last-run.json", encoding: .utf8)
        #expect(!report.contains(RemoteFake.secret))
    }

    @Test func batchWithoutRemoteSendsNothing() throws {
        let home = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        let environment = try RemoteFake.environment(server, in: home.root).merging(home.environment) { $1 }
        try home.add("debit-credit-columns.pdf", as: "february.pdf")
        let run = try ToolRun.run(
            [
                "batch", "--no-remote", "--inbox", home.inbox, "--processed", home.processed,
                "--failed", home.failed, "--settle", "0",
            ], in: home.root, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.isEmpty)
    }
}
