import StatementCore

extension Ledger {
    /// The rows a journal posts: the ledger's counted rows, except that a payment whose earlier
    /// copy a person marked duplicate is posted as that copy printed it when a statement that
    /// printed the marked copy ends before the counted one's date ("31 March" on March's statement,
    /// "1 April" on the next). `check` counts rows per statement, so the ledger adds up either way;
    /// dated by the later copy, the journal would move the payment past March's closing balance and
    /// fail an assertion the bank's own statement keeps. `copies`: the counted row's id to the marked copy's.
    func journalRows(_ filter: TransactionFilter) throws -> (rows: [StoredTransaction], copies: [String: String]) {
        var everything = filter
        everything.since = nil
        everything.until = nil
        let earlier = try earlierMarkedCopies()
        var copies: [String: String] = [:]
        let rows = try transactions(everything).map { row in
            guard let copy = earlier[row.id] else { return row }
            copies[row.id] = copy.id
            var printed = row
            (printed.date, printed.valueDate, printed.description) = (copy.date, copy.valueDate, copy.description)
            return printed
        }.filter { row in (filter.since.map { row.date >= $0 } ?? true) && (filter.until.map { row.date <= $0 } ?? true) }
        return (rows, copies)
    }

    /// Counted rows keyed by id, each to the earlier copy marked duplicate whose statement ends
    /// between the two dates.
    private func earlierMarkedCopies() throws -> [String: StoredTransaction] {
        var found: [String: StoredTransaction] = [:]
        for copy in try transactions(TransactionFilter(duplicates: .only)) {
            let partners = Self.lookAlikeIDs(in: copy.reviewReason).union(
                try database.query(
                    "SELECT id FROM transactions WHERE review_reason LIKE ?", [.text("%looks like \(copy.id)%")]
                ) { $0.text(0) })
            guard !partners.isEmpty else { continue }
            let ends = try database.query(
                """
                SELECT s.period_end FROM statement_rows r JOIN statements s ON s.id = r.statement_id
                WHERE r.transaction_id = ? AND s.verdict = 'verified' AND s.period_end IS NOT NULL
                """, [.text(copy.id)]
            ) { LocalDate(iso: $0.text(0)) }.compactMap { $0 }
            for id in partners.sorted() where found[id] == nil {
                guard let counted = try transaction(id: id), !counted.duplicate, counted.accountID == copy.accountID,
                    counted.amount == copy.amount, ends.contains(where: { copy.date <= $0 && $0 < counted.date })
                else { continue }
                found[id] = copy
                break
            }
        }
        return found
    }
}
