/// The table of backends a ledger can live in. A location a server backend claims (by its URL
/// scheme) goes there; a path goes to the first file backend claiming it (by its extension), and
/// any other path to the file backend of plain paths.
enum LedgerDialects {
    /// The backends reached by URL, asked in order.
    static let servers: [any LedgerDialect] = [PostgreSQLDialect()]
    /// The backend of any path no other file backend claims.
    static let plainPaths: any LedgerDialect = SQLiteDialect()
    /// The file backends, asked in order: a second file database (claiming its own extension,
    /// `.duckdb`) goes before `plainPaths`.
    static let files: [any LedgerDialect] = [plainPaths]
    /// Every backend, for classifying an error of any of them.
    static let all: [any LedgerDialect] = servers + files

    static func dialect(for location: String) -> any LedgerDialect {
        servers.first { $0.claims(location) } ?? files.first { $0.claims(location) } ?? plainPaths
    }
}

extension LedgerError {
    /// Any error a ledger call threw, as a `LedgerError` when it is one the user can act on;
    /// nil when it is not (a bug, or an error of another layer).
    public static func classifying(_ error: any Error, path: String) -> LedgerError? {
        if let error = error as? LedgerError { return error }
        return LedgerDialects.all.lazy.compactMap { $0.classify(error, path: path) }.first
    }
}
