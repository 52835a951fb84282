import Foundation
import TestSupport
import Testing

/// The data folder (`~/.local/share`) holds the tool's own folder and nothing else it made:
/// Foundation's URL session, built for the remote categoriser, makes a folder there named after
/// the folder of the executable (`~/.local/share/bin` for an installed tool).
@Suite(.enabled(if: toolIsBuilt))
struct DataFolderLitterTests {
    @Test func anImportWithTheRemoteOffLeavesNothingInTheDataFolder() throws {
        let directory = try ToolRun.temporaryDirectory()
        let data = directory.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(
            ["import", "--ledger", ledger, ToolRun.sample("cuenta-es.pdf"), ToolRun.sample("debit-credit-columns.pdf")],
            in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == [])
    }

    @Test func anImportAskingTheRemoteLeavesNothingInTheDataFolder() throws {
        let directory = try ToolRun.temporaryDirectory()
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("food"))
        defer { server.stop() }
        var environment = try RemoteFake.environment(server, in: directory)
        let data = directory.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        environment["XDG_DATA_HOME"] = data.path
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(
            ["import", "--remote", "--ledger", ledger, ToolRun.sample("cuenta-es.pdf")], in: directory, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("remote:"), "\(run.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == [])
    }
}
