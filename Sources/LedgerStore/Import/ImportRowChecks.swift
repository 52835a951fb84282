/// The schema's CHECK constraints on the columns an import writes to `transactions` and
/// `categorisation_events` (docs/ledger-schema.md), made here so that the import writes its rows
/// with SQLite's own checks left out (`LedgerDatabase.withoutCheckConstraints`). Each checked
/// column but one comes from a typed value that satisfies its check by construction:
/// `category_source` and `source` from `CategorySource`, `review_status` from `ReviewStatus`,
/// `locked` from a Bool (the tests hold every case against the schema). Only `confidence`, a
/// number, is checked row by row. What it throws is `LedgerError`, not a backend's own error:
/// the check runs on every backend (PostgreSQL keeps its CHECKs on, but this one comes first).
enum ImportRowChecks {
    static func check(_ category: StoredRowCategory) throws {
        guard category.confidence >= 0 && category.confidence <= 1 else {
            throw LedgerError.rowBreaksSchema("confidence BETWEEN 0 AND 1")
        }
    }
}
