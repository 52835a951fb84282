import CSQLite3

/// A failed SQLite call: the extended result code (e.g. 2067 SQLITE_CONSTRAINT_UNIQUE, not just 19),
/// SQLite's own message and the SQL that was running, so a log line is enough to diagnose it.
public struct SQLiteError: Error, CustomStringConvertible, Equatable {
    /// The extended result code; `primaryCode` strips it back to the SQLITE_* family.
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(code: Int32, message: String, sql: String?) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    // Extended codes are function-like C macros, which Swift does not import.
    public static let constraintCheck: Int32 = SQLITE_CONSTRAINT | (1 << 8)
    public static let constraintForeignKey: Int32 = SQLITE_CONSTRAINT | (3 << 8)
    public static let constraintNotNull: Int32 = SQLITE_CONSTRAINT | (5 << 8)
    public static let constraintPrimaryKey: Int32 = SQLITE_CONSTRAINT | (6 << 8)
    public static let constraintUnique: Int32 = SQLITE_CONSTRAINT | (8 << 8)

    public var primaryCode: Int32 { code & 0xFF }
    public var isConstraintViolation: Bool { primaryCode == SQLITE_CONSTRAINT }
    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

    public var description: String {
        let codeName = String(cString: sqlite3_errstr(code))
        let statement = sql.map { " [\($0)]" } ?? ""
        return "SQLite error \(code) (\(codeName)): \(message)\(statement)"
    }
}
