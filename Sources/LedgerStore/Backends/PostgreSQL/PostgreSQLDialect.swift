/// A ledger in a database on a PostgreSQL server, named by a `postgresql://` URL.
struct PostgreSQLDialect: LedgerDialect {
    var backend: LedgerBackend { .postgresql }
    var isFile: Bool { false }

    func claims(_ location: String) -> Bool { PostgreSQLURL.isURL(location) }

    func printable(_ location: String) -> String { PostgreSQLURL.redacted(location) }

    /// Only connecting tells whether the database holds a ledger.
    func mayExist(_ location: String) -> Bool { true }

    func open(_ location: String, mode: LedgerOpenMode, busyTimeoutMilliseconds: Int32) throws -> any LedgerDatabase {
        try PostgreSQLLedgerOpener.open(url: location, mode: mode, lockTimeoutMilliseconds: busyTimeoutMilliseconds)
    }

    func classify(_ error: any Error, path: String) -> LedgerError? {
        guard let error = error as? PostgreSQLError else { return nil }
        return LedgerError.classifying(error, path: path)
    }
}

extension LedgerError {
    /// The user-facing kind of a PostgreSQL failure, by its SQLSTATE; nil for a bug.
    static func classifying(_ error: PostgreSQLError, path: String) -> LedgerError? {
        if error.couldNotConnect { return .cannotConnect(path: path, reason: connectionReason(error.message)) }
        if error.isConnectionLost { return .connectionLost(path: path) }
        if error.isBusy { return .busy(path: path) }
        switch error.sqlState {
        case PostgreSQLError.diskFull: return .diskFull(path: path)
        case PostgreSQLError.readOnlyTransaction, PostgreSQLError.insufficientPrivilege: return .notPermitted(path: path)
        case "XX001", "XX002": return .damaged(path: path)
        default: return nil
        }
    }

    /// libpq's first line without its "connection to server … failed:" preamble or severity.
    private static func connectionReason(_ message: String) -> String {
        let first = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
        let reason = first.range(of: "failed: ", options: .backwards).map { String(first[$0.upperBound...]) } ?? first
        let trimmed = reason.replacingOccurrences(of: "FATAL:", with: "").trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "no answer" : trimmed
    }
}

extension LedgerBackend {
    public static let postgresql = LedgerBackend(rawValue: "postgresql")
}

/// What differs per connection on a server.
extension PostgreSQLDatabase {
    public func storedSchemaVersion() throws -> Int { try PostgreSQLLedgerOpener.storedVersion(self) }

    /// The server keeps its own pages whole and enforces every foreign key on each write.
    public func integrityProblems() throws -> [String] { [] }

    public func foreignKeyProblems() throws -> [String] { [] }

    /// Without waiting: false when a run on another machine holds it. The server drops it when
    /// this connection ends, however the run ends.
    public func claimSharedLock(key: Int64) throws -> Bool { try tryLock(key: key) }

    /// Explicit ids leave the identity behind them: the next insert would collide.
    public func resetIdentity(of table: String) throws {
        try execute(
            """
            SELECT setval(pg_get_serial_sequence('\(table)', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM \(table)
            """)
    }
}
