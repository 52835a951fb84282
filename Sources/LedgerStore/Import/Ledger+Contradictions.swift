import StatementCore

extension Ledger {
    /// Pairs of verified statements of one account that share a row and print other balances for
    /// one day (the same first day with another opening, the same last day with another closing);
    /// with `statementID`, only the pairs that statement makes with those stored before it. Only a
    /// verified statement's balances are surely the balances of its first and last day: one
    /// accepted unverified may print a balance of another day (an OFX's `LEDGERBAL` is the
    /// balance when it was downloaded), or one that does not add up.
    public func contradictions(of statementID: Int64? = nil) throws -> [StatementContradiction] {
        let pairs = try database.query(
            """
            SELECT a.id, b.id FROM statements a
            JOIN statements b ON b.account_id = a.account_id AND b.id > a.id
            WHERE a.verdict = 'verified' AND b.verdict = 'verified'
              AND ((a.period_start = b.period_start AND a.opening_balance_minor <> b.opening_balance_minor)
                OR (a.period_end = b.period_end AND a.closing_balance_minor <> b.closing_balance_minor))
              AND EXISTS (
                SELECT 1 FROM statement_rows ra JOIN statement_rows rb ON rb.transaction_id = ra.transaction_id
                WHERE ra.statement_id = a.id AND rb.statement_id = b.id)
            """ + (statementID == nil ? "" : " AND b.id = ?") + " ORDER BY a.id, b.id",
            statementID.map { [.integer($0)] } ?? []
        ) { (earlier: $0.int64(0), later: $0.int64(1)) }
        return try pairs.compactMap { pair in
            guard let earlier = try contradictionSide(pair.earlier), let later = try contradictionSide(pair.later) else { return nil }
            var found = StatementContradiction(
                accountID: earlier.account, account: earlier.label, earlier: earlier.side, later: later.side)
            found.carriedOver = try carriedOver(found)
            return found
        }
    }

    /// Refuses the statement just written when it contradicts one stored from another file: the
    /// caller's transaction is then undone, so nothing of the file is stored.
    func refuseContradictions(of statementID: Int64, fileSHA256: String) throws {
        let found = try contradictions(of: statementID).filter { $0.earlier.fileSHA256 != fileSHA256 }
        if !found.isEmpty { throw LedgerError.contradictsStoredStatement(found) }
    }

    private func contradictionSide(_ id: Int64) throws -> (side: StatementContradiction.Side, account: Int64, label: String)? {
        try database.query(
            """
            SELECT s.id, s.file_name, s.file_sha256, s.period_start, s.period_end, s.opening_balance_minor,
                   s.closing_balance_minor, s.currency, s.account_id, COALESCE(a.name, a.masked_number)
            FROM statements s JOIN accounts a ON a.id = s.account_id WHERE s.id = ?
            """, [.integer(id)]
        ) { row in
            Self.side(row).map { ($0, row.int64(8), row.text(9)) }
        }.first ?? nil
    }

    /// The statement just before the two (when they open alike) or just after them (when they
    /// close alike) whose balance one of them carries over and the other does not; none when
    /// the neighbours say nothing or say both.
    private func carriedOver(_ pair: StatementContradiction) throws -> StatementContradiction.CarriedOver? {
        var votes: [StatementContradiction.CarriedOver] = []
        let columns = "id, file_name, file_sha256, period_start, period_end, opening_balance_minor, closing_balance_minor, currency"
        let others: [DatabaseValue] = [.integer(pair.accountID), .integer(pair.earlier.statementID), .integer(pair.later.statementID)]
        if pair.openingsDiffer,
            let before = try database.query(
                """
                SELECT \(columns) FROM statements
                WHERE account_id = ? AND id NOT IN (?, ?) AND verdict = 'verified' AND period_end < ?
                ORDER BY period_end DESC, id DESC LIMIT 1
                """, others + [.text(pair.earlier.period.start.iso)], Self.side
            ).first ?? nil,
            let closing = before.closing, (closing == pair.earlier.opening) != (closing == pair.later.opening)
        {
            votes.append(.init(neighbour: before, before: true, agreesWithEarlier: closing == pair.earlier.opening))
        }
        if pair.closingsDiffer,
            let after = try database.query(
                """
                SELECT \(columns) FROM statements
                WHERE account_id = ? AND id NOT IN (?, ?) AND verdict = 'verified' AND period_start > ?
                ORDER BY period_start, id LIMIT 1
                """, others + [.text(pair.earlier.period.end.iso)], Self.side
            ).first ?? nil,
            let opening = after.opening, (opening == pair.earlier.closing) != (opening == pair.later.closing)
        {
            votes.append(.init(neighbour: after, before: false, agreesWithEarlier: opening == pair.earlier.closing))
        }
        guard let first = votes.first, votes.allSatisfy({ $0.agreesWithEarlier == first.agreesWithEarlier }) else { return nil }
        return first
    }

    /// A statement's row as a side of a contradiction; nil when it has no period.
    private static func side(_ row: any DatabaseRow) -> StatementContradiction.Side? {
        guard let start = row.optionalText(3).flatMap(LocalDate.init(iso:)), let end = row.optionalText(4).flatMap(LocalDate.init(iso:))
        else { return nil }
        let currency = Currency(code: row.text(7))
        return StatementContradiction.Side(
            statementID: row.int64(0), fileName: row.text(1), fileSHA256: row.text(2), period: DateRange(start: start, end: end),
            opening: row.optionalInt64(5).map { Money(minorUnits: $0, currency: currency) },
            closing: row.optionalInt64(6).map { Money(minorUnits: $0, currency: currency) })
    }
}
