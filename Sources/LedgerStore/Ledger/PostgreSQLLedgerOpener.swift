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
        guard try database.scalarInt("SELECT CASE WHEN to_regclass('schema_version') IS NULL THEN 0 ELSE 1 END") == 1 else { return 0 }
        return Int(try database.scalarInt("SELECT version FROM schema_version") ?? 0)
    }

    /// The schema version (0 for an empty database); a newer ledger or another program's tables are refused.
    static func identify(_ database: PostgreSQLDatabase) throws -> Int {
        let version = try storedVersion(database)
        if version > LedgerSchema.currentVersion {
            throw LedgerError.newerVersion(path: database.location, found: version, supported: LedgerSchema.currentVersion)
        }
        if version == 0 {
            let tables = try database.scalarInt("""
                SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name <> 'schema_version'
                """) ?? 0
            if tables > 0 { throw LedgerError.notALedger(path: database.location) }
        }
        return version
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
