import Categorisation

extension Ledger {
    /// Changes a row's category and records the change in categorisation_events. A locked row
    /// (a person's choice) is only changed by another `.user` change. `.user` changes confirm the row.
    public func setCategory(
        transactionID: String, category: String?, source: CategorySource, confidence: Double,
        reason: String, lock: Bool = false, belowThreshold: Bool = false, payee: String? = nil
    ) throws {
        try database.atomically {
            let current = try database.query(
                "SELECT category_id, locked FROM transactions WHERE id = ?",
                [.text(transactionID)]
            ) { (category: $0.optionalText(0), locked: $0.bool(1)) }
            guard let row = current.first else { throw LedgerError.noSuchTransaction(transactionID) }
            if row.locked && source != .user { throw LedgerError.lockedTransaction(transactionID) }
            if let category, category != row.category, try retiredCategoryIDs().contains(category) {
                throw LedgerError.retiredCategory(category)
            }
            let now = LedgerClock.timestamp()
            let clamped = min(max(confidence, 0), 1)
            let status: ReviewStatus = source == .user ? .confirmed : (category == nil || belowThreshold ? .needsReview : .auto)
            try database.run(
                """
                UPDATE transactions SET category_id = ?, confidence = ?, category_source = ?, category_reason = ?,
                    locked = ?, review_status = ?, review_reason = ?, updated_at = ? WHERE id = ?
                """,
                [
                    .text(category), .real(clamped), .text(source.rawValue), .text(reason),
                    .bool(lock || row.locked), .text(status.rawValue),
                    .text(category == nil ? "uncategorised" : belowThreshold ? "confidence below the threshold" : ""),
                    .text(now), .text(transactionID),
                ])
            // A new payee replaces the old; none keeps what the row had.
            if let payee { try database.run("UPDATE transactions SET payee = ? WHERE id = ?", [.text(payee), .text(transactionID)]) }
            try recordCategorisationEvent(
                transactionID: transactionID, old: row.category, new: category, source: source,
                confidence: clamped, reason: reason, at: now)
        }
    }

    /// A person agrees with the row as it is: confirmed and locked; the event records who agreed.
    public func confirm(transactionID: String, reason: String = "confirmed by user") throws {
        try database.atomically {
            let current = try database.query(
                "SELECT category_id, confidence FROM transactions WHERE id = ?",
                [.text(transactionID)]
            ) { (category: $0.optionalText(0), confidence: $0.double(1)) }
            guard let row = current.first else { throw LedgerError.noSuchTransaction(transactionID) }
            let now = LedgerClock.timestamp()
            try database.run(
                """
                UPDATE transactions SET locked = 1, review_status = 'confirmed', review_reason = '', updated_at = ?
                WHERE id = ?
                """, [.text(now), .text(transactionID)])
            try recordCategorisationEvent(
                transactionID: transactionID, old: row.category, new: row.category,
                source: .user, confidence: row.confidence, reason: reason, at: now)
        }
    }

    static let categorisationEventColumns =
        "INSERT INTO categorisation_events (transaction_id, old_category, new_category, source, confidence, reason, at)"

    func recordCategorisationEvent(
        transactionID: String, old: String?, new: String?, source: CategorySource,
        confidence: Double, reason: String, at timestamp: String
    ) throws {
        try database.run(
            Ledger.categorisationEventColumns + " VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                .text(transactionID), .text(old), .text(new), .text(source.rawValue), .real(confidence),
                .text(reason), .text(timestamp),
            ])
    }
}
