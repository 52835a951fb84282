extension Ledger {
    public enum ImportRunStatus: String, Sendable {
        case running, succeeded, partial, failed
    }

    /// Records the start of a run; a run still `running` later means the process died mid-way.
    public func beginImportRun() throws -> Int64 {
        try database.transaction {
            try database.run("INSERT INTO import_runs (started_at, status) VALUES (?, 'running')",
                             [.text(LedgerClock.timestamp())])
            return database.lastInsertRowID
        }
    }

    /// Status defaults from the counts: nothing failed → succeeded, some → partial, all → failed.
    public func finishImportRun(id: Int64, counts: ImportRunCounts, status: ImportRunStatus? = nil) throws {
        let derived: ImportRunStatus = counts.failed == 0 ? .succeeded
            : (counts.failed == counts.filesSeen ? .failed : .partial)
        try database.transaction {
            try database.run("""
                UPDATE import_runs SET finished_at = ?, files_seen = ?, imported = ?, skipped = ?, failed = ?,
                    rows_inserted = ?, duplicates = ?, status = ? WHERE id = ?
                """, [.text(LedgerClock.timestamp()), .integer(counts.filesSeen), .integer(counts.imported),
                      .integer(counts.skipped), .integer(counts.failed), .integer(counts.rowsInserted),
                      .integer(counts.duplicates), .text((status ?? derived).rawValue), .integer(id)])
        }
    }
}
