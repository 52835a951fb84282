import Foundation
import Testing
@testable import LedgerStore

@Suite struct LedgerOpenModeTests {
    private func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    private func openError(_ path: String, _ mode: LedgerOpenMode) -> LedgerError? {
        do {
            let ledger = try Ledger(path: path, mode: mode)
            // A damaged file may open; reading all of it must then fail.
            _ = try ledger.check()
            _ = try ledger.transactions()
            return nil
        } catch {
            return LedgerError.classifying(error, path: path)
        }
    }

    @Test func readingNeverCreatesAMissingLedger() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/absent/ledger.sqlite"
        let error = #expect(throws: LedgerError.self) { try Ledger(path: path, mode: .reading) }
        #expect(error == .missing(path: path))
        #expect(error?.description == "no ledger at \(path); import a statement first or pass --ledger")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/absent"))
    }

    @Test func ledgerFilesAreCreatedPrivate() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/new/ledger.sqlite"
        let ledger = try Ledger(path: path)
        try ledger.database.run("DELETE FROM import_runs")
        #expect(try permissions(path) == 0o600)
        #expect(try permissions(directory.path + "/new") == 0o700)
        #expect(try permissions(path + "-wal") == 0o600)
    }

    @Test func readOnlyLedgerCanBeRead() throws {
        let directory = try TemporaryDirectory()
        do {
            let ledger = try Ledger(path: directory.ledgerPath)
            _ = try ledger.importStatements([request(statement([row("2025-03-02", "Coffee", -350)]), file: "a.pdf")])
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: directory.ledgerPath)
        let reader = try Ledger(path: directory.ledgerPath, mode: .reading)
        #expect(try reader.transactions().count == 1)
        #expect(try reader.check().isHealthy)
        // The reading connection refuses writes whoever runs the test (root ignores 0444).
        let error = #expect(throws: SQLiteError.self) { try reader.database.run("DELETE FROM import_runs") }
        let classified = error.flatMap { LedgerError.classifying($0, path: reader.path) }
        #expect(classified == .readOnly(path: reader.path))
    }

    /// Run as root the folder stays writable; run as a user, no -shm can be made beside the ledger.
    @Test func aLedgerInAReadOnlyFolderCanBeRead() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.path + "/archive"
        let path = folder + "/ledger.sqlite"
        do {
            let ledger = try Ledger(path: path)
            _ = try ledger.importStatements([request(statement([row("2025-03-02", "Coffee", -350)]), file: "a.pdf")])
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder) }
        let reader = try Ledger(path: path, mode: .reading)
        #expect(try reader.transactions().count == 1)
    }

    @Test func randomBytesAreNotALedger() throws {
        let directory = try TemporaryDirectory()
        var generator = SystemRandomNumberGenerator()
        let bytes = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try bytes.write(to: URL(fileURLWithPath: directory.ledgerPath))
        for mode in [LedgerOpenMode.reading, .writing] {
            let error = openError(directory.ledgerPath, mode)
            #expect(error == .notALedger(path: directory.ledgerPath))
            #expect(error?.description.contains("not a statement-import ledger") == true)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.ledgerPath)) == bytes)
    }

    @Test func aPDFGivenAsLedgerIsNotALedger() throws {
        let directory = try TemporaryDirectory()
        let pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n" + String(repeating: "stream data ", count: 500) + "\n%%EOF\n"
        try pdf.write(toFile: directory.ledgerPath, atomically: true, encoding: .utf8)
        #expect(openError(directory.ledgerPath, .writing) == .notALedger(path: directory.ledgerPath))
        #expect(openError(directory.ledgerPath, .reading) == .notALedger(path: directory.ledgerPath))
    }

    @Test func aTruncatedLedgerIsDamagedOrNotALedger() throws {
        let directory = try TemporaryDirectory()
        do {
            let ledger = try Ledger(path: directory.ledgerPath)
            let rows = (1...400).map { row("2025-03-02", "Shop number \($0) with a long description", Int64(-$0), line: $0) }
            _ = try ledger.importStatements([request(statement(rows), file: "a.pdf")])
            try ledger.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let url = URL(fileURLWithPath: directory.ledgerPath)
        let whole = try Data(contentsOf: url)
        #expect(whole.count > 40_000)
        try whole.prefix(whole.count / 3).write(to: url)
        for mode in [LedgerOpenMode.reading, .writing] {
            let error = openError(directory.ledgerPath, mode)
            #expect(error == .damaged(path: directory.ledgerPath) || error == .notALedger(path: directory.ledgerPath))
        }
    }

    @Test func aNewerLedgerAsksForAnUpgrade() throws {
        let directory = try TemporaryDirectory()
        do {
            let ledger = try Ledger(path: directory.ledgerPath)
            try #require(ledger.database as? SQLiteDatabase).setUserVersion(Ledger.schemaVersion + 7)
        }
        for mode in [LedgerOpenMode.reading, .writing] {
            let error = #expect(throws: LedgerError.self) { try Ledger(path: directory.ledgerPath, mode: mode) }
            #expect(
                error
                    == .newerVersion(
                        path: directory.ledgerPath, found: Ledger.schemaVersion + 7,
                        supported: Ledger.schemaVersion))
            #expect(
                error?.description.contains(
                    "made by a newer version of statement-import (schema \(Ledger.schemaVersion + 7), this one reads up to \(Ledger.schemaVersion)): upgrade"
                ) == true)
        }
    }

    @Test func aForeignDatabaseIsNeverMigrated() throws {
        let directory = try TemporaryDirectory()
        do {
            let other = try SQLiteDatabase(path: directory.ledgerPath)
            try other.execute("CREATE TABLE recipes (name TEXT)")
        }
        #expect(throws: LedgerError.notALedger(path: directory.ledgerPath)) { try Ledger(path: directory.ledgerPath) }
        #expect(throws: LedgerError.notALedger(path: directory.ledgerPath)) {
            try Ledger(path: directory.ledgerPath, mode: .reading)
        }
        let untouched = try SQLiteDatabase(path: directory.ledgerPath, access: .readOnly)
        #expect(try untouched.scalarInt("SELECT COUNT(*) FROM sqlite_master") == 1)
        #expect(try untouched.userVersion == 0)
    }
}
