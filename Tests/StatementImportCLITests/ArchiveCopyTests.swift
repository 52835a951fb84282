import Foundation
import LedgerStore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A small tmpfs for one test, where the machine lets the tests mount one (root in a container);
/// another file system than the inbox's, so filing a statement copies it.
final class SmallFileSystem {
    let path: String

    static var available: Bool {
        #if os(Linux)
        return getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount")
        #else
        return false
        #endif
    }

    init(kilobytes: Int) throws {
        path = try ToolRun.temporaryDirectory().path
        try SmallFileSystem.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path])
    }

    deinit {
        try? SmallFileSystem.run("/bin/umount", [path])
        try? FileManager.default.removeItem(atPath: path)
    }

    static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw POSIXError(.EPERM) }
    }
}

/// Issue 26 item 3 through the built binary: filing into processed/ on another file system that
/// fills up leaves no truncated file under a real name, the statement stays in the inbox, and the
/// next run files it whole under its own name.
@Suite(.serialized, .enabled(if: toolIsBuilt && SmallFileSystem.available, "needs the tool built and root to mount a tmpfs"))
struct ArchiveCopyTests {
    @Test func aFullDiskIsNeverAPartialFileUnderARealName() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        let disk: SmallFileSystem
        do { disk = try SmallFileSystem(kilobytes: 64) } catch { return }  // no mount here: nothing to show
        let processed = disk.path + "/processed"
        try box.add("multi-page-en.pdf", as: "statement.pdf")
        // Fill the small disk but for a few kilobytes: less than the statement's 26 KB.
        let filler = disk.path + "/filler"
        try Data(count: 48 << 10).write(to: URL(fileURLWithPath: filler))
        let batch = { () throws -> ToolRun in
            try ToolRun.run(
                ["batch", "--inbox", box.inbox, "--processed", processed, "--failed", box.failed, "--settle", "0"],
                in: box.root, environment: box.environment)
        }
        let first = try batch()
        #expect(first.status == 1, "\(first.stderr)")
        #expect(first.stderr.contains("stored in the ledger but not moved"), "\(first.stderr)")
        #expect(box.files(in: box.inbox).contains("statement.pdf"), "the statement stays in the inbox")
        let original = try Data(contentsOf: URL(fileURLWithPath: ToolRun.sample("multi-page-en.pdf")))
        #expect(
            box.files(in: processed).allSatisfy { name in
                (try? Data(contentsOf: URL(fileURLWithPath: processed + "/" + name))) == original
            }, "a file under a real name in processed/ that is not the statement: \(box.files(in: processed))")

        try FileManager.default.removeItem(atPath: filler)
        let second = try batch()
        #expect(second.status == 0, "\(second.stderr)")
        let filed = box.files(in: processed)
        #expect(filed.count == 1 && !filed[0].contains("-2."), "\(filed)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: processed + "/" + filed[0])) == original)
        #expect(!box.files(in: box.inbox).contains("statement.pdf"))
    }
}
