extension Ledger {
    /// Every section removed from a file whose other sections stay, by file and section; none in
    /// a ledger read where it cannot be upgraded from before version 11.
    public func removedSections() throws -> [RemovedSection] {
        guard try knowsRemovedSections() else { return [] }
        return try database.query(
            "SELECT \(RemovedSection.columns) FROM removed_sections ORDER BY file_sha256, section", [], RemovedSection.init(row:))
    }

    /// The sections of the file a person removed while another stays.
    func removedSections(sha256: String) throws -> Set<Int> {
        guard try knowsRemovedSections() else { return [] }
        return Set(try database.query("SELECT section FROM removed_sections WHERE file_sha256 = ?", [.text(sha256)]) { Int($0.int64(0)) })
    }

    /// Which of a file's `count` sections an import stores: every one when none of the file is
    /// stored (nil), else the sections a person removed (the others are in already).
    func sectionsToStore(sha256: String, count: Int) throws -> Set<Int>? {
        guard try database.scalarInt("SELECT 1 FROM statements WHERE file_sha256 = ?", [.text(sha256)]) != nil else { return nil }
        return try removedSections(sha256: sha256).filter { (1...max(count, 1)).contains($0) }
    }

    /// The account a stored section of a file went to, or nil when it is not stored.
    func storedSectionAccount(sha256: String, section: Int) throws -> Int64? {
        try database.scalarInt(
            "SELECT account_id FROM statements WHERE file_sha256 = ? AND section = ?", [.text(sha256), .integer(Int64(section))])
    }

    /// Inside a removal: the file's other sections stay, so this one is recorded to come back when
    /// the file is imported again; when none stays, the file is wholly out and imports whole again.
    func recordRemovedSection(statementID: Int64, fileName: String, othersStay: Bool) throws {
        guard let sha256 = try database.scalarText("SELECT file_sha256 FROM statements WHERE id = ?", [.integer(statementID)]),
            let section = try database.scalarInt("SELECT section FROM statements WHERE id = ?", [.integer(statementID)])
        else { return }
        guard othersStay else {
            try forgetRemovedSections(sha256: sha256)
            return
        }
        try database.run(
            """
            INSERT INTO removed_sections (file_sha256, section, statement_id, file_name, removed_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (file_sha256, section) DO UPDATE SET statement_id = excluded.statement_id,
                file_name = excluded.file_name, removed_at = excluded.removed_at
            """, [.text(sha256), .integer(section), .integer(statementID), .text(fileName), .text(LedgerClock.timestamp())])
    }

    /// Inside an import of the file: its removed sections are back (or found stored from another file).
    func forgetRemovedSections(sha256: String) throws {
        try database.run("DELETE FROM removed_sections WHERE file_sha256 = ?", [.text(sha256)])
    }

    /// A ledger opened read-only may be older than the table.
    private func knowsRemovedSections() throws -> Bool {
        try storedSchemaVersion() > LedgerSchema.migrations.firstIndex(of: LedgerSchema.removedSectionsVersion) ?? 0
    }
}
