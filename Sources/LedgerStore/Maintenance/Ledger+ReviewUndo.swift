import Categorisation

extension Ledger {
    public func reviewSnapshot(transactionID: String) throws -> ReviewSnapshot {
        guard let row = try transaction(id: transactionID) else { throw LedgerError.noSuchTransaction(transactionID) }
        let merchant = MerchantNormaliser.key(for: row.description)
        let learned = try learnedMerchants().first { $0.merchant == merchant }
        return ReviewSnapshot(
            transactionID: row.id, categoryID: row.categoryID, confidence: row.confidence,
            source: row.categorySource.rawValue, reason: row.categoryReason, locked: row.locked,
            reviewStatus: row.reviewStatus.rawValue, reviewReason: row.reviewReason,
            duplicate: row.duplicate, merchant: merchant, learned: learned)
    }

    /// Puts a row and its merchant's memory back as `snapshot` found them; the audit trail keeps
    /// both the answer and its undoing.
    public func restore(_ snapshot: ReviewSnapshot) throws {
        try database.atomically {
            guard let current = try transaction(id: snapshot.transactionID) else {
                throw LedgerError.noSuchTransaction(snapshot.transactionID)
            }
            let now = LedgerClock.timestamp()
            try database.run(
                """
                UPDATE transactions SET category_id = ?, confidence = ?, category_source = ?, category_reason = ?, locked = ?,
                    review_status = ?, review_reason = ?, duplicate = ?, updated_at = ? WHERE id = ?
                """,
                [
                    .text(snapshot.categoryID), .real(snapshot.confidence), .text(snapshot.source), .text(snapshot.reason),
                    .bool(snapshot.locked), .text(snapshot.reviewStatus), .text(snapshot.reviewReason),
                    .bool(snapshot.duplicate), .text(now), .text(snapshot.transactionID),
                ])
            if current.categoryID != snapshot.categoryID || current.locked != snapshot.locked {
                try recordCategorisationEvent(
                    transactionID: snapshot.transactionID, old: current.categoryID, new: snapshot.categoryID,
                    source: .user, confidence: snapshot.confidence, reason: "answer undone by a person", at: now)
            }
            if current.duplicate != snapshot.duplicate {
                try recordLedgerEvent(action: "duplicate mark undone", subject: "transaction \(snapshot.transactionID)", detail: "undo in review")
            }
            if let learned = snapshot.learned {
                try database.run(
                    """
                    INSERT INTO learned_merchants (merchant, category_id, agreements, disagreements, updated_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (merchant) DO UPDATE SET category_id = excluded.category_id, agreements = excluded.agreements,
                        disagreements = excluded.disagreements, updated_at = excluded.updated_at
                    """,
                    [
                        .text(learned.merchant), .text(learned.categoryID), .integer(Int64(learned.agreements)),
                        .integer(Int64(learned.disagreements)), .text(now),
                    ])
            } else {
                try database.run("DELETE FROM learned_merchants WHERE merchant = ?", [.text(snapshot.merchant)])
            }
        }
    }
}
