import Foundation
import Testing
import TestSupport

/// Issue 26 items 8 and 9 through the built binary: plain http only to this machine, decided by the
/// address and not a name's prefix, and a loopback request never handed to a proxy.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct RemoteNetworkSafetyTests {
    @Test func aPublicNameStartingWith127IsNotLoopback() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = try RemoteFake.environment(nil, in: directory, url: "http://127.attacker.example/v1")
        let run = try ToolRun.run(["remote", "check"], in: directory, environment: environment)
        #expect(run.status == 78, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("plain http to another machine"), "\(run.stderr)")
        #expect(!run.stderr.contains(RemoteFake.secret) && !run.stdout.contains(RemoteFake.secret))
    }

    @Test func aLoopbackServiceIsNeverReachedThroughAProxy() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        let proxy = try FakeHTTPServer(handler: RemoteFake.answeringAll("travel", 0.85))
        defer { proxy.stop() }
        var environment = try RemoteFake.environment(server, in: directory)
        let proxyURL = "http://127.0.0.1:\(proxy.port)"
        for name in ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            environment[name] = proxyURL
        }
        environment["no_proxy"] = ""
        environment["NO_PROXY"] = ""
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(
            ["import", "--remote", "--ledger", ledgerPath, ToolRun.sample("debit-credit-columns.pdf")],
            in: directory, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(proxy.requests.isEmpty, "a loopback request went to the proxy")
        #expect(!server.requests.isEmpty)
    }
}
