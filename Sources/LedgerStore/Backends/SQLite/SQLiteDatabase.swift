import CSQLite3
import Foundation

/// One connection to one SQLite file. Not Sendable: a connection belongs to the thread that uses it;
/// concurrent work opens its own connection and lets WAL plus the busy timeout arbitrate.
final class SQLiteDatabase: LedgerDatabase {
    /// How a connection may use its file.
    public enum Access: Sendable, Equatable {
        /// Never writes and never creates; a read-only file or folder is fine.
        case readOnly
        /// Read-only without locks or -shm: for a WAL file in a folder this user cannot write,
        /// where SQLite cannot create the -shm file WAL readers need. Only safe when nobody writes.
        case immutable
        /// Reads and writes an existing file.
        case readWrite
        /// Reads and writes, creating the file with `permissions` (and WAL mode) when it is missing.
        /// SQLite gives the -wal and -shm files the permissions of the database file.
        case readWriteCreate(permissions: mode_t)
    }

    let handle: OpaquePointer
    public let path: String
    public let access: Access
    public var backend: LedgerBackend { .sqlite }
    public var location: String { path }
    private var cache: [String: SQLiteStatement] = [:]
    /// How many `atomically` calls are open: the outermost begins a transaction, inner ones savepoints.
    private var transactionDepth = 0

    public init(
        path: String, access: Access = .readWriteCreate(permissions: 0o600),
        busyTimeoutMilliseconds: Int32 = 10_000
    ) throws {
        if case .readWriteCreate(let permissions) = access { try SQLiteDatabase.createFile(path, permissions: permissions) }
        var opened: OpaquePointer?
        let flags: Int32
        var name = path
        switch access {
        case .readOnly: flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
        case .immutable:
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
            name = "file:" + SQLiteDatabase.uriEscaped(path) + "?immutable=1"
        case .readWrite, .readWriteCreate: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        }
        let code = sqlite3_open_v2(name, &opened, flags, nil)
        guard let opened else {
            throw SQLiteError(.noMemory, message: "cannot allocate a connection", sql: nil)
        }
        self.handle = opened
        self.path = path
        self.access = access
        guard code == SQLITE_OK else {
            let error = SQLiteError(
                code: sqlite3_extended_errcode(opened),
                message: String(cString: sqlite3_errmsg(opened)), sql: nil)
            sqlite3_close_v2(opened)
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        try check(sqlite3_busy_timeout(handle, busyTimeoutMilliseconds), sql: "busy_timeout")
        if access != .readOnly && access != .immutable {
            // WAL is a property of the file: a reader finds it set by the writer that created it.
            try switchToWriteAheadLog(waitingUpTo: busyTimeoutMilliseconds)
        }
        try execute("PRAGMA foreign_keys=ON")
        // A commit is on disk when it returns: `batch` moves a file out of the inbox as soon as its
        // statement is committed, and under NORMAL a power cut could still take the commit back,
        // leaving the file in processed/ and its rows nowhere. In WAL mode FULL syncs the log once
        // per commit (an import is one commit a file), never the database file itself.
        try execute("PRAGMA synchronous=FULL")
        // A statement that writes several rows inside a transaction (an import's multi-row
        // INSERTs) copies each page it changes into a statement journal first; in memory that is
        // a copy, in a temporary file a write system call per page. Temporary tables and sorts
        // of this ledger's queries are small. Nothing here concerns what a commit makes durable.
        try execute("PRAGMA temp_store=MEMORY")
    }

    /// A path as the path part of a SQLite URI filename: only these three characters are special there.
    private static func uriEscaped(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3f")
            .replacingOccurrences(of: "#", with: "%23")
    }

    /// Creates a missing file empty with `permissions` before SQLite opens it, so a ledger is
    /// never readable by others, not even for the moment between creation and a chmod.
    private static func createFile(_ path: String, permissions: mode_t) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        switch errno {
        case EEXIST: return
        case ENOSPC, EDQUOT: throw SQLiteError(.full, message: "cannot create the file: no space left", sql: nil)
        case EROFS: throw SQLiteError(.readOnly, message: "cannot create the file: read-only file system", sql: nil)
        default: throw SQLiteError(.cannotOpen, message: "cannot create the file: \(String(cString: strerror(errno)))", sql: nil)
        }
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
            throw SQLiteError(
                code: sqlite3_extended_errcode(handle),
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

    public func run(_ sql: String, _ values: [DatabaseValue]) throws {
        try prepare(sql).run(values)
    }

    public func query<Row>(
        _ sql: String, _ values: [DatabaseValue],
        _ map: (any DatabaseRow) throws -> Row
    ) throws -> [Row] {
        try prepare(sql).query(values, map)
    }

    /// 999 in builds before SQLite 3.32, 32766 since, unless the build chose otherwise.
    public var parameterLimit: Int { Int(sqlite3_limit(handle, SQLITE_LIMIT_VARIABLE_NUMBER, -1)) }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    public var userVersion: Int {
        get throws { Int(try scalarInt("PRAGMA user_version") ?? 0) }
    }

    public func setUserVersion(_ version: Int) throws {
        // PRAGMA takes no parameters; an Int cannot carry SQL.
        try execute("PRAGMA user_version = \(version)")
    }

    /// Runs `body` atomically: at the outermost level in a transaction that takes the write lock
    /// up front (BEGIN IMMEDIATE, so a writer waits at BEGIN within the busy timeout instead of
    /// failing half-way when it upgrades a read lock), inside another `atomically` in a savepoint.
    /// Commits (or releases) when `body` returns; rolls back its own work when it throws and
    /// rethrows that first error (a failing ROLLBACK never masks it). An inner failure that the
    /// outer body catches undoes only the inner step.
    public func atomically<Result>(_ body: () throws -> Result) throws -> Result {
        let savepoint = "statement_import_\(transactionDepth)"
        let isOutermost = transactionDepth == 0
        try execute(isOutermost ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)")
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        let result: Result
        do {
            result = try body()
            try execute(isOutermost ? "COMMIT" : "RELEASE \(savepoint)")
        } catch {
            try? execute(isOutermost ? "ROLLBACK" : "ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
            throw error
        }
        return result
    }

    /// Runs `body` with the write lock held and always rolls back: a dry run that sees its own writes.
    public func rolledBackTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        let savepoint = "statement_import_\(transactionDepth)"
        let isOutermost = transactionDepth == 0
        try execute(isOutermost ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)")
        transactionDepth += 1
        defer {
            transactionDepth -= 1
            try? execute(isOutermost ? "ROLLBACK" : "ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
        }
        return try body()
    }

    /// The schema's CHECKs of `x IN (…)` make SQLite 3.40 clear and fill a temporary table on each
    /// row (no `OP_Once` inside a constraint), about a third of an import's instructions in SQLite.
    /// The pragma acts when a statement is compiled, and setting it expires every prepared
    /// statement, so the ones `body` runs are compiled without the checks and every statement
    /// run after it (the same SQL included) is compiled with them again. NOT NULL, UNIQUE and
    /// foreign keys stay checked.
    public func withoutCheckConstraints<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("PRAGMA ignore_check_constraints=ON")
        let result: Result
        do {
            result = try body()
        } catch {
            try? execute("PRAGMA ignore_check_constraints=OFF")
            throw error
        }
        try execute("PRAGMA ignore_check_constraints=OFF")
        return result
    }

    /// Whether a transaction is open on this connection (SQLite's own view, not the depth count).
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}

@available(*, unavailable)
extension SQLiteDatabase: Sendable {}
