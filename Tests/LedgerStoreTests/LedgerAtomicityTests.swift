import Foundation
import Testing
@testable import LedgerStore

@Suite struct LedgerAtomicityTests {
    struct Boom: Error {}

    @Test func failedInnerStepIsUndoneAloneAndTheOuterCommits() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.ledgerPath)
        try database.execute("CREATE TABLE t (k TEXT PRIMARY KEY)")
        try database.atomically {
            try database.run("INSERT INTO t VALUES ('correction')")
            #expect(throws: Boom.self) {
                try database.atomically {
                    try database.run("INSERT INTO t VALUES ('lesson')")
                    throw Boom()
                }
            }
            try database.atomically { try database.run("INSERT INTO t VALUES ('other lesson')") }
        }
        #expect(try database.query("SELECT k FROM t ORDER BY k") { $0.text(0) } == ["correction", "other lesson"])
        #expect(!database.isInTransaction)
    }

    @Test(arguments: testedBackends) func failedOuterStepUndoesCommittedInnerSteps(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: try directory.ledgerLocation(backend))
        try ledger.database.execute("CREATE TABLE t (k TEXT PRIMARY KEY)")
        #expect(throws: Boom.self) {
            try ledger.atomically {
                try ledger.atomically { try ledger.database.run("INSERT INTO t VALUES ('correction')") }
                try ledger.atomically { try ledger.database.run("INSERT INTO t VALUES ('lesson')") }
                throw Boom()
            }
        }
        #expect(try count(ledger, "t") == 0)
        #expect(!ledger.database.isInTransaction)
    }

    @Test(arguments: testedBackends) func aHeldWriteLockIsBusyNotBroken(_ backend: LedgerBackend) throws {
        let directory = try TemporaryDirectory()
        let holder = try Ledger(path: try directory.ledgerLocation(backend))
        let waiter = try Ledger(path: try directory.ledgerLocation(backend), busyTimeoutMilliseconds: 20)
        try holder.atomically {
            let error = #expect(throws: (any Error).self) {
                try waiter.atomically { try waiter.database.run("DELETE FROM import_runs") }
            }
            let classified = error.flatMap { LedgerError.classifying($0, path: waiter.path) }
            #expect(classified == .busy(path: try directory.ledgerLocation(backend)))
            // Readers are not blocked by a writer under WAL.
            let categories = try waiter.database.scalarInt("SELECT COUNT(*) FROM categories") ?? 0
            #expect(categories > 0)
        }
    }

    @Test func fullDiskIsOneLineWithoutSQL() throws {
        let directory = try TemporaryDirectory()
        let ledger = try Ledger(path: directory.ledgerPath)
        try ledger.database.execute("CREATE TABLE filler (x TEXT)")
        let pages = try ledger.database.scalarInt("PRAGMA page_count") ?? 0
        // Simulates a full disk: the file may not grow by another page.
        _ = try ledger.database.scalarInt("PRAGMA max_page_count = \(pages)")
        let error = #expect(throws: SQLiteError.self) {
            try ledger.atomically {
                for _ in 0..<200 { try ledger.database.run("INSERT INTO filler VALUES (?)", [.text(String(repeating: "x", count: 1000))]) }
            }
        }
        #expect(error?.resultCode == .full)
        let classified = error.flatMap { LedgerError.classifying($0, path: ledger.path) }
        #expect(classified == .diskFull(path: ledger.path))
        #expect(classified?.description.contains("INSERT") == false)
        #expect(try count(ledger, "filler") == 0)
    }
}
