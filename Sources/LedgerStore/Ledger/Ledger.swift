import Categorisation
import Foundation
import StatementCore

/// The shared ledger, in a SQLite file or on a PostgreSQL server: statements, their rows,
/// categories and the audit trail. One `Ledger` is one connection; give each thread or task its own.
public final class Ledger {
    public let database: any LedgerDatabase
    /// Where the ledger lives, safe to print: a path, or a URL without its password.
    public var path: String { database.location }
    public var backend: LedgerBackend { database.backend }
    /// What dry runs on this connection would have stored.
    var dryRunMemory = DryRunMemory()

    public static var schemaVersion: Int { LedgerSchema.currentVersion }

    /// Opens the ledger at `path`: a file path (SQLite) or a `postgresql://` URL (PostgreSQL).
    /// `.writing` creates it (a file 0600 in a 0700 folder; the tables in an empty database) when
    /// missing and migrates it to the current schema; `.reading` never creates or writes anything,
    /// so a read-only ledger can still be read. Throws `LedgerError` for everything a user can act
    /// on (missing, busy, not a ledger, newer version, read-only, disk full, damaged, no server…).
    /// `busyTimeoutMilliseconds` is how long a write waits for another writer before `.busy`.
    public init(path: String, mode: LedgerOpenMode = .writing, busyTimeoutMilliseconds: Int32 = 10_000) throws {
        do {
            database = try LedgerDialects.dialect(for: path).open(path, mode: mode, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
            if mode == .writing { try seedMissingDefaultCategories() }
        } catch {
            throw LedgerError.classifying(error, path: LedgerLocation.printable(path)) ?? error
        }
    }

    /// The schema version the ledger records (`PRAGMA user_version` or the `schema_version` table).
    public func storedSchemaVersion() throws -> Int {
        try database.storedSchemaVersion()
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
        try database.run(
            """
            INSERT INTO categories (id, name_en, name_es, kind, parent, user_defined) VALUES (?, ?, ?, ?, ?, ?)
            \(orIgnore ? "ON CONFLICT (id) DO NOTHING" : "")
            """,
            [
                .text(category.id), .text(category.name(language: "en")), .text(category.name(language: "es")),
                .text(category.kind.rawValue), .text(category.parent), .bool(category.userDefined),
            ])
    }
}

@available(*, unavailable)
extension Ledger: Sendable {}
