/// The schema's CHECK constraints on the columns an import writes to `transactions` and
/// `categorisation_events` (docs/ledger-schema.md), made here so that the import writes its rows
/// with SQLite's own checks left out (`LedgerDatabase.withoutCheckConstraints`). Each checked
/// column but one comes from a typed value that satisfies its check by construction:
/// `category_source` and `source` from `CategorySource`, `review_status` from `ReviewStatus`,
/// `locked` from a Bool (the tests hold every case against the schema). Only `confidence`, a
/// number, is checked row by row.
enum ImportRowChecks {
    static func check(_ category: StoredRowCategory) throws {
        guard category.confidence >= 0 && category.confidence <= 1 else {
            throw SQLiteError(.constraintCheck, message: "CHECK constraint failed: confidence BETWEEN 0 AND 1", sql: nil)
        }
    }
}
