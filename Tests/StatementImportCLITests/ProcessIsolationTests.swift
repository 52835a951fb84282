import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 36 items 2, 7 and 8 through the built binary: each file is read in a process of its own
/// whatever the executable is called, a worker ends with the run that started it, and no process
/// of the tool can leave a core file holding a key or a password.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct ProcessIsolationTests {
    @Test func aRenamedCopyStillReadsEachFileInAProcessOfItsOwn() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let renamed = directory.appendingPathComponent("reader").path
        try FileManager.default.copyItem(atPath: try #require(ToolRun.binary), toPath: renamed)
        for name in ["a.pdf", "crash.pdf"] {
            try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: directory.appendingPathComponent(name).path)
        }
        let run = try ToolRun.run(
            [
                "import", "--jobs", "1", "--ledger", directory.appendingPathComponent("ledger.sqlite").path,
                directory.appendingPathComponent("a.pdf").path, directory.appendingPathComponent("crash.pdf").path,
            ],
            in: directory, environment: ["STATEMENT_IMPORT_TEST_WORKER_FAULT": "abort:crash"], executable: renamed, timeout: 120)
        // In-process, the abort would have taken the whole run down; in a worker it fails one file.
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("17 rows (verified)"), "\(run.stdout)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("crash.pdf"), "\(run.stderr)")
    }

    @Test func aWorkerEndsWithTheRunThatStartedItAndCannotDumpCore() throws {
        #if os(Linux)
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["a.pdf", "slow.pdf"] {
            try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: directory.appendingPathComponent(name).path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ToolRun.binary))
        process.arguments = [
            "import", "--jobs", "2", "--ledger", directory.appendingPathComponent("ledger.sqlite").path,
            directory.appendingPathComponent("a.pdf").path, directory.appendingPathComponent("slow.pdf").path,
        ]
        var environment = ToolRun.isolated(ProcessInfo.processInfo.environment, in: directory)
        environment["STATEMENT_IMPORT_TEST_WORKER_FAULT"] = "hang:slow"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let worker = try #require(Self.child(of: process.processIdentifier, reading: "slow.pdf"), "no worker was seen reading slow.pdf")
        let limits = try String(contentsOfFile: "/proc/\(worker)/limits", encoding: .utf8)
        let core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
        #expect(core?.split(separator: " ", omittingEmptySubsequences: true).dropFirst(4).first == "0", "\(core ?? "")")

        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let end = Date().addingTimeInterval(10)
        while kill(worker, 0) == 0 && Date() < end { usleep(50_000) }
        let alive = kill(worker, 0) == 0
        if alive { kill(worker, SIGKILL) }
        #expect(!alive, "the worker outlived the killed run")
        #endif
    }

    /// The pid of `parent`'s child whose command line names `file`, within a minute.
    private static func child(of parent: Int32, reading file: String) -> Int32? {
        let end = Date().addingTimeInterval(60)
        while Date() < end {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = Int32(entry),
                    let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let afterName = stat.range(of: ") ", options: .backwards),
                    stat[afterName.upperBound...].split(separator: " ").dropFirst().first == Substring(String(parent)),
                    let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                    String(decoding: command, as: UTF8.self).contains(file)
                else { continue }
                return pid
            }
            usleep(50_000)
        }
        return nil
    }
}
