import CSQLite3
import Foundation

/// A prepared statement; finalized when released. Reused by the database's cache, so every
/// execution starts with `reset` and rebinding.
final class SQLiteStatement {
    let handle: OpaquePointer
    public let sql: String
    /// The bytes of the text parameters bound last, which SQLite reads in place (`SQLITE_STATIC`)
    /// instead of copying each value into memory of its own: an import binds some half a million.
    /// Owned by the statement, so they outlive every step until the next `bind` or `deinit`.
    private var boundText = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    init(handle: OpaquePointer, sql: String) {
        self.handle = handle
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
        boundText.deallocate()
    }

    /// The one place a result code from this statement is judged.
    @discardableResult
    func check(_ code: Int32) throws -> Int32 {
        switch code {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return code
        default:
            throw SQLiteError(
                code: code, message: String(cString: sqlite3_errmsg(sqlite3_db_handle(handle))),
                sql: sql)
        }
    }

    /// Binds every parameter, so a reused statement never carries a stale value (which is why
    /// no `sqlite3_clear_bindings` is needed first). Text goes in with its length, from bytes
    /// this statement holds (`boundText`): no C-string copy, no `strlen`, no copy inside SQLite.
    func bind(_ values: [SQLiteValue]) throws {
        sqlite3_reset(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == values.count else {
            throw SQLiteError(
                code: SQLITE_RANGE, message: "expected \(expected) parameters, got \(values.count)",
                sql: sql)
        }
        reserveBoundText(for: values)
        var offset = 0
        for (position, value) in values.enumerated() {
            let index = Int32(position + 1)
            switch value {
            case .integer(let number): try check(sqlite3_bind_int64(handle, index, number))
            case .real(let number): try check(sqlite3_bind_double(handle, index, number))
            case .text(let text): try check(bindText(text, at: index, offset: &offset))
            case .null: try check(sqlite3_bind_null(handle, index))
            }
        }
    }

    /// Room for every text value's bytes, and one more so even an empty text has an address
    /// (SQLite takes a null address for NULL). Earlier bindings may still point at the old
    /// room when it is replaced; SQLite reads them only in a step, and all are bound anew first.
    private func reserveBoundText(for values: [SQLiteValue]) {
        var needed = 1
        for case .text(let text) in values { needed += text.utf8.count }
        guard needed > boundText.count else { return }
        boundText.deallocate()
        boundText = .allocate(byteCount: max(needed, 2 * boundText.count), alignment: 1)
    }

    private func bindText(_ text: String, at index: Int32, offset: inout Int) -> Int32 {
        // `reserveBoundText` made room for this text and one byte more, so there is an address.
        guard let start = boundText.baseAddress?.advanced(by: offset) else { return SQLITE_NOMEM }
        let count = text.utf8.count
        UnsafeMutableRawBufferPointer(start: start, count: count).copyBytes(from: text.utf8)
        offset += count
        // No destructor is SQLite's SQLITE_STATIC: it reads the text where it lies. Spelled as nil, not
        // as a zero bit-cast to a function type that cannot be null.
        return sqlite3_bind_text64(
            handle, index, start.assumingMemoryBound(to: CChar.self), UInt64(count), nil,
            UInt8(SQLITE_UTF8))
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
