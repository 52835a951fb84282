/// Opens, identifies and migrates a ledger in a PostgreSQL database. The schema version lives in
/// the one-row table `schema_version` (SQLite keeps it in `PRAGMA user_version`); an empty
/// database is a ledger not created yet, a database holding other tables is not a ledger.
enum PostgreSQLLedgerOpener {
    static func open(url: String, mode: LedgerOpenMode, lockTimeoutMilliseconds: Int32) throws -> PostgreSQLDatabase {
        switch mode {
        case .writing:
            let database = try PostgreSQLDatabase(url: url, access: .readWrite, lockTimeoutMilliseconds: lockTimeoutMilliseconds)
            try migrate(database)
            return database
        case .reading:
            let database = try PostgreSQLDatabase(url: url, access: .readOnly, lockTimeoutMilliseconds: lockTimeoutMilliseconds)
            let version = try identify(database)
            if version == 0 { throw LedgerError.missing(path: database.location) }
            if version < LedgerSchema.currentVersion {
                try migrate(try PostgreSQLDatabase(url: url, access: .readWrite, lockTimeoutMilliseconds: lockTimeoutMilliseconds))
            }
            return database
        }
    }

    static func storedVersion(_ database: any LedgerDatabase) throws -> Int {
        try versionAndOtherTables(database).version
    }

    /// The schema version (0 for an empty database); a newer ledger or another program's tables are refused.
    static func identify(_ database: PostgreSQLDatabase) throws -> Int {
        let (version, otherTables) = try versionAndOtherTables(database)
        if version > LedgerSchema.currentVersion {
            throw LedgerError.newerVersion(path: database.location, found: version, supported: LedgerSchema.currentVersion)
        }
        if version == 0 && otherTables > 0 { throw LedgerError.notALedger(path: database.location) }
        return version
    }

    /// Whether the version table exists and how many other tables there are, in one statement
    /// (one snapshot): a ledger another machine creates meanwhile is seen whole or not at all.
    private static func versionAndOtherTables(_ database: any LedgerDatabase) throws -> (version: Int, otherTables: Int64) {
        let found =
            try database.query(
                """
                SELECT COUNT(*) FILTER (WHERE table_name <> 'schema_version'), COUNT(*) FILTER (WHERE table_name = 'schema_version')
                FROM information_schema.tables WHERE table_schema = current_schema()
                """
            ) { (others: $0.int64(0), versionTable: $0.int64(1)) }.first ?? (0, 0)
        guard found.versionTable > 0 else { return (0, found.others) }
        return (Int(try database.scalarInt("SELECT version FROM schema_version") ?? 0), found.others)
    }

    /// One transaction holding the writers' advisory lock, re-reading the version inside it:
    /// two machines opening a new ledger at once migrate it exactly once.
    private static func migrate(_ database: PostgreSQLDatabase) throws {
        let supported = LedgerSchema.currentVersion
        if try identify(database) == supported { return }
        try database.atomically {
            let version = try identify(database)
            for migration in LedgerSchema.postgresqlMigrations.dropFirst(version) where !migration.isEmpty {
                try database.execute(migration)
            }
            try database.run("UPDATE schema_version SET version = ?", [.integer(supported)])
        }
    }
}
