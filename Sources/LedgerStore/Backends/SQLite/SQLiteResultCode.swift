import CSQLite3

/// A SQLite result code, primary or extended, as swift-system's `Errno` types `errno`. An extended
/// code (SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE…) matches its primary in a `switch`:
/// `case .busy:` catches every kind of busy, while `case .constraintUnique:` matches only itself.
struct SQLiteResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The SQLITE_* family an extended code belongs to (its low byte).
    public var primary: SQLiteResultCode { SQLiteResultCode(rawValue: rawValue & 0xFF) }
    public var isPrimary: Bool { rawValue == primary.rawValue }

    /// A primary pattern matches its extended codes; an extended pattern matches only itself.
    public static func ~= (pattern: SQLiteResultCode, code: SQLiteResultCode) -> Bool {
        pattern.isPrimary ? pattern == code.primary : pattern == code
    }

    /// SQLite's own short name, e.g. "database is locked".
    public var description: String { String(cString: sqlite3_errstr(rawValue)) }

    // Primary codes: those the ledger tells apart.
    public static let error = SQLiteResultCode(rawValue: SQLITE_ERROR)
    public static let permission = SQLiteResultCode(rawValue: SQLITE_PERM)
    public static let busy = SQLiteResultCode(rawValue: SQLITE_BUSY)
    public static let locked = SQLiteResultCode(rawValue: SQLITE_LOCKED)
    public static let noMemory = SQLiteResultCode(rawValue: SQLITE_NOMEM)
    public static let readOnly = SQLiteResultCode(rawValue: SQLITE_READONLY)
    public static let ioError = SQLiteResultCode(rawValue: SQLITE_IOERR)
    public static let corrupt = SQLiteResultCode(rawValue: SQLITE_CORRUPT)
    public static let full = SQLiteResultCode(rawValue: SQLITE_FULL)
    public static let cannotOpen = SQLiteResultCode(rawValue: SQLITE_CANTOPEN)
    public static let constraint = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT)
    public static let misuse = SQLiteResultCode(rawValue: SQLITE_MISUSE)
    public static let range = SQLiteResultCode(rawValue: SQLITE_RANGE)
    public static let notADatabase = SQLiteResultCode(rawValue: SQLITE_NOTADB)

    // Extended codes are function-like C macros, which Swift does not import.
    public static let busySnapshot = extended(.busy, 2)
    public static let constraintCheck = extended(.constraint, 1)
    public static let constraintForeignKey = extended(.constraint, 3)
    public static let constraintNotNull = extended(.constraint, 5)
    public static let constraintPrimaryKey = extended(.constraint, 6)
    public static let constraintUnique = extended(.constraint, 8)

    private static func extended(_ primary: SQLiteResultCode, _ number: Int32) -> SQLiteResultCode {
        SQLiteResultCode(rawValue: primary.rawValue | (number << 8))
    }

    /// Another connection holds a lock this one needs: waiting and trying again may succeed.
    public var isBusy: Bool {
        switch self {
        case .busy, .locked: return true
        default: return false
        }
    }
}
