import Categorisation
import Foundation
import StatementCore

/// The shared SQLite ledger: statements, their rows, categories and the audit trail.
/// One `Ledger` is one connection; give each thread or task its own.
public final class Ledger {
    public let database: SQLiteDatabase
    public var path: String { database.path }

    public static var schemaVersion: Int { LedgerSchema.currentVersion }

    /// Ledgers hold a person's finances: created readable and writable by the owner only.
    public static let filePermissions: mode_t = 0o600

    /// Opens the ledger at `path`. `.writing` creates it (mode 0600, in a 0700 folder) when missing
    /// and migrates it to the current schema; `.reading` never creates or writes anything, so a
    /// read-only ledger can still be read. Throws `LedgerError` for everything a user can act on
    /// (missing, busy, not a ledger, newer version, read-only, disk full, damaged…).
    /// `busyTimeoutMilliseconds` is how long a write waits for another writer before `.busy`.
    public init(path: String, mode: LedgerOpenMode = .writing, busyTimeoutMilliseconds: Int32 = 10_000) throws {
        do {
            switch mode {
            case .writing:
                try LedgerLocation.prepareDirectory(for: path)
                database = try SQLiteDatabase(path: path, access: .readWriteCreate(permissions: Ledger.filePermissions),
                                              busyTimeoutMilliseconds: busyTimeoutMilliseconds)
                try Ledger.migrate(database)
                try seedMissingDefaultCategories()
            case .reading:
                database = try Ledger.openForReading(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
            }
        } catch {
            throw LedgerError.classifying(error, path: path) ?? error
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
    private static func identify(_ database: SQLiteDatabase) throws -> Int {
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
                let broken = pending.isEmpty ? [] : try database.query("PRAGMA foreign_key_check") {
                    "\($0.text(0)) row \($0.int64(1)) → \($0.text(2))"
                }
                if !broken.isEmpty {
                    throw SQLiteError(.constraintForeignKey, message: "migration left dangling references: "
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

    /// Defaults added to the taxonomy later appear in older ledgers; existing rows are left alone.
    private func seedMissingDefaultCategories() throws {
        let present = Set(try database.query("SELECT id FROM categories WHERE user_defined = 0") { $0.text(0) })
        let missing = Taxonomy.defaultCategories.filter { !present.contains($0.id) }
        guard !missing.isEmpty else { return }
        try database.atomically {
            for category in missing { try insertCategory(category, orIgnore: true) }
        }
    }

    /// Runs `body` as one atomic unit: a transaction taking the write lock at the outermost level,
    /// a savepoint when nested, so a multi-step operation (a correction and what it teaches) is
    /// stored entirely or not at all, and a failed inner step can be undone alone.
    public func atomically<Result>(_ body: () throws -> Result) throws -> Result {
        try database.atomically(body)
    }

    func insertCategory(_ category: Category, orIgnore: Bool) throws {
        let verb = orIgnore ? "INSERT OR IGNORE" : "INSERT"
        try database.run("""
            \(verb) INTO categories (id, name_en, name_es, kind, parent, user_defined) VALUES (?, ?, ?, ?, ?, ?)
            """, [.text(category.id), .text(category.name(language: "en")), .text(category.name(language: "es")),
                  .text(category.kind.rawValue), .text(category.parent), .bool(category.userDefined)])
    }
}

@available(*, unavailable)
extension Ledger: Sendable {}
