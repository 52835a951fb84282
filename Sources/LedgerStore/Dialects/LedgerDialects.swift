/// The table of backends a ledger can live in. A location a server backend claims (by its URL
/// scheme) goes there; any other location is a file path, which the file backend takes.
enum LedgerDialects {
    /// The backends reached by URL, asked in order.
    static let servers: [any LedgerDialect] = [PostgreSQLDialect()]
    /// The backend of plain paths.
    static let files: any LedgerDialect = SQLiteDialect()
    /// Every backend, for classifying an error of any of them.
    static let all: [any LedgerDialect] = servers + [files]

    static func dialect(for location: String) -> any LedgerDialect {
        servers.first { $0.claims(location) } ?? files
    }
}
