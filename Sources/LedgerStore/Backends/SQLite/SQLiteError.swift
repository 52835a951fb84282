import CSQLite3

/// A failed SQLite call: the extended result code (e.g. 2067 SQLITE_CONSTRAINT_UNIQUE, not just 19),
/// SQLite's own message and the SQL that was running, so a log line is enough to diagnose it.
/// This text is for logs and developers; users see `LedgerError.classifying(_:path:)`'s sentence.
struct SQLiteError: Error, CustomStringConvertible, Equatable {
    /// The extended result code as a number; `resultCode` is the same code, typed.
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(code: Int32, message: String, sql: String?) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    public init(_ resultCode: SQLiteResultCode, message: String, sql: String?) {
        self.init(code: resultCode.rawValue, message: message, sql: sql)
    }

    public var resultCode: SQLiteResultCode { SQLiteResultCode(rawValue: code) }

    public static let constraintCheck = SQLiteResultCode.constraintCheck.rawValue
    public static let constraintForeignKey = SQLiteResultCode.constraintForeignKey.rawValue
    public static let constraintNotNull = SQLiteResultCode.constraintNotNull.rawValue
    public static let constraintPrimaryKey = SQLiteResultCode.constraintPrimaryKey.rawValue
    public static let constraintUnique = SQLiteResultCode.constraintUnique.rawValue

    public var primaryCode: Int32 { resultCode.primary.rawValue }
    public var isConstraintViolation: Bool { .constraint ~= resultCode }
    public var isBusy: Bool { resultCode.isBusy }

    public var description: String {
        let statement = sql.map { " [\($0)]" } ?? ""
        return "SQLite error \(code) (\(resultCode)): \(message)\(statement)"
    }
}
