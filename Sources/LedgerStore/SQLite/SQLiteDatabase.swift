import CSQLite3
import Foundation

/// One connection to one SQLite file. Not Sendable: a connection belongs to the thread that uses it;
/// concurrent work opens its own connection and lets WAL plus the busy timeout arbitrate.
public final class SQLiteDatabase {
    public enum TransactionKind: String {
        /// Takes the write lock up front, so a writer waits at BEGIN (busy timeout) instead of
        /// failing half-way with SQLITE_BUSY when it upgrades a read lock.
        case immediate = "BEGIN IMMEDIATE"
        case deferred = "BEGIN DEFERRED"
    }

    let handle: OpaquePointer
    public let path: String
    private var cache: [String: SQLiteStatement] = [:]

    public init(path: String, busyTimeoutMilliseconds: Int32 = 10_000) throws {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard let opened else {
            throw SQLiteError(code: code, message: "cannot allocate a connection", sql: nil)
        }
        self.handle = opened
        self.path = path
        guard code == SQLITE_OK else {
            let error = SQLiteError(code: sqlite3_extended_errcode(opened),
                                    message: String(cString: sqlite3_errmsg(opened)), sql: "open \(path)")
            sqlite3_close_v2(opened)
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        try check(sqlite3_busy_timeout(handle, busyTimeoutMilliseconds), sql: "busy_timeout")
        let mode = try scalarText("PRAGMA journal_mode=WAL")
        guard mode?.lowercased() == "wal" else {
            throw SQLiteError(code: SQLITE_ERROR, message: "journal_mode is \(mode ?? "nil"), not wal",
                              sql: "PRAGMA journal_mode=WAL")
        }
        try execute("PRAGMA foreign_keys=ON")
        // WAL makes NORMAL durable against application crashes; only power loss may drop the last commit.
        try execute("PRAGMA synchronous=NORMAL")
    }

    /// close_v2 defers the close until cached statements are finalized, whatever the release order.
    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// The one chokepoint for connection-level C calls: anything but OK/ROW/DONE throws.
    @discardableResult
    func check(_ code: Int32, sql: String?) throws -> Int32 {
        switch code {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return code
        default:
            throw SQLiteError(code: sqlite3_extended_errcode(handle),
                              message: String(cString: sqlite3_errmsg(handle)), sql: sql)
        }
    }

    /// Runs SQL without parameters, possibly several statements (schema scripts, pragmas).
    public func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        let message = errorMessage.map { String(cString: $0) }
        sqlite3_free(errorMessage)
        if code != SQLITE_OK {
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: message ?? "", sql: sql)
        }
    }

    /// A prepared statement, cached by its SQL text for reuse.
    public func prepare(_ sql: String) throws -> SQLiteStatement {
        if let cached = cache[sql] { return cached }
        var prepared: OpaquePointer?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil), sql: sql)
        guard let prepared else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "empty statement", sql: sql)
        }
        let statement = SQLiteStatement(handle: prepared, sql: sql)
        cache[sql] = statement
        return statement
    }

    public func run(_ sql: String, _ values: [SQLiteValue] = []) throws {
        try prepare(sql).run(values)
    }

    public func query<Row>(_ sql: String, _ values: [SQLiteValue] = [],
                           _ map: (SQLiteRow) throws -> Row) throws -> [Row] {
        try prepare(sql).query(values, map)
    }

    public func scalarText(_ sql: String, _ values: [SQLiteValue] = []) throws -> String? {
        try query(sql, values) { $0.optionalText(0) }.first ?? nil
    }

    public func scalarInt(_ sql: String, _ values: [SQLiteValue] = []) throws -> Int64? {
        try query(sql, values) { $0.optionalInt64(0) }.first ?? nil
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
    public var changes: Int { Int(sqlite3_changes(handle)) }

    public var userVersion: Int {
        get throws { Int(try scalarInt("PRAGMA user_version") ?? 0) }
    }

    public func setUserVersion(_ version: Int) throws {
        // PRAGMA takes no parameters; an Int cannot carry SQL.
        try execute("PRAGMA user_version = \(version)")
    }

    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws and
    /// rethrows that first error (a failing ROLLBACK never masks it).
    public func transaction<Result>(_ kind: TransactionKind = .immediate,
                                    _ body: () throws -> Result) throws -> Result {
        try execute(kind.rawValue)
        let result: Result
        do {
            result = try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        return result
    }

    /// Runs `body` with the write lock held and always rolls back: a dry run that sees its own writes.
    public func rolledBackTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute(TransactionKind.immediate.rawValue)
        defer { try? execute("ROLLBACK") }
        return try body()
    }
}

@available(*, unavailable)
extension SQLiteDatabase: Sendable {}
