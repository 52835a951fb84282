import CSQLite3
import Foundation
import Testing
@testable import LedgerStore

@Suite struct SQLiteDatabaseTests {
    @Test func constraintViolationCarriesExtendedCode() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.ledgerPath)
        try database.execute("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)")
        try database.run("INSERT INTO t VALUES (?, ?)", [.text("a"), .integer(1)])
        let error = #expect(throws: SQLiteError.self) {
            try database.run("INSERT INTO t VALUES (?, ?)", [.text("a"), .integer(2)])
        }
        #expect(error?.code == SQLiteError.constraintPrimaryKey)
        #expect(error?.primaryCode == SQLITE_CONSTRAINT)
        #expect(error?.sql?.contains("INSERT INTO t") == true)
        let notNull = #expect(throws: SQLiteError.self) {
            try database.run("INSERT INTO t VALUES (?, ?)", [.text("b"), .null])
        }
        #expect(notNull?.code == SQLiteError.constraintNotNull)
    }

    /// Two imports starting at once on a ledger that does not exist yet both switch the new file to
    /// WAL; SQLite answers the second "busy" at once there, without its busy handler.
    @Test func aNewFileWaitsForAnotherConnectionSwitchingItToWAL() throws {
        let directory = try TemporaryDirectory()
        let path = directory.ledgerPath
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        var opened: OpaquePointer?
        #expect(sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK)
        let other = HeldConnection(handle: opened)
        defer { sqlite3_close_v2(other.handle) }
        // The other connection holds the write lock of the file, still in its rollback journal.
        #expect(sqlite3_exec(other.handle, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK)
        // It lets go from a thread of its own, not a task: while the opening below waits, a task's
        // continuation could wait longer than the timeout for a thread of the shared pool, which
        // the whole suite's tests fill on a small machine (CI once saw the opening give up).
        let released = DispatchSemaphore(value: 0)
        let releaser = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            other.rollbackCode = sqlite3_exec(other.handle, "ROLLBACK", nil, nil, nil)
            released.signal()
        }
        releaser.start()
        let mode: String
        do {
            let database = try SQLiteDatabase(path: path, access: .readWrite, busyTimeoutMilliseconds: 20_000)
            mode = try database.scalarText("PRAGMA journal_mode") ?? "nil"
        } catch {
            mode = "\(error)"
        }
        released.wait()
        #expect(other.rollbackCode == SQLITE_OK)
        #expect(mode == "wal", "\(mode)")
    }

    /// The other connection of the test above, used by one thread at a time: the test's until the
    /// releaser starts, the releaser's until it signals.
    private final class HeldConnection: @unchecked Sendable {
        let handle: OpaquePointer?
        var rollbackCode: Int32 = -1
        init(handle: OpaquePointer?) { self.handle = handle }
    }

    @Test func transactionRollsBackAndRethrowsFirstError() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.ledgerPath)
        try database.execute("CREATE TABLE t (k TEXT PRIMARY KEY)")
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try database.atomically {
                try database.run("INSERT INTO t VALUES (?)", [.text("x")])
                throw Boom()
            }
        }
        #expect(try database.scalarInt("SELECT COUNT(*) FROM t") == 0)
    }

    /// A commit is on disk before the call returns: `batch` moves a file out of the inbox right
    /// after its statement is committed, so a commit a power cut could still take back would leave
    /// the file in processed/ and its rows nowhere. In WAL mode only FULL syncs the log each commit.
    @Test func everyCommitIsSyncedToDisk() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.ledgerPath)
        #expect(try database.scalarText("PRAGMA journal_mode") == "wal")
        #expect(try database.scalarInt("PRAGMA synchronous") == 2)
    }

    @Test func walAndValuesRoundTrip() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.ledgerPath)
        #expect(try database.scalarText("PRAGMA journal_mode") == "wal")
        #expect(try database.scalarInt("PRAGMA foreign_keys") == 1)
        try database.execute("CREATE TABLE v (i INTEGER, r REAL, t TEXT, n TEXT)")
        let quote = "Robert'); DROP TABLE v;--"
        try database.run("INSERT INTO v VALUES (?, ?, ?, ?)", [.integer(Int64.max), .real(0.25), .text(quote), .null])
        let rows = try database.query("SELECT i, r, t, n FROM v") {
            ($0.int64(0), $0.double(1), $0.text(2), $0.optionalText(3))
        }
        #expect(rows.count == 1)
        #expect(rows[0].0 == Int64.max && rows[0].1 == 0.25 && rows[0].2 == quote && rows[0].3 == nil)
    }

    /// Text is bound from bytes the statement keeps: a reused statement with longer, shorter,
    /// empty and non-ASCII texts stores each as given, and an empty text stays '' (not NULL).
    @Test func reusedStatementBindsEveryTextAsGiven() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.ledgerPath)
        try database.execute("CREATE TABLE v (k INTEGER, a TEXT, b TEXT)")
        let texts: [(String, String)] = [
            ("short", ""), (String(repeating: "x", count: 5_000), "Ñandú café 😀"),
            ("", "a"), ("tail", String(repeating: "é", count: 300)),
        ]
        for (index, pair) in texts.enumerated() {
            try database.run("INSERT INTO v VALUES (?, ?, ?)", [.integer(index), .text(pair.0), .text(pair.1)])
        }
        let stored = try database.query("SELECT a, b, (a IS NULL) + (b IS NULL) FROM v ORDER BY k") { ($0.text(0), $0.text(1), $0.int64(2)) }
        #expect(stored.map(\.0) == texts.map(\.0) && stored.map(\.1) == texts.map(\.1))
        #expect(stored.allSatisfy { $0.2 == 0 })
    }
}
