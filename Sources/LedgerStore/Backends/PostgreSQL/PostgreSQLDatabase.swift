import CLibPQ
import Foundation

/// One connection to a PostgreSQL database through libpq. Not Sendable: a connection belongs to
/// the thread that uses it; concurrent work opens its own. Every libpq result passes through
/// `check`, the one place a C answer is judged; `PostgreSQLResult` owns and clears each result,
/// `deinit` closes the connection.
///
/// Writers serialise on one advisory lock taken first in each outermost transaction, as SQLite's
/// `BEGIN IMMEDIATE` serialises them on the file: each statement whole or not at all, and a
/// check-then-write under the lock cannot race another machine's. Unique constraints stay the
/// last guard against a doubled row.
final class PostgreSQLDatabase: LedgerDatabase {
    public enum Access: Sendable, Equatable {
        /// Every transaction read-only (`default_transaction_read_only`): a reading command changes nothing.
        case readOnly
        case readWrite
    }

    /// The advisory lock key every writer takes first ("STMILEDG" in ASCII).
    public static let writeLockKey: Int64 = 0x5354_4D49_4C45_4447
    /// How often an outermost transaction runs again after a serialization failure or deadlock.
    static let maximumAttempts = 5

    let connection: OpaquePointer
    public let location: String
    public let access: Access
    public var backend: LedgerBackend { .postgresql }
    private let lockTimeoutMilliseconds: Int32
    /// Server-side prepared statements by SQL text: their names and parameter counts.
    private var prepared: [String: (name: String, parameters: Int)] = [:]
    private var transactionDepth = 0

    /// Connects to `url` (`postgresql://user@host:port/database?sslmode=…`). The password comes
    /// from libpq's own PGPASSFILE, ~/.pgpass or PGPASSWORD; `location` never shows one.
    /// `lockTimeoutMilliseconds` is how long a writer waits for another before `.busy`.
    public init(
        url: String, access: Access = .readWrite, lockTimeoutMilliseconds: Int32 = 10_000,
        connectTimeoutSeconds: Int = 10
    ) throws {
        location = PostgreSQLURL.redacted(url)
        self.access = access
        self.lockTimeoutMilliseconds = lockTimeoutMilliseconds
        // libpq would fall back to a database named after the user on the local socket, and say
        // only "No such file or directory": a URL naming no database is said to be one.
        guard PostgreSQLDatabase.namesDatabase(url) else {
            throw LedgerError.cannotConnect(path: location, reason: "the URL names no database: write it as postgresql://USER@HOST/DATABASE")
        }
        // Earlier keywords are defaults the URL (expanded from dbname) may override.
        // Both arrays end with NULL, which is how libpq finds their end.
        let keywords: [String?] = ["connect_timeout", "fallback_application_name", "client_encoding", "dbname", nil]
        let values: [String?] = [String(connectTimeoutSeconds), "statement-import", "UTF8", url, nil]
        let opened = PostgreSQLDatabase.withCStrings(keywords) { names in
            PostgreSQLDatabase.withCStrings(values) { PQconnectdbParams(names, $0, 1) }
        }
        guard let opened else {
            throw PostgreSQLError(sqlState: nil, message: "cannot allocate a connection", sql: nil, couldNotConnect: true)
        }
        guard PQstatus(opened) == CONNECTION_OK else {
            let message = String(cString: PQerrorMessage(opened))
            PQfinish(opened)
            throw PostgreSQLError(sqlState: "08001", message: message, sql: nil, couldNotConnect: true)
        }
        connection = opened
        // Notices ("relation already exists, skipping") are not the user's business.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
        try configureSession()
    }

    deinit { PQfinish(connection) }

    /// Whether `url` (or PGDATABASE, which libpq reads) names a database; a URL libpq cannot
    /// parse is left for the connection to report.
    static func namesDatabase(_ url: String) -> Bool {
        if let fromEnvironment = getenv("PGDATABASE"), fromEnvironment.pointee != 0 { return true }
        guard let options = PQconninfoParse(url, nil) else { return true }
        defer { PQconninfoFree(options) }
        var option = options
        while let keyword = option.pointee.keyword {
            if String(cString: keyword) == "dbname" {
                return option.pointee.val.map { $0.pointee != 0 } ?? false
            }
            option += 1
        }
        return false
    }

    private func configureSession() throws {
        // Integers cannot carry SQL.
        try execute("SET lock_timeout = \(lockTimeoutMilliseconds)")
        if access == .readOnly { try execute("SET default_transaction_read_only = on") }
    }

    /// The one chokepoint for libpq results: anything but a successful status throws, with the
    /// SQLSTATE, and whether the connection survived.
    @discardableResult
    func check(_ handle: OpaquePointer?, sql: String?) throws -> PostgreSQLResult {
        guard let handle else { throw connectionError(sql: sql) }
        let result = PostgreSQLResult(handle: handle)
        switch result.status {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY: return result
        default:
            let message = result.field(UInt8(ascii: "M")) ?? String(cString: PQerrorMessage(connection))
            throw PostgreSQLError(
                sqlState: result.field(UInt8(ascii: "C")), message: message.trimmingCharacters(in: .whitespacesAndNewlines),
                sql: sql, connectionLost: PQstatus(connection) == CONNECTION_BAD)
        }
    }

    private func connectionError(sql: String?) -> PostgreSQLError {
        PostgreSQLError(
            sqlState: nil, message: String(cString: PQerrorMessage(connection)).trimmingCharacters(in: .whitespacesAndNewlines),
            sql: sql, connectionLost: PQstatus(connection) == CONNECTION_BAD)
    }

    /// Runs SQL without parameters, possibly several statements (schema scripts).
    public func execute(_ sql: String) throws {
        try check(PQexec(connection, sql), sql: sql)
    }

    /// The wire protocol counts a statement's parameters in 16 bits.
    public var parameterLimit: Int { 65_535 }

    public func run(_ sql: String, _ values: [DatabaseValue]) throws {
        try executePrepared(sql, values)
    }

    public func query<Row>(_ sql: String, _ values: [DatabaseValue], _ map: (any DatabaseRow) throws -> Row) throws -> [Row] {
        let result: PostgreSQLResult
        do {
            result = try executePrepared(sql, values)
        } catch let error as PostgreSQLError where error.isConnectionLost && transactionDepth == 0 {
            // A read outside a transaction is safe to send again on a new connection (the server restarted).
            try reconnect(after: error)
            result = try executePrepared(sql, values)
        }
        return try (0..<result.rowCount).map { try map(PostgreSQLRow(result: result, row: $0)) }
    }

    /// Prepared once per SQL text and connection; parameters always bound as text, never interpolated.
    @discardableResult
    private func executePrepared(_ sql: String, _ values: [DatabaseValue]) throws -> PostgreSQLResult {
        let statement = try prepare(sql)
        guard statement.parameters == values.count else {
            throw PostgreSQLError(sqlState: nil, message: "expected \(statement.parameters) parameters, got \(values.count)", sql: sql)
        }
        let texts = values.map(PostgreSQLDatabase.parameterText)
        return try PostgreSQLDatabase.withCStrings(texts) {
            try check(PQexecPrepared(connection, statement.name, Int32(texts.count), $0, nil, nil, 0), sql: sql)
        }
    }

    private func prepare(_ sql: String) throws -> (name: String, parameters: Int) {
        if let cached = prepared[sql] { return cached }
        let numbered = PostgreSQLPlaceholders.numbered(sql)
        let statement = (name: "statement_import_\(prepared.count + 1)", parameters: numbered.count)
        try check(PQprepare(connection, statement.name, numbered.sql, 0, nil), sql: sql)
        prepared[sql] = statement
        return statement
    }

    private static func parameterText(_ value: DatabaseValue) -> String? {
        switch value {
        case .integer(let number): return String(number)
        case .real(let number): return number.isFinite ? "\(number)" : (number.isNaN ? "NaN" : number > 0 ? "Infinity" : "-Infinity")
        case .text(let text): return text
        case .null: return nil
        }
    }

    /// A connection the server dropped (a restart, an administrator) is opened again between
    /// transactions; its prepared statements went with it.
    private func reconnect(after error: PostgreSQLError) throws {
        PQreset(connection)
        guard PQstatus(connection) == CONNECTION_OK else { throw error }
        prepared.removeAll()
        try configureSession()
    }

    /// Runs `body` atomically: at the outermost level in a transaction that first takes the
    /// writers' advisory lock (waiting up to the lock timeout), inside another `atomically` in a
    /// savepoint. Commits when `body` returns; rolls back and rethrows when it throws. A
    /// serialization failure or deadlock runs the whole transaction again, a few times.
    public func atomically<Result>(_ body: () throws -> Result) throws -> Result {
        if transactionDepth > 0 { return try inSavepoint(body, keep: true) }
        var attempt = 1
        while true {
            do {
                return try inTransaction(body, keep: true)
            } catch let error as PostgreSQLError where error.isRetryable && attempt < PostgreSQLDatabase.maximumAttempts {
                usleep(UInt32.random(in: 10_000...50_000) * UInt32(attempt))
                attempt += 1
            }
        }
    }

    /// Like `atomically`, but always rolls back: a dry run that sees its own writes.
    public func rolledBackTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        transactionDepth > 0 ? try inSavepoint(body, keep: false) : try inTransaction(body, keep: false)
    }

    private func inTransaction<Result>(_ body: () throws -> Result, keep: Bool) throws -> Result {
        try begin()
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        let result: Result
        do {
            result = try body()
            guard keep else {
                try execute("ROLLBACK")
                return result
            }
            // PostgreSQL answers COMMIT of a failed transaction with a silent rollback: refuse instead.
            guard PQtransactionStatus(connection) != PQTRANS_INERROR else {
                throw PostgreSQLError(
                    sqlState: "25P02", message: "a statement failed inside the transaction, so nothing of it was stored", sql: "COMMIT")
            }
            try execute("COMMIT")
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
        return result
    }

    /// BEGIN and the writers' lock; a connection the server dropped since the last transaction
    /// is opened again first, as nothing of this transaction has been sent yet.
    private func begin() throws {
        let start = "BEGIN; SELECT pg_advisory_xact_lock(\(PostgreSQLDatabase.writeLockKey))"
        do {
            try execute(start)
        } catch let error as PostgreSQLError where error.isConnectionLost {
            try reconnect(after: error)
            try execute(start)
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    private func inSavepoint<Result>(_ body: () throws -> Result, keep: Bool) throws -> Result {
        let savepoint = "statement_import_\(transactionDepth)"
        try execute("SAVEPOINT \(savepoint)")
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        let result: Result
        do {
            result = try body()
            try execute(keep ? "RELEASE \(savepoint)" : "ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
        } catch {
            try? execute("ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
            throw error
        }
        return result
    }

    public var isInTransaction: Bool {
        [PQTRANS_INTRANS, PQTRANS_INERROR, PQTRANS_ACTIVE].contains(PQtransactionStatus(connection))
    }

    /// Takes the session-level advisory lock `key` without waiting: false when another session
    /// holds it. The server drops it when this connection ends, however it ends.
    public func tryLock(key: Int64) throws -> Bool {
        try query("SELECT pg_try_advisory_lock(?)", [.integer(key)]) { $0.bool(0) }.first ?? false
    }

    /// `strings` as a C array of C strings (nil for NULL) for the duration of `body`.
    private static func withCStrings<Result>(
        _ strings: [String?],
        _ body: (UnsafePointer<UnsafePointer<CChar>?>?) throws -> Result
    ) rethrows -> Result {
        let copies = strings.map { $0.flatMap { strdup($0) } }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { $0.map { UnsafePointer($0) } }
        return try pointers.withUnsafeBufferPointer { try body($0.baseAddress) }
    }
}

@available(*, unavailable)
extension PostgreSQLDatabase: Sendable {}
