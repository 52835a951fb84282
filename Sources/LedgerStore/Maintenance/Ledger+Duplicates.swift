import Foundation

extension Ledger {
    /// Marks a row a duplicate of another (the same payment printed twice, differently) or takes
    /// the mark back. The row stays for the audit trail; balances and exports leave it out.
    /// The mark records the review status it replaced ("review status was auto"), so taking it
    /// back gives the row that status again, not `confirmed` as if a person had agreed with its
    /// category. A mark recorded before that (or lost) leaves a row no person confirmed (not
    /// locked) needing review.
    public func markDuplicate(transactionID: String, _ duplicate: Bool = true, reason: String = "marked by a person") throws {
        try database.atomically {
            guard
                let current = try database.query(
                    "SELECT duplicate, review_status, locked FROM transactions WHERE id = ?", [.text(transactionID)],
                    { (duplicate: $0.bool(0), status: ReviewStatus(rawValue: $0.text(1)) ?? .needsReview, locked: $0.bool(2)) }
                ).first
            else {
                throw LedgerError.noSuchTransaction(transactionID)
            }
            guard current.duplicate != duplicate else { return }
            let status: ReviewStatus
            if duplicate {
                status = .confirmed
            } else if let recorded = try statusBeforeDuplicateMark(transactionID) {
                status = recorded
            } else {
                status = current.status == .confirmed && !current.locked ? .needsReview : current.status
            }
            try database.run(
                "UPDATE transactions SET duplicate = ?, review_status = ?, updated_at = ? WHERE id = ?",
                [.bool(duplicate), .text(status.rawValue), .text(LedgerClock.timestamp()), .text(transactionID)])
            try recordLedgerEvent(
                action: duplicate ? "marked duplicate" : "duplicate mark undone",
                subject: "transaction \(transactionID)",
                detail: duplicate ? reason + Self.statusBeforeMark + current.status.rawValue : reason)
        }
    }

    static let statusBeforeMark = "; review status was "

    /// The review status the row's latest duplicate mark replaced, when the mark recorded it.
    private func statusBeforeDuplicateMark(_ transactionID: String) throws -> ReviewStatus? {
        let detail = try database.query(
            "SELECT detail FROM ledger_events WHERE action = 'marked duplicate' AND subject = ? ORDER BY id DESC LIMIT 1",
            [.text("transaction \(transactionID)")]
        ) { $0.text(0) }.first
        guard let detail, let range = detail.range(of: Self.statusBeforeMark, options: .backwards) else { return nil }
        return ReviewStatus(rawValue: String(detail[range.upperBound...]))
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
