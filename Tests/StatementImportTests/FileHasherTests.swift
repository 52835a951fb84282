import Foundation
import Testing
import StatementCore
import StatementImport
import TestSupport
import Toolbox

@Suite struct FileHasherTests {
    private func temporaryDirectory() throws -> URL {
        try TemporaryFolder.create(prefix: "FileHasher")
    }

    /// Longer than the read buffer and not a whole number of blocks, so pieces and padding both matter.
    @Test func fileOverSeveralReadsHashesAsItsBytes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = (0..<((3 << 20) + 5)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let file = directory.appendingPathComponent("statement.pdf")
        try Data(bytes).write(to: file)
        #expect(FileHasher.sha256(file.path) == SHA256.hexDigest(bytes))
    }

    @Test func emptyFileHashesAsNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("empty.pdf")
        try Data().write(to: file)
        #expect(FileHasher.sha256(file.path) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func unreadablePathsHaveNoHash() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(FileHasher.sha256(directory.appendingPathComponent("missing.pdf").path) == nil)
        #expect(FileHasher.sha256(directory.path) == nil)
    }
}
