import Categorisation
import Foundation
import StatementCore

/// The shared SQLite ledger: statements, their rows, categories and the audit trail.
/// One `Ledger` is one connection; give each thread or task its own.
public final class Ledger {
    public let database: SQLiteDatabase
    public var path: String { database.path }
    /// What dry runs on this connection would have stored.
    var dryRunMemory = DryRunMemory()

    public static var schemaVersion: Int { LedgerSchema.currentVersion }

    /// Opens (creating if needed) the ledger at `path`, migrating it to the current schema.
    public init(path: String) throws {
        try LedgerLocation.prepareDirectory(for: path)
        database = try SQLiteDatabase(path: path)
        try migrate()
        try seedMissingDefaultCategories()
    }

    /// Migrations run under the write lock and re-read the version inside it, so two processes
    /// opening a new ledger at once migrate it exactly once.
    private func migrate() throws {
        let supported = LedgerSchema.currentVersion
        let seen = try database.userVersion
        if seen > supported { throw LedgerError.schemaTooNew(found: seen, supported: supported) }
        if seen == supported { return }
        // A migration may rebuild a table others point at (SQLite cannot drop a constraint in
        // place): foreign keys are checked once, before commit, instead of on every step. The
        // pragma is a no-op inside a transaction, so it goes around it.
        try database.execute("PRAGMA foreign_keys=OFF")
        do {
            try database.transaction {
                let version = try database.userVersion
                if version > supported { throw LedgerError.schemaTooNew(found: version, supported: supported) }
                let pending = LedgerSchema.migrations.dropFirst(version)
                for migration in pending { try database.execute(migration) }
                let broken = pending.isEmpty ? [] : try database.query("PRAGMA foreign_key_check") {
                    "\($0.text(0)) row \($0.int64(1)) → \($0.text(2))"
                }
                if !broken.isEmpty {
                    throw SQLiteError(code: SQLiteError.constraintForeignKey, message: "migration left dangling references: "
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
        try database.transaction {
            for category in missing { try insertCategory(category, orIgnore: true) }
        }
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
