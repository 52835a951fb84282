import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 26 item 11 through the built binary: the worker that reads an untrusted PDF starts with
/// only what reading needs, never the remote key or a database password the parent was given.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct WorkerEnvironmentTests {
    @Test func aWorkerNeverHoldsTheRemoteKeyOrThePostgreSQLPassword() throws {
        #if os(Linux)
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["a.pdf", "slow.pdf"] {
            try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: directory.appendingPathComponent(name).path)
        }
        let process = try ToolRun.start(
            [
                "import", "--jobs", "2", "--ledger", directory.appendingPathComponent("ledger.sqlite").path,
                directory.appendingPathComponent("a.pdf").path, directory.appendingPathComponent("slow.pdf").path,
            ], in: directory,
            environment: [
                "STATEMENT_IMPORT_REMOTE_KEY": "xai-WORKERLEAK-1234", "PGPASSWORD": "pg-WORKERLEAK-5678",
                "STATEMENT_IMPORT_TEST_WORKER_FAULT": "hang:slow",
            ])
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        // The hanging worker: a child of the tool in worker mode.
        let workerID = ChildProcesses.child(of: process.processIdentifier, reading: "slow.pdf")
        let workerEnvironment = workerID.flatMap { FileManager.default.contents(atPath: "/proc/\($0)/environ") }
            .map { $0.split(separator: 0).map { String(decoding: $0, as: UTF8.self) } }
        if let workerID { kill(workerID, SIGKILL) }
        let seen = try #require(workerEnvironment, "no worker was seen reading slow.pdf")
        let names = seen.map { String($0.prefix { $0 != "=" }) }
        #expect(!names.contains("STATEMENT_IMPORT_REMOTE_KEY"))
        #expect(!names.contains("PGPASSWORD"))
        #expect(names.contains("XDG_CONFIG_HOME") && names.contains("SWIFT_BACKTRACE"))
        #endif
    }
}
