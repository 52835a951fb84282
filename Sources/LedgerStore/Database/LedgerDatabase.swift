/// What the ledger needs of a database connection. SQLite and PostgreSQL implement it beside each
/// other, so the rest of the ledger (and the application above it) never knows which it has.
///
/// SQL given to a `LedgerDatabase` is the portable subset both dialects accept: `?` placeholders
/// (a backend that numbers its parameters rewrites them), `INSERT … ON CONFLICT … DO NOTHING`,
/// `RETURNING`, standard functions. What differs between the dialects (schema scripts, version
/// bookkeeping, locks) is asked of the connection through `backend`, never guessed from a path.
/// A connection belongs to one thread; concurrent work opens its own.
public protocol LedgerDatabase: AnyObject {
    /// Which dialect the SQL must be written in where the portable subset is not enough.
    var backend: LedgerBackend { get }
    /// Where the ledger lives, safe to print: a path, or a URL with any password removed.
    var location: String { get }

    /// The most parameters one statement may take (SQLite's build limit, PostgreSQL's protocol's).
    var parameterLimit: Int { get }

    /// Runs SQL without parameters, possibly several statements (schema scripts).
    func execute(_ sql: String) throws
    /// Runs one statement with bound parameters (never interpolated); prepared and reused.
    func run(_ sql: String, _ values: [DatabaseValue]) throws
    /// Runs one query with bound parameters; `map` sees each row only while it is current.
    func query<Row>(_ sql: String, _ values: [DatabaseValue], _ map: (any DatabaseRow) throws -> Row) throws -> [Row]

    /// Runs `body` as one atomic unit holding the ledger's write lock (the outermost level a
    /// transaction, nested levels a savepoint); commits when it returns, rolls back when it throws.
    func atomically<Result>(_ body: () throws -> Result) throws -> Result
    /// Like `atomically`, but always rolls back: a dry run that sees its own writes.
    func rolledBackTransaction<Result>(_ body: () throws -> Result) throws -> Result
    /// Whether a transaction is open on this connection.
    var isInTransaction: Bool { get }
    /// Runs `body` with the schema's CHECK constraints left out of what it writes, for rows whose
    /// checked columns come from typed values that satisfy them by construction (an import's
    /// rows: `ImportRowChecks`). Only where checking costs per row more than the row's own
    /// write: SQLite 3.40 fills a temporary table for each `IN (…)` list on every row.
    func withoutCheckConstraints<Result>(_ body: () throws -> Result) throws -> Result

    // What differs per backend on an open connection (the rest is in `LedgerDialect`).
    /// The schema version the ledger records (SQLite's `user_version`, the `schema_version` table).
    func storedSchemaVersion() throws -> Int
    /// Lines naming damage the database finds in its own storage; none where the server guards it.
    func integrityProblems() throws -> [String]
    /// Lines naming rows that point at a row that is not there; none where every write is checked.
    func foreignKeyProblems() throws -> [String]
    /// Claims, without waiting, a lock every machine using this ledger sees; false when another holds it.
    func claimSharedLock(key: Int64) throws -> Bool
    /// After rows went into `table` with explicit ids: the next generated id follows them.
    func resetIdentity(of table: String) throws
}

extension LedgerDatabase {
    public func run(_ sql: String) throws { try run(sql, []) }

    /// Checks stay on where they cost no more than the write (PostgreSQL).
    public func withoutCheckConstraints<Result>(_ body: () throws -> Result) throws -> Result { try body() }

    public func query<Row>(_ sql: String, _ map: (any DatabaseRow) throws -> Row) throws -> [Row] {
        try query(sql, [], map)
    }

    public func scalarText(_ sql: String, _ values: [DatabaseValue] = []) throws -> String? {
        try query(sql, values) { $0.optionalText(0) }.first ?? nil
    }

    public func scalarInt(_ sql: String, _ values: [DatabaseValue] = []) throws -> Int64? {
        try query(sql, values) { $0.optionalInt64(0) }.first ?? nil
    }

    /// Runs an INSERT into a table with an integer `id` and answers the id the row got
    /// (`RETURNING id`, which both dialects speak, instead of SQLite's last_insert_rowid).
    public func insertReturningID(_ sql: String, _ values: [DatabaseValue]) throws -> Int64 {
        guard let id = try query(sql + " RETURNING id", values, { $0.int64(0) }).first else {
            throw LedgerError.insertReturnedNoID
        }
        return id
    }
}
