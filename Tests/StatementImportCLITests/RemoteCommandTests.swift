import Foundation
import LedgerStore
import Testing
import TestSupport

/// Issue 15 through the built binary, against a loopback fake: import with remote on, the cache,
/// a failing service, `remote preview` and `remote check`, and the key nowhere it must not be.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct RemoteCommandTests {
    let sample = ToolRun.sample("debit-credit-columns.pdf")  // read with no rules (RemoteFake.environment): every row open

    @Test func importWithRemoteOnStoresRemoteRowsAndNeverTheKey() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(
            ["import", "--remote", "--ledger", ledgerPath, sample], in: directory,
            environment: try RemoteFake.environment(server, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!server.requests.isEmpty)
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer \(RemoteFake.secret)" })
        #expect(run.stdout.contains("remote: "), "\(run.stdout)")
        #expect(run.stdout.contains("0 failed"), "\(run.stdout)")

        let rows = try Ledger(path: ledgerPath).transactions(TransactionFilter())
        let remote = rows.filter { $0.categorySource == .remote }
        #expect(!remote.isEmpty)
        #expect(remote.allSatisfy { $0.categoryID == "shopping" && $0.categoryReason == "remote fake-model 0.85" })

        // The key: not in what was printed, not in the ledger's bytes, not in the cache.
        #expect(!run.stdout.contains(RemoteFake.secret) && !run.stderr.contains(RemoteFake.secret))
        let ledgerBytes = try Data(contentsOf: URL(fileURLWithPath: ledgerPath))
        #expect(ledgerBytes.range(of: Data(RemoteFake.secret.utf8)) == nil)
        let cache = directory.appendingPathComponent("cache")
        let cacheFiles = FileManager.default.enumerator(atPath: cache.path)?.compactMap { $0 as? String } ?? []
        #expect(!cacheFiles.isEmpty)
        for file in cacheFiles {
            let data = (try? Data(contentsOf: cache.appendingPathComponent(file))) ?? Data()
            #expect(data.range(of: Data(RemoteFake.secret.utf8)) == nil, "key in cache file \(file)")
        }
    }

    @Test func theKeyFromTheEnvironmentIsNeverShownEither() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(responses: [.json("{\"error\":\"bad key \(RemoteFake.secret)\"}", status: 401)])
        defer { server.stop() }
        var environment = try RemoteFake.environment(server, in: directory)
        environment.removeValue(forKey: "STATEMENT_IMPORT_REMOTE_KEY_FILE")
        environment["STATEMENT_IMPORT_REMOTE_KEY"] = RemoteFake.secret
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(["import", "--remote", "--ledger", ledgerPath, sample], in: directory, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains(RemoteFake.secret) && !run.stderr.contains(RemoteFake.secret))
        let ledgerBytes = try Data(contentsOf: URL(fileURLWithPath: ledgerPath))
        #expect(ledgerBytes.range(of: Data(RemoteFake.secret.utf8)) == nil)
        let check = try ToolRun.run(["remote", "check"], in: directory, environment: environment)
        #expect(check.status == 77)
        #expect(!check.stdout.contains(RemoteFake.secret) && !check.stderr.contains(RemoteFake.secret))
    }

    @Test func aDryRunThenTheImportAsksTheServiceOnce() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        let environment = try RemoteFake.environment(server, in: directory)
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let dryRun = try ToolRun.run(["import", "--dry-run", "--remote", "--ledger", ledgerPath, sample], in: directory, environment: environment)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        let asked = server.requests.count
        #expect(asked > 0)
        let real = try ToolRun.run(["import", "--remote", "--ledger", ledgerPath, sample], in: directory, environment: environment)
        #expect(real.status == 0, "\(real.stderr)")
        #expect(server.requests.count == asked, "the cache should have answered")
        #expect(real.stdout.contains("remote: 0 asked"), "\(real.stdout)")
        #expect(real.stdout.contains("(0 requests)"), "\(real.stdout)")
        let rows = try Ledger(path: ledgerPath).transactions(TransactionFilter())
        #expect(rows.contains { $0.categorySource == .remote })
    }

    @Test func aFailingServiceStillImportsEveryRowWithOneWarning() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(responses: [.json("{\"error\":\"no such model\"}", status: 404)])
        defer { server.stop() }
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let files = [sample, ToolRun.sample("multi-page-en.pdf")]
        let run = try ToolRun.run(
            ["import", "--remote", "--ledger", ledgerPath] + files, in: directory,
            environment: try RemoteFake.environment(server, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("remote:") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(server.requests.count == 1, "a 404 switches remote off for the run")
        #expect(run.stdout.contains("switched off"), "\(run.stdout)")
        let rows = try Ledger(path: ledgerPath).transactions(TransactionFilter())
        #expect(!rows.isEmpty && !rows.contains { $0.categorySource == .remote })
        #expect(run.stdout.contains("imported 2,"), "\(run.stdout)")
    }

    @Test func noRemoteOverridesTheConfigurationAndAsksNothing() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping"))
        defer { server.stop() }
        let config = directory.appendingPathComponent("config/statement-import")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("[remote]\nenabled = true\n".utf8).write(to: config.appendingPathComponent("config"))
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(
            ["import", "--no-remote", "--ledger", ledgerPath, sample], in: directory,
            environment: try RemoteFake.environment(server, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.isEmpty)
        #expect(!run.stdout.contains("remote:"))
        let both = try ToolRun.run(
            ["import", "--remote", "--no-remote", "--ledger", ledgerPath, sample], in: directory,
            environment: try RemoteFake.environment(server, in: directory))
        #expect(both.status == 64)
    }

    @Test func recategoriseAsksRemoteOnceAndThenFromTheCache() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        let environment = try RemoteFake.environment(server, in: directory)
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let imported = try ToolRun.run(["import", "--ledger", ledgerPath, sample], in: directory, environment: environment)
        #expect(imported.status == 0 && server.requests.isEmpty, "remote is off unless asked for")
        let moved = try ToolRun.run(["recategorise", "--remote", "--ledger", ledgerPath], in: directory, environment: environment)
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stdout.contains("(0.85, remote): remote fake-model 0.85"), "\(moved.stdout)")
        let asked = server.requests.count
        #expect(asked > 0)
        let again = try ToolRun.run(["recategorise", "--remote", "--dry-run", "--ledger", ledgerPath], in: directory, environment: environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(server.requests.count == asked, "nothing changed, so nothing is asked again")
        #expect(again.stdout.contains("0 of "), "\(again.stdout)")
    }

    @Test func previewPrintsTheBodiesAndSendsNothing() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping"))
        defer { server.stop() }
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(
            ["remote", "preview", "--ledger", ledgerPath, sample], in: directory,
            environment: try RemoteFake.environment(server, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.isEmpty)
        #expect(run.stdout.contains("POST \(server.baseURL.absoluteString)/chat/completions"), "\(run.stdout)")
        #expect(run.stdout.contains("Authorization: Bearer [key]"))
        #expect(run.stdout.contains("\"response_format\""))
        #expect(!run.stdout.contains(RemoteFake.secret))
        #expect(!FileManager.default.fileExists(atPath: ledgerPath), "preview never creates a ledger")
    }

    /// `remote check` names the local server from the request only it answers as its own.
    @Test func checkNamesALocalOllama() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = RemoteFake.answeringAll("restaurants", 0.9)
        let ollama = try FakeHTTPServer(handler: { request, number in
            request.method == "GET"
                ? (request.path == "/api/version" ? .json(#"{"version":"0.6.2"}"#) : FakeHTTPServer.Response(status: 404))
                : model(request, number)
        })
        defer { ollama.stop() }
        let run = try ToolRun.run(["remote", "check"], in: directory, environment: try RemoteFake.environment(ollama, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("server: Ollama 0.6.2"), "\(run.stdout)")
        #expect(run.stdout.contains("batch size: 25"), "\(run.stdout)")
    }

    @Test func checkExitCodes() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let working = try FakeHTTPServer(handler: RemoteFake.answeringAll("restaurants", 0.9))
        defer { working.stop() }
        let ok = try ToolRun.run(["remote", "check"], in: directory, environment: try RemoteFake.environment(working, in: directory))
        #expect(ok.status == 0, "\(ok.stdout)\(ok.stderr)")
        #expect(ok.stdout.contains("model: fake-model") && ok.stdout.contains("latency:"))
        #expect(working.requests.filter { $0.method == "POST" }.count == 1)
        #expect(ok.stdout.contains("server: not recognised"), "\(ok.stdout)")

        let erroring = try FakeHTTPServer(responses: [.json("{\"error\":\"boom\"}", status: 500)])
        defer { erroring.stop() }
        let failed = try ToolRun.run(["remote", "check"], in: directory, environment: try RemoteFake.environment(erroring, in: directory))
        #expect(failed.status == 69, "\(failed.stderr)")

        let refusing = try FakeHTTPServer(responses: [.json("{\"error\":\"invalid key\"}", status: 401)])
        defer { refusing.stop() }
        let refused = try ToolRun.run(["remote", "check"], in: directory, environment: try RemoteFake.environment(refusing, in: directory))
        #expect(refused.status == 77, "\(refused.stderr)")

        var environment = try RemoteFake.environment(working, in: directory)
        let keyFile = try #require(environment["STATEMENT_IMPORT_REMOTE_KEY_FILE"])
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: keyFile)
        let open = try ToolRun.run(["remote", "check"], in: directory, environment: environment)
        #expect(open.status == 78, "\(open.stderr)")
        #expect(open.stderr.contains("chmod 600"), "\(open.stderr)")
        let importing = try ToolRun.run(
            ["import", "--remote", "--ledger", directory.appendingPathComponent("l.sqlite").path, sample],
            in: directory, environment: environment)
        #expect(importing.status == 78, "\(importing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("l.sqlite").path))

        environment["STATEMENT_IMPORT_REMOTE_URL"] = "http://127.0.0.1:1/v1"
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyFile)
        let unreachable = try ToolRun.run(["remote", "check"], in: directory, environment: environment)
        #expect(unreachable.status == 69, "\(unreachable.stderr)")
    }
}
