import Categorisation
import Toolbox

extension Ledger {
    /// Takes a wrong import back, atomically: the statement, its row links and the rows no other
    /// statement printed (overlaps keep theirs). What people taught stays: a locked choice on a
    /// removed row is kept as learned memory for its merchant. The removal is recorded in
    /// `ledger_events`. One account's section of a file whose other sections stay is recorded in
    /// `removed_sections`, so that importing the file again stores that section alone.
    public func removeStatement(id: Int64, dryRun: Bool = false) throws -> StatementRemoval {
        let remove = {
            guard let fileName = try self.database.scalarText("SELECT file_name FROM statements WHERE id = ?", [.integer(id)]) else {
                throw LedgerError.noSuchStatement(id)
            }
            let linked = try self.database.query(
                """
                SELECT DISTINCT r.transaction_id, t.statement_id, t.locked, t.category_id, t.description
                FROM statement_rows r JOIN transactions t ON t.id = r.transaction_id WHERE r.statement_id = ?
                """, [.integer(id)]
            ) {
                (id: $0.text(0), owner: $0.int64(1), locked: $0.bool(2), category: $0.optionalText(3), description: $0.text(4))
            }
            var removal = StatementRemoval(
                statementID: id, fileName: fileName, removedRows: 0, keptRows: 0,
                learnedMerchants: [], dryRun: dryRun)
            removal.sameFile = try self.database.query(
                """
                SELECT id FROM statements WHERE id <> ? AND file_sha256 = (SELECT file_sha256 FROM statements WHERE id = ?) ORDER BY id
                """, [.integer(id), .integer(id)]
            ) { $0.int64(0) }
            var doomed: [String] = []
            for row in linked {
                let other = try self.database.scalarInt(
                    """
                    SELECT MIN(statement_id) FROM statement_rows WHERE transaction_id = ? AND statement_id <> ?
                    """, [.text(row.id), .integer(id)])
                if let other {
                    removal.keptRows += 1
                    if row.owner == id {
                        try self.database.run("UPDATE transactions SET statement_id = ? WHERE id = ?", [.integer(other), .text(row.id)])
                    }
                    continue
                }
                removal.removedRows += 1
                doomed.append(row.id)
                if row.locked, let category = row.category {
                    removal.learnedMerchants.append(try self.keepLearned(description: row.description, categoryID: category))
                }
            }
            // A person's word on a pair goes with its row, but is kept for the row's return.
            try self.keepTransferWords(of: Set(doomed))
            try self.database.run("DELETE FROM statement_rows WHERE statement_id = ?", [.integer(id)])
            try self.database.run("DELETE FROM row_proofs WHERE statement_id = ?", [.integer(id)])
            for transaction in doomed {
                try self.database.run("DELETE FROM row_proofs WHERE transaction_id = ?", [.text(transaction)])
                try self.database.run("DELETE FROM categorisation_events WHERE transaction_id = ?", [.text(transaction)])
                // A pair loses its meaning with one of its rows: the other row is a lone leg again.
                try self.database.run(
                    "DELETE FROM transfer_pairs WHERE outgoing_id = ? OR incoming_id = ?", [.text(transaction), .text(transaction)])
                try self.database.run("DELETE FROM transactions WHERE id = ?", [.text(transaction)])
            }
            // The file's other sections stay: importing it again brings this one back, alone.
            try self.recordRemovedSection(statementID: id, fileName: fileName, othersStay: !removal.sameFile.isEmpty)
            try self.database.run("DELETE FROM statements WHERE id = ?", [.integer(id)])
            try self.recordLedgerEvent(
                action: "statement removed", subject: "statement \(id)",
                detail:
                    "\(fileName): \(Counted(removal.removedRows, "row")) removed, \(removal.keptRows) kept (printed by another statement), "
                    + "\(removal.learnedMerchants.count) locked choices kept as learned memory")
            return removal
        }
        return dryRun ? try database.rolledBackTransaction(remove) : try database.atomically(remove)
    }

    /// A person's choice for a row that goes away becomes the merchant's memory when memory holds
    /// nothing for it yet. Memory that holds the merchant counted the choice when it was made
    /// (`review` teaches as it locks): counting it again at each removal made one answer look like
    /// several, and the merchant's next rows were filed without review on that.
    private func keepLearned(description: String, categoryID: String) throws -> String {
        let merchant = MerchantNormaliser.key(for: description)
        let now = LedgerClock.timestamp()
        try database.run(
            """
            INSERT INTO learned_merchants (merchant, category_id, agreements, disagreements, updated_at) VALUES (?, ?, 1, 0, ?)
            ON CONFLICT (merchant) DO NOTHING
            """, [.text(merchant), .text(categoryID), .text(now)])
        return merchant
    }

    /// The audit trail of what people did to the ledger beyond categories.
    func recordLedgerEvent(action: String, subject: String, detail: String) throws {
        try database.run(
            "INSERT INTO ledger_events (action, subject, detail, at) VALUES (?, ?, ?, ?)",
            [.text(action), .text(subject), .text(detail), .text(LedgerClock.timestamp())])
    }
}
