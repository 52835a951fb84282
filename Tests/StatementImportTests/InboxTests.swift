import Foundation
import StatementImport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inbox pieces on their own: what the scanner takes, the lock, the mover, the names.
@Suite struct InboxTests {
    private func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func write(_ path: String, _ text: String = "%PDF-1.4") throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func theScannerTakesSettledPDFsAnywhereBelowAndSkipsTheRest() throws {
        let inbox = try temporaryFolder()
        try write(inbox + "/a.pdf")
        try write(inbox + "/deep/er/B.PDF")
        try write(inbox + "/.hidden.pdf")
        try write(inbox + "/.partial/c.pdf")
        try write(inbox + "/notes.txt")
        try write(inbox + "/done/old.pdf")
        #expect(mkfifo(inbox + "/pipe.pdf", 0o600) == 0)
        let scan = InboxScanner(settle: 0, excluded: [inbox + "/done"]).scan(inbox)
        #expect(scan.ready.map(\.name) == ["a.pdf", "deep/er/B.PDF"])
        #expect(scan.ready.map(\.baseName) == ["a.pdf", "B.PDF"])
    }

    @Test func aFileChangedWithinTheSettleTimeWaits() throws {
        let inbox = try temporaryFolder()
        try write(inbox + "/new.pdf")
        let scan = InboxScanner(settle: 60).scan(inbox)
        #expect(scan.ready.isEmpty)
        #expect(scan.settling == ["new.pdf"])
        let later = InboxScanner(settle: 60).scan(inbox, now: Date().timeIntervalSince1970 + 61)
        #expect(later.ready.map(\.name) == ["new.pdf"])
    }

    @Test func aSecondLockOnTheSameInboxIsRefusedAtOnce() throws {
        let inbox = try temporaryFolder()
        do {
            let lock = try InboxLock(inbox: inbox)
            _ = withExtendedLifetime(lock) {
                #expect(throws: InboxLock.Failure.held) { try InboxLock(inbox: inbox) }
            }
        }
        // Released with its owner: the next run gets it.
        #expect(throws: Never.self) { try InboxLock(inbox: inbox) }
    }

    @Test func theMoverNeverOverwrites() throws {
        let folder = try temporaryFolder()
        try write(folder + "/one.pdf", "one")
        try write(folder + "/two.pdf", "two")
        let first = try FileMover.move(folder + "/one.pdf", toFolder: folder + "/out", relativePath: "2025/03/x.pdf")
        let second = try FileMover.move(folder + "/two.pdf", toFolder: folder + "/out", relativePath: "2025/03/x.pdf")
        #expect(first.hasSuffix("/out/2025/03/x.pdf"))
        #expect(second.hasSuffix("/out/2025/03/x-2.pdf"))
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "one")
        #expect(try String(contentsOfFile: second, encoding: .utf8) == "two")
        #expect(!FileManager.default.fileExists(atPath: folder + "/one.pdf"))
    }

    @Test func processedNamesAreSafePathsFromWhatTheStatementPrints() {
        let name = ProcessedName(institution: "Banco Ejemplo, S.A. ../../etc", account: "…ES12 3456", periodEnd: nil, sha256: "0123456789abcdef")
        #expect(name.relativePath == "undated/banco-ejemplo-s-a-etc-3456-undated-01234567.pdf")
        let unknown = ProcessedName(institution: nil, account: nil, periodEnd: nil, sha256: "ffffffff00")
        #expect(unknown.relativePath == "undated/unknown-none-undated-ffffffff.pdf")
    }
}
