import CSQLite3
import Foundation

/// SQLite copies bound text at bind time: Swift's buffers do not outlive the call.
let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement; finalized when released. Reused by the database's cache, so every
/// execution starts with `reset` and rebinding.
public final class SQLiteStatement {
    let handle: OpaquePointer
    public let sql: String

    init(handle: OpaquePointer, sql: String) {
        self.handle = handle
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// The one place a result code from this statement is judged.
    @discardableResult
    func check(_ code: Int32) throws -> Int32 {
        switch code {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return code
        default:
            throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(sqlite3_db_handle(handle))),
                              sql: sql)
        }
    }

    /// Binds every parameter, so a reused statement never carries a stale value (which is why
    /// no `sqlite3_clear_bindings` is needed first). Text goes in with its length from the
    /// string's own UTF-8 bytes: no C-string copy on the Swift side, no `strlen` on SQLite's.
    func bind(_ values: [SQLiteValue]) throws {
        sqlite3_reset(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == values.count else {
            throw SQLiteError(code: SQLITE_RANGE, message: "expected \(expected) parameters, got \(values.count)",
                              sql: sql)
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .integer(let number): try check(sqlite3_bind_int64(handle, index, number))
            case .real(let number): try check(sqlite3_bind_double(handle, index, number))
            case .text(let text): try check(bindText(text, at: index))
            case .null: try check(sqlite3_bind_null(handle, index))
            }
        }
    }

    private func bindText(_ text: String, at index: Int32) -> Int32 {
        let bound = text.utf8.withContiguousStorageIfAvailable { bytes in
            // An empty buffer may have no address; SQLite needs one to store '' rather than NULL.
            bytes.baseAddress.map { start in
                start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text64(handle, index, $0, UInt64(bytes.count), SQLITE_TRANSIENT, UInt8(SQLITE_UTF8))
                }
            }
        }
        return (bound ?? nil) ?? sqlite3_bind_text(handle, index, text, -1, SQLITE_TRANSIENT)
    }

    /// Advances one row; false when the statement is done.
    func step() throws -> Bool {
        try check(sqlite3_step(handle)) == SQLITE_ROW
    }

    /// Runs to completion, ignoring rows; resets so locks are released at once.
    public func run(_ values: [SQLiteValue] = []) throws {
        try bind(values)
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Every row, mapped; resets afterwards.
    public func query<Row>(_ values: [SQLiteValue] = [], _ map: (SQLiteRow) throws -> Row) throws -> [Row] {
        try bind(values)
        defer { sqlite3_reset(handle) }
        var rows: [Row] = []
        while try step() { rows.append(try map(SQLiteRow(statement: self))) }
        return rows
    }
}

@available(*, unavailable)
extension SQLiteStatement: Sendable {}
