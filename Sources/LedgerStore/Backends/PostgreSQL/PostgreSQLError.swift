/// A failed libpq call: the SQLSTATE the server sent (nil when there was no answer at all, as when
/// the connection broke), its primary message and the SQL that was running, so a log line is
/// enough to diagnose it. This text is for logs and developers; users see
/// `LedgerError.classifying(_:path:)`'s sentence.
struct PostgreSQLError: Error, CustomStringConvertible, Equatable {
    public let sqlState: String?
    public let message: String
    public let sql: String?
    /// The connection was unusable after the failure (closed by the server, the network, a restart).
    public let connectionLost: Bool
    /// No connection was made at all (no server there, refused login, no such database).
    public let couldNotConnect: Bool

    public init(sqlState: String?, message: String, sql: String?, connectionLost: Bool = false, couldNotConnect: Bool = false) {
        self.sqlState = sqlState
        self.message = message
        self.sql = sql
        self.connectionLost = connectionLost
        self.couldNotConnect = couldNotConnect
    }

    public static let serializationFailure = "40001"
    public static let deadlockDetected = "40P01"
    public static let lockNotAvailable = "55P03"
    public static let uniqueViolation = "23505"
    public static let foreignKeyViolation = "23503"
    public static let insufficientPrivilege = "42501"
    public static let readOnlyTransaction = "25006"
    public static let diskFull = "53100"

    /// Two transactions got in each other's way: running the whole transaction again succeeds.
    public var isRetryable: Bool { sqlState == Self.serializationFailure || sqlState == Self.deadlockDetected }
    /// Another connection holds a lock past `lock_timeout`: waiting and trying again may succeed.
    public var isBusy: Bool { isRetryable || sqlState == Self.lockNotAvailable }
    public var isUniqueViolation: Bool { sqlState == Self.uniqueViolation }
    public var isConstraintViolation: Bool { sqlState?.hasPrefix("23") ?? false }

    /// The server went away under the connection: an administrator or `pg_terminate_backend`
    /// ended it (57P01–57P03), the network or the server broke it (class 08, or no answer at all).
    public var isConnectionLost: Bool {
        if connectionLost { return true }
        guard let sqlState, !couldNotConnect, sqlState != "08P01" else { return false }
        return sqlState.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(sqlState)
    }

    public var description: String {
        let statement = sql.map { " [\($0)]" } ?? ""
        return "PostgreSQL error \(sqlState ?? "(no SQLSTATE)"): \(message)\(statement)"
    }
}
