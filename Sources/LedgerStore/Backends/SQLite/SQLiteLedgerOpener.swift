import Foundation
import Toolbox

/// Opens, identifies and migrates a ledger in a SQLite file.
enum SQLiteLedgerOpener {
    /// Ledgers hold a person's finances: created readable and writable by the owner only.
    static let filePermissions: mode_t = 0o600

    static func open(path: String, mode: LedgerOpenMode, busyTimeoutMilliseconds: Int32) throws -> SQLiteDatabase {
        switch mode {
        case .writing:
            try prepareDirectory(for: path)
            let database = try SQLiteDatabase(
                path: path, access: .readWriteCreate(permissions: filePermissions),
                busyTimeoutMilliseconds: busyTimeoutMilliseconds)
            try migrate(database)
            return database
        case .reading:
            return try openForReading(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        }
    }

    /// A ledger opened with `.reading` at an older schema is upgraded once through a short-lived
    /// writable connection; a read-only file that needs that cannot be read until made writable.
    private static func openForReading(path: String, busyTimeoutMilliseconds: Int32) throws -> SQLiteDatabase {
        guard FileManager.default.fileExists(atPath: path) else { throw LedgerError.missing(path: path) }
        var database: SQLiteDatabase
        var version: Int
        do {
            database = try SQLiteDatabase(path: path, access: .readOnly, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
            version = try identify(database)
        } catch let error as SQLiteError where .readOnly ~= error.resultCode || .cannotOpen ~= error.resultCode {
            // A WAL reader needs a -shm file beside the ledger; in a read-only folder it cannot be made.
            database = try SQLiteDatabase(path: path, access: .immutable)
            version = try identify(database)
        }
        if version == 0 { throw LedgerError.missing(path: path) }
        if version == LedgerSchema.currentVersion { return database }
        try migrate(try SQLiteDatabase(path: path, access: .readWrite, busyTimeoutMilliseconds: busyTimeoutMilliseconds))
        return database
    }

    /// The schema version of a statement-import ledger (0 for an empty file). A file SQLite cannot
    /// read, a newer ledger, or a database of some other program is refused: never migrated.
    static func identify(_ database: SQLiteDatabase) throws -> Int {
        let version = try database.userVersion
        if version > LedgerSchema.currentVersion {
            throw LedgerError.newerVersion(path: database.path, found: version, supported: LedgerSchema.currentVersion)
        }
        // Reading the whole schema table also finds a truncated or corrupted file early.
        let objects = try database.scalarInt("SELECT COUNT(*) FROM sqlite_master") ?? 0
        if version == 0 && objects > 0 { throw LedgerError.notALedger(path: database.path) }
        return version
    }

    /// Migrations run under the write lock and re-read the version inside it, so two processes
    /// opening a new ledger at once migrate it exactly once.
    private static func migrate(_ database: SQLiteDatabase) throws {
        let supported = LedgerSchema.currentVersion
        if try identify(database) == supported { return }
        // A migration may rebuild a table others point at (SQLite cannot drop a constraint in
        // place): foreign keys are checked once, before commit, instead of on every step. The
        // pragma is a no-op inside a transaction, so it goes around it.
        try database.execute("PRAGMA foreign_keys=OFF")
        do {
            try database.atomically {
                let version = try identify(database)
                let pending = LedgerSchema.migrations.dropFirst(version)
                for migration in pending { try database.execute(migration) }
                let broken = pending.isEmpty ? [] : try foreignKeyProblems(database)
                if !broken.isEmpty {
                    throw SQLiteError(
                        .constraintForeignKey,
                        message: "migration left dangling references: "
                            + broken.prefix(5).joined(separator: "; "), sql: "PRAGMA foreign_key_check")
                }
                try database.setUserVersion(supported)
            }
        } catch {
            try? database.execute("PRAGMA foreign_keys=ON")
            throw error
        }
        try database.execute("PRAGMA foreign_keys=ON")
    }

    /// Lines of `PRAGMA integrity_check` other than "ok".
    static func integrityProblems(_ database: SQLiteDatabase) throws -> [String] {
        try database.query("PRAGMA integrity_check") { $0.text(0) }.filter { $0 != "ok" }
    }

    /// One line per row pointing at a row that is not there.
    static func foreignKeyProblems(_ database: SQLiteDatabase) throws -> [String] {
        try database.query("PRAGMA foreign_key_check") {
            "\($0.text(0)) row \($0.int64(1)) points to a missing \($0.text(2)) (constraint \($0.int64(3)))"
        }
    }

    /// The ledger holds financial history: its directory is private to the user (0700).
    private static func prepareDirectory(for path: String) throws {
        let directory = ParentFolder.of(path)
        guard !directory.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue { return }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            // Foundation's text names NSCocoaErrorDomain; the user needs the folder and what to do.
            throw LedgerError.cannotOpen(path: path)
        }
    }
}
