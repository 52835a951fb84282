import Foundation
import Testing
import TestSupport

/// Issue 26 item 13: control characters in a file name (batch's "moved to" part included) reach
/// stderr escaped, so a file name cannot forge a line in a cron mail or drive the terminal.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct MessageEscapingTests {
    static let forgedName = "bad\nstatement-import batch: all good \u{1B}[2J.pdf"

    @Test func batchEscapesAFileNameInEveryPartOfItsLine() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try box.add("bad/error-page.pdf", as: MessageEscapingTests.forgedName)
        let run = try box.batch()
        #expect(run.status == 1, "\(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}"), "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(lines.first?.contains("moved to") == true, "\(run.stderr)")
        #expect(lines.first?.contains("bad\\nstatement-import batch: all good \\u{1b}[2J.pdf") == true, "\(run.stderr)")
    }

    @Test func aRemoteServersErrorTextReachesStderrEscaped() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(responses: [.json("{\"error\":\"bad key \\u001b[2J\\u0007 try again\"}", status: 401)])
        defer { server.stop() }
        let run = try ToolRun.run(["remote", "check"], in: directory, environment: try RemoteFake.environment(server, in: directory))
        #expect(run.status == 77, "\(run.stderr)")
        #expect(run.stderr.contains("bad key"), "\(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{07}"), "\(run.stderr)")
    }
}
