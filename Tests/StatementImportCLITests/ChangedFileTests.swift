import Foundation
import LedgerStore
import Testing

/// Issue 26 item 1 through the built binary: a file rewritten between the hash and the read (the
/// worker fault `append:` rewrites it just before reading) is never stored under the old bytes' hash.
@Suite(.serialized, .enabled(if: toolIsBuilt, "build statement-import first"))
struct ChangedFileTests {
    @Test func batchLeavesAFileThatChangedInTheInboxAndTakesItNextRun() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try box.add("cuenta-es.pdf", as: "rewritten.pdf")
        try box.add("current-account-en.pdf", as: "steady.pdf")
        let first = try box.batch(environment: ["STATEMENT_IMPORT_TEST_WORKER_FAULT": "append:rewritten"])
        #expect(first.status == 1, "\(first.stderr)")
        let lines = first.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("rewritten.pdf: changed while it was being read"), "\(first.stderr)")
        #expect(lines.first?.contains("stays in the inbox") == true)
        #expect(box.files(in: box.inbox).contains("rewritten.pdf"))
        #expect(try Ledger(path: box.ledger).statements().count == 1, "only the steady file is stored")

        // Next run: the file is as it now is, hashed and stored as such.
        let second = try box.batch()
        #expect(second.status == 0, "\(second.stderr)")
        let stored = try Ledger(path: box.ledger).statements().map(\.fileSHA256)
        let processed = try #require(box.files(in: box.processed).first { $0.contains("banco-ejemplo") })
        let hash = try #require(try FileHasherForTests.sha256(box.processed + "/" + processed))
        #expect(stored.contains(hash), "stored under the hash of the bytes that were read")
    }

    @Test func importOfSeveralFilesRefusesAFileThatChanged() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let rewritten = directory.appendingPathComponent("rewritten.pdf").path
        let steady = directory.appendingPathComponent("steady.pdf").path
        try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: rewritten)
        try FileManager.default.copyItem(atPath: ToolRun.sample("current-account-en.pdf"), toPath: steady)
        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(
            ["import", "--ledger", ledger, "--jobs", "2", rewritten, steady], in: directory,
            environment: [
                "STATEMENT_IMPORT_TEST_WORKER_FAULT": "append:rewritten",
                "XDG_CONFIG_HOME": directory.path + "/config", "XDG_DATA_HOME": directory.path + "/data",
            ])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("rewritten.pdf: changed while it was being read"), "\(run.stderr)")
        #expect(try Ledger(path: ledger).statements().count == 1)
    }
}

/// The hex SHA-256 of a file, by `sha256sum`, independent of the tool's own hasher.
enum FileHasherForTests {
    static func sha256(_ path: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init)
    }
}
