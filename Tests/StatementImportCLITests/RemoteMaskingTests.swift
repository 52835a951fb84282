import Foundation
import Testing
import TestSupport

/// Issue 26 item 10 through the built binary: `remote preview` shows a whole phone number masked,
/// not its last group alone, and the holder's name and address (read off the statement's first
/// page) masked wherever a row repeats them; `batch`, whose workers read the files, sends them masked too.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct RemoteMaskingTests {
    @Test func aWholePhoneNumberLeavesMasked() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("phone.pdf")
        try MadeUpStatement.write(to: pdf, descriptions: ["MOBILE PAYMENT TO +44 7911 123456", "ZORBLAX WIDGETS 77"])
        let run = try ToolRun.run(
            ["remote", "preview", "--ledger", directory.appendingPathComponent("l.sqlite").path, pdf.path],
            in: directory, environment: try RemoteFake.environment(nil, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("MOBILE PAYMENT TO [phone]"), "\(run.stdout)")
        #expect(!run.stdout.contains("7911"), "\(run.stdout)")
    }

    static let holderRows = ["FASTER PAYMENT FROM S TESTER", "RENT 9 NOWHERE LANE", "ZORBLAX WIDGETS TESTVILLE TE1 1ST"]

    @Test func theHoldersNameAndAddressLeaveMasked() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("holder.pdf")
        try MadeUpStatement.write(to: pdf, descriptions: Self.holderRows)
        let run = try ToolRun.run(
            ["remote", "preview", "--ledger", directory.appendingPathComponent("l.sqlite").path, pdf.path],
            in: directory, environment: try RemoteFake.environment(nil, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("FASTER PAYMENT FROM S [name]"), "\(run.stdout)")
        #expect(run.stdout.contains("RENT [address]"), "\(run.stdout)")
        #expect(run.stdout.contains("ZORBLAX WIDGETS [address] [address]"), "\(run.stdout)")
        for word in ["TESTER", "NOWHERE", "TESTVILLE", "TE1"] {
            #expect(!run.stdout.uppercased().contains(word), "\(word) left: \(run.stdout)")
        }
    }

    /// Issue 36 item 10: a holder's name line with no address under it leaves masked too.
    @Test func aHoldersNameLineWithNoAddressLeavesMasked() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("name-only.pdf")
        try MadeUpStatement.write(
            to: pdf, descriptions: ["FASTER PAYMENT FROM P EXAMPLEWORTH", "ZORBLAX WIDGETS 77"], holder: ["MR PIERS EXAMPLEWORTH"])
        let run = try ToolRun.run(
            ["remote", "preview", "--ledger", directory.appendingPathComponent("l.sqlite").path, pdf.path],
            in: directory, environment: try RemoteFake.environment(nil, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("FASTER PAYMENT FROM P [name]"), "\(run.stdout)")
        #expect(!run.stdout.uppercased().contains("EXAMPLEWORTH"), "\(run.stdout)")
    }

    @Test func batchWorkersHandOnTheHolderSoItsRequestsAreMaskedToo() throws {
        let home = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        let environment = try RemoteFake.environment(server, in: home.root).merging(home.environment) { $1 }
        try MadeUpStatement.write(to: URL(fileURLWithPath: home.inbox + "/holder.pdf"), descriptions: Self.holderRows)
        let run = try ToolRun.run(
            [
                "batch", "--remote", "--inbox", home.inbox, "--processed", home.processed,
                "--failed", home.failed, "--settle", "0",
            ], in: home.root, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let sent = server.requests.map(\.text).joined(separator: "\n")
        #expect(sent.contains("FASTER PAYMENT FROM S [name]"), "\(sent)")
        for word in ["TESTER", "NOWHERE", "TESTVILLE", "TE1"] {
            #expect(!sent.uppercased().contains(word), "\(word) left: \(sent)")
        }
    }

    @Test func importSendsTheHoldersNameAndAddressMasked() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping", 0.85))
        defer { server.stop() }
        let pdf = directory.appendingPathComponent("holder.pdf")
        try MadeUpStatement.write(to: pdf, descriptions: Self.holderRows)
        let run = try ToolRun.run(
            ["import", "--remote", "--ledger", directory.appendingPathComponent("l.sqlite").path, pdf.path],
            in: directory, environment: try RemoteFake.environment(server, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        let sent = server.requests.map(\.text).joined(separator: "\n")
        #expect(sent.contains("RENT [address]"), "\(sent)")
        for word in ["TESTER", "NOWHERE", "TESTVILLE", "TE1"] {
            #expect(!sent.uppercased().contains(word), "\(word) left: \(sent)")
        }
    }
}
