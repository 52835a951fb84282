import Foundation
import Testing
@testable import StatementImport

@Suite struct ScratchFolderTests {
    /// A run killed outright leaves its readers' folder; the next run removes it, and only it.
    @Test func foldersOfRunsThatAreGoneAreRemovedOthersKept() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("ScratchFolder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: parent) }
        // A child that has exited and been reaped: its pid names no process now.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "exit 0"]
        try child.run()
        child.waitUntilExit()
        let names = [
            "statement-import-read-\(child.processIdentifier)-A",  // gone: removed
            "statement-import-read-\(getpid())-B",  // this process: kept
            "statement-import-read-1-C",  // init, alive: kept
            "statement-import-read-notapid-D",  // not ours to judge: kept
            "statement-import-batch-\(child.processIdentifier)-E",  // another kind: kept
        ]
        for name in names {
            try FileManager.default.createDirectory(atPath: parent + "/" + name, withIntermediateDirectories: false)
            _ = FileManager.default.createFile(atPath: parent + "/" + name + "/answer-1.json", contents: Data("{}".utf8))
        }
        ScratchFolder.removeAbandoned(in: parent, prefix: "statement-import-read-")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: parent))
        #expect(left == Set(names.dropFirst()))
    }
}
