extension Ledger {
    /// Marks a row a duplicate of another (the same payment printed twice, differently) or takes
    /// the mark back. The row stays for the audit trail; balances and exports leave it out.
    public func markDuplicate(transactionID: String, _ duplicate: Bool = true, reason: String = "marked by a person") throws {
        try database.atomically {
            guard
                let current = try database.query(
                    "SELECT duplicate FROM transactions WHERE id = ?", [.text(transactionID)],
                    { $0.bool(0) }
                ).first
            else {
                throw LedgerError.noSuchTransaction(transactionID)
            }
            guard current != duplicate else { return }
            try database.run(
                """
                UPDATE transactions SET duplicate = ?, review_status = CASE WHEN ? = 1 THEN 'confirmed' ELSE review_status END,
                    updated_at = ? WHERE id = ?
                """, [.bool(duplicate), .bool(duplicate), .text(LedgerClock.timestamp()), .text(transactionID)])
            try recordLedgerEvent(
                action: duplicate ? "marked duplicate" : "duplicate mark undone",
                subject: "transaction \(transactionID)", detail: reason)
        }
    }

    /// The row ids starting with `prefix` (6 characters or more): what a person types for an id.
    public func transactionIDs(startingWith prefix: String) throws -> [String] {
        let folded = prefix.lowercased()
        guard folded.count >= 6, folded.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return [] }
        return try database.query(
            "SELECT id FROM transactions WHERE id >= ? AND id < ? ORDER BY id LIMIT 2",
            [.text(folded), .text(folded + "\u{7F}")]
        ) { $0.text(0) }
    }
}
