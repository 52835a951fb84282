import Foundation
import LedgerStore
import Testing

/// Issue 26 item 6 through the built binary: `parse` and a one-file `import` read under the same
/// time bound as `batch`'s workers (`file_timeout` in `[batch]`), and stop with one line naming the
/// file. The tests' fault switch makes the read hang, as a PDF of nested form objects did.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct ReadingBoundTests {
    private func environment(_ directory: URL) throws -> [String: String] {
        let config = directory.appendingPathComponent("config/statement-import")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("[batch]\nfile_timeout = 1\n".utf8).write(to: config.appendingPathComponent("config"))
        return [
            "XDG_CONFIG_HOME": directory.path + "/config", "XDG_DATA_HOME": directory.path + "/data",
            "STATEMENT_IMPORT_TEST_WORKER_FAULT": "hang:slow",
        ]
    }

    @Test(arguments: [["parse"], ["parse", "--explain"], ["import"], ["extract"]])
    func aReadThatNeverEndsStopsAtTheBoundWithOneLine(_ command: [String]) throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("slow.pdf").path
        try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: pdf)
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let arguments = command + (command == ["import"] ? ["--ledger", ledger] : []) + [pdf]
        let run = try ToolRun.run(arguments, in: directory, environment: try environment(directory), timeout: 60)
        #expect(run.status == 65, "\(command): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("slow.pdf: reading it took longer than 1 s"), "\(run.stderr)")
        #expect(lines.first?.contains("file_timeout") == true)
        if command == ["import"] {
            #expect((try? Ledger(path: ledger).statements().count) ?? 0 == 0, "nothing of it was stored")
        }
    }
}
