import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 36 item 9 through the built binary: writing onto a full disk says so and what to do,
/// not "NSCocoaErrorDomain error 512". A full disk is a small tmpfs filled up, which needs root
/// (as CI is); elsewhere the test has nothing to run on and passes without a check.
@Suite(.enabled(if: toolIsBuilt, "build statement-import first"))
struct DiskFullTests {
    @Test func aReportPageOntoAFullDiskSaysTheDiskIsFull() throws {
        #if os(Linux)
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let full = directory.appendingPathComponent("full")
        try FileManager.default.createDirectory(at: full, withIntermediateDirectories: true)
        guard getuid() == 0, Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=8k", "tmpfs", full.path]) == 0 else { return }
        defer { _ = Self.run("/bin/umount", [full.path]) }
        _ = Self.run("/bin/dd", ["if=/dev/zero", "of=" + full.appendingPathComponent("filler").path, "bs=4k", "count=16"])

        let ledger = directory.appendingPathComponent("ledger.sqlite").path
        #expect(try ToolRun.run(["import", "--ledger", ledger, ToolRun.sample("cuenta-es.pdf")], in: directory).status == 0)
        let run = try ToolRun.run(["report", "--ledger", ledger, "--html", full.appendingPathComponent("page.html").path], in: directory)
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.contains("(the disk is full): free some space and run again"), "\(run.stderr)")
        #expect(!run.stderr.contains("NSCocoaErrorDomain"), "\(run.stderr)")
        #endif
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
