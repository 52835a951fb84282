import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

/// The key goes in the Authorization header of the model's requests and nowhere else, whatever the
/// service answers.
@Suite struct KeyNeverShownTests {
    @Test(arguments: [401, 403, 404, 429, 500])
    func noWarningSummaryOrCacheHoldsTheKey(status: Int) throws {
        let directory = try TemporaryFolder()
        let cache = RemoteAnswerCache(path: directory.path + "/answers.jsonl")
        let echo = "{\"error\":{\"message\":\"bad request from Bearer \(Fixture.secret)\"}}"
        let server = try FakeHTTPServer { _, number in
            number == 0 ? .json(echo, status: status) : Fixture.completion([(0, "food", 0.8)])
        }
        defer { server.stop() }
        let categoriser = try Fixture.categoriser(server, cache: cache)
        let outcome = categoriser.categorise([Fixture.row("TESCO \(Fixture.secret)", -100)])
        let report = RemoteCheck.run(configuration: Fixture.configuration(server), key: Fixture.key)
        let preview = RemotePreview.requests(
            rows: [Fixture.row("TESCO", -100)], categories: Fixture.categories,
            configuration: Fixture.configuration(server))
        var shown = outcome.warnings + categoriser.warnings + [categoriser.summary.line] + report.lines
        shown += preview.flatMap { $0.headers + [$0.body, $0.prettyBody] }
        shown.append((try? String(contentsOfFile: cache.path, encoding: .utf8)) ?? "")
        // The model's requests carry it; `remote check`'s look at which local server it is does not.
        #expect(
            server.requests.allSatisfy { request in
                request.headers["authorization"] == (request.method == "POST" ? "Bearer " + Fixture.secret : nil)
            })
        for text in shown { #expect(!text.contains(Fixture.secret), "\(text)") }
    }

    @Test func aRedirectIsNotFollowed() throws {
        let server = try FakeHTTPServer { request, _ in
            FakeHTTPServer.Response(status: 307, headers: ["Location": "http://127.0.0.2:9/steal"], body: "")
        }
        defer { server.stop() }
        let outcome = try Fixture.categoriser(server).categorise([Fixture.row("TESCO", -100)])
        #expect(server.requests.count == 1)
        #expect(outcome.summary.switchedOff)
        #expect(outcome.warnings.first?.contains("307") == true)
    }
}
