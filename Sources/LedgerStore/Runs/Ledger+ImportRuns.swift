import Foundation

extension Ledger {
    public enum ImportRunStatus: String, Sendable {
        case running, succeeded, partial, failed
    }

    /// Records the start of a run, in its own transaction; a run still `running` later means the
    /// process died mid-way (`check` lists those).
    public func beginImportRun() throws -> Int64 {
        try database.atomically {
            try database.insertReturningID(
                "INSERT INTO import_runs (started_at, status) VALUES (?, 'running')",
                [.text(LedgerClock.timestamp())])
        }
    }

    /// Status defaults from the counts: nothing failed → succeeded, some → partial, all → failed.
    public func finishImportRun(id: Int64, counts: ImportRunCounts, status: ImportRunStatus? = nil) throws {
        let derived: ImportRunStatus =
            counts.failed == 0
            ? .succeeded
            : (counts.failed == counts.filesSeen ? .failed : .partial)
        try database.atomically {
            try database.run(
                """
                UPDATE import_runs SET finished_at = ?, files_seen = ?, imported = ?, skipped = ?, failed = ?,
                    rows_inserted = ?, duplicates = ?, status = ? WHERE id = ?
                """,
                [
                    .text(LedgerClock.timestamp()), .integer(counts.filesSeen), .integer(counts.imported),
                    .integer(counts.skipped), .integer(counts.failed), .integer(counts.rowsInserted),
                    .integer(counts.duplicates), .text((status ?? derived).rawValue), .integer(id),
                ])
        }
    }

    /// Best effort record of a run that could not even begin (the ledger was locked, the disk
    /// full): one finished `failed` row in its own transaction. Call it with `try?`: when the
    /// ledger cannot be written at all, nothing can be recorded there.
    @discardableResult
    public func recordFailedImportRun(counts: ImportRunCounts = ImportRunCounts()) throws -> Int64 {
        let now = LedgerClock.timestamp()
        return try database.atomically {
            try database.insertReturningID(
                """
                INSERT INTO import_runs (started_at, finished_at, files_seen, imported, skipped, failed, rows_inserted,
                    duplicates, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'failed')
                """,
                [
                    .text(now), .text(now), .integer(counts.filesSeen), .integer(counts.imported),
                    .integer(counts.skipped), .integer(counts.failed), .integer(counts.rowsInserted),
                    .integer(counts.duplicates),
                ])
        }
    }

    /// Runs still `running` that started more than `age` seconds before `now`: their process was
    /// killed or crashed (statements it finished are complete; the rest were never stored).
    public func abandonedImportRuns(olderThan age: TimeInterval = Ledger.abandonedRunAge, now: Date = Date()) throws -> [String] {
        let cutoff = LedgerClock.timestamp(now.addingTimeInterval(-age))
        return try database.query(
            """
            SELECT id, started_at, files_seen FROM import_runs WHERE status = 'running' AND started_at < ? ORDER BY id
            """, [.text(cutoff)]
        ) {
            "import run \($0.int64(0)) started \($0.text(1)) never finished (the process was stopped); "
                + "its finished statements are stored, import the rest again"
        }
    }

    /// An import takes seconds a file; a run `running` for an hour has lost its process.
    public static let abandonedRunAge: TimeInterval = 3600
}
