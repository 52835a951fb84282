import StatementCore

extension Ledger {
    /// The rows of another file a statement's rows are, beyond those found by fingerprint: by the
    /// bank's id where both carry one, else (rows of another format only: a CSV's counterparty is a
    /// PDF's narrative) by date, amount and description as look-alikes are found. Such a row is
    /// linked, never inserted again. By the statement row's position.
    func crossFileMatches(
        _ statement: Statement, bankReferences: [String?], accountID: Int64, statementID: Int64,
        storedByPosition: [Int: String], neighbours: NeighbourRows
    ) -> [Int: (id: String, match: RowProof.Match)] {
        guard !neighbours.rows.isEmpty else { return [:] }
        let format = SourceFormat(statement.format)
        let rows = statement.transactions.enumerated().map { position, row in
            RowPairing.Row(date: row.date, amount: row.amount, description: row.description, bankReference: bankReferences[position])
        }
        let ledger = neighbours.rows.map {
            RowPairing.Row(
                date: $0.date, amount: $0.amount, description: $0.description, bankReference: $0.bankReference,
                loose: $0.format != format)
        }
        let linked = Set(storedByPosition.values)
        let pairs = RowPairing.pair(
            statement: rows, ledger: ledger, passes: [.bankReference, .sameDescription, .sameDay, .nearDate],
            takenStatement: Set(storedByPosition.keys),
            takenLedger: Set(neighbours.rows.indices.filter { linked.contains(neighbours.rows[$0].id) }))
        var matches: [Int: (id: String, match: RowProof.Match)] = [:]
        // Linked rows must carry the statement's own amounts, or its balances no longer add up:
        // a bank id on another amount is left for `audit` to report.
        for pair in pairs where rows[pair.statement].amount == ledger[pair.ledger].amount {
            matches[pair.statement] = (neighbours.rows[pair.ledger].id, pair.match == .bankReference ? .bankReference : .dateAmount)
        }
        return matches
    }

    /// A verified statement proves the stored rows it printed: one `row_proofs` row each. A row
    /// of another format the statement printed once that its file held twice (the same date,
    /// amount and description, not printed by this statement) is marked a duplicate, with the
    /// reason in `ledger_events`. Returns how many were marked.
    func recordProofs(
        _ statement: Statement, statementID: Int64, fileName: String,
        links: [(position: Int, id: String, match: RowProof.Match)], neighbours: NeighbourRows, now: String
    ) throws -> [String] {
        guard statement.verification.verdict == .verified else { return [] }
        for link in links {
            let row = statement.transactions[link.position]
            try database.run(
                """
                INSERT INTO row_proofs (transaction_id, statement_id, position, page, line, matched_by, proven_at)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """,
                [
                    .text(link.id), .integer(statementID), .integer(Int64(link.position)), .integer(Int64(row.page)),
                    .integer(Int64(row.line)), .text(link.match.rawValue), .text(now),
                ])
        }
        let format = SourceFormat(statement.format)
        let claimed = Set(links.map(\.id))
        let byID = Dictionary(neighbours.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var marked: [String] = []
        var done = claimed
        for link in links {
            guard let kept = byID[link.id], kept.format != format else { continue }
            let description = DescriptionNormaliser.normalise(kept.description)
            let row = statement.transactions[link.position]
            for twin in neighbours.rows
            where !done.contains(twin.id) && twin.statementID == kept.statementID && twin.date == kept.date
                && twin.amount == kept.amount && DescriptionNormaliser.normalise(twin.description) == description
            {
                done.insert(twin.id)
                let reason =
                    "held twice: \(fileName) prints it once (page \(row.page), line \(row.line)), kept as \(kept.id)"
                // The status the mark replaces is recorded, so `review --not-duplicate` gives it back.
                let was =
                    try database.query("SELECT review_status FROM transactions WHERE id = ?", [.text(twin.id)]) {
                        $0.text(0)
                    }.first ?? ReviewStatus.needsReview.rawValue
                try database.run(
                    """
                    UPDATE transactions SET duplicate = 1, review_status = 'confirmed', updated_at = ? WHERE id = ?
                    """, [.text(now), .text(twin.id)])
                try recordLedgerEvent(
                    action: "marked duplicate", subject: "transaction \(twin.id)", detail: reason + Self.statusBeforeMark + was)
                marked.append(twin.id)
            }
        }
        return marked
    }
}
