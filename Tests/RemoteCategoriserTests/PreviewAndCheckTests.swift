import Foundation
@testable import RemoteCategoriser
import Testing
import TestSupport

@Suite struct PreviewAndCheckTests {
    @Test func thePreviewIsExactlyWhatIsSent() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("food", 0.8))
        defer { server.stop() }
        let rows = (0..<30).map { Fixture.row("SHOP \($0) REF 99887766", -100 * Int64($0 + 1)) }
        let configuration = Fixture.configuration(server)
        let previews = RemotePreview.requests(rows: rows, categories: Fixture.categories, configuration: configuration)
        #expect(server.requests.isEmpty, "a preview sends nothing")
        _ = try Fixture.categoriser(server).categorise(rows)
        #expect(previews.map(\.body) == server.requests.map(\.text))
        #expect(previews.first?.url == server.baseURL.absoluteString + "/chat/completions")
        #expect(previews.first?.headers.contains("Authorization: Bearer [key]") == true)
        #expect(previews.allSatisfy { !$0.prettyBody.contains("99887766") })
    }

    @Test func checkReportsWhereTheKeyCameFromAndTheAnswer() throws {
        let server = try FakeHTTPServer(handler: Fixture.answeringAll("restaurants", 0.95))
        defer { server.stop() }
        let report = RemoteCheck.run(configuration: Fixture.configuration(server), key: Fixture.key)
        #expect(report.exitCode == 0)
        #expect(report.answer == "COFFEE SHOP → restaurants 0.95")
        #expect(report.keySource == "a test")
        #expect(report.latency != nil)
        #expect(!report.lines.joined().contains(Fixture.secret))
        // One question of the model; the rest are GETs asking which local server it is.
        #expect(server.requests.filter { $0.method == "POST" }.count == 1)
    }

    @Test func checkExitCodesSayWhatWentWrong() throws {
        let refusing = try FakeHTTPServer(responses: [.json("{\"error\":{\"message\":\"invalid key\"}}", status: 401)])
        defer { refusing.stop() }
        let refused = RemoteCheck.run(configuration: Fixture.configuration(refusing), key: Fixture.key)
        #expect(refused.exitCode == 77)
        #expect(!refused.lines.joined().contains(Fixture.secret))

        let failing = try FakeHTTPServer(responses: [FakeHTTPServer.Response(status: 500)])
        defer { failing.stop() }
        #expect(RemoteCheck.run(configuration: Fixture.configuration(failing), key: nil).exitCode == 69)

        let gone = try FakeHTTPServer(responses: [FakeHTTPServer.Response(status: 500)])
        let configuration = Fixture.configuration(gone)
        gone.stop()
        #expect(RemoteCheck.run(configuration: configuration, key: nil).exitCode == 69)

        var remote = RemoteConfiguration(url: URL(string: "https://api.example.com/v1"))
        remote.enabled = true
        #expect(RemoteCheck.run(configuration: remote, key: nil).exitCode == 78)
    }
}
