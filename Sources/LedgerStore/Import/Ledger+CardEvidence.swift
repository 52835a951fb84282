import StatementCore

extension Ledger {
    /// Days between one statement's end and the next one's start within which the next opening
    /// balance must be the previous closing one: card and account cycles adjoin.
    static let adjoiningDays = 7

    /// Whether `statement` belongs to `account` as far as the account's stored statements can
    /// tell: any sign of the same card wins over a contradiction (a statement may be reissued).
    func cardEvidence(_ statement: Statement, account: ResolvedAccount, rows: StatementFingerprints) throws -> CardEvidence {
        guard let range = Ledger.days(of: statement) else { return .unknown }
        let stored = try database.query(
            """
            SELECT period_start, period_end, opening_balance_minor, closing_balance_minor FROM statements
            WHERE account_id = ? AND period_start IS NOT NULL AND period_end IS NOT NULL ORDER BY period_start
            """, [.integer(account.id)]
        ) { row in
            (start: LocalDate(iso: row.text(0)), end: LocalDate(iso: row.text(1)), opening: row.optionalInt64(2), closing: row.optionalInt64(3))
        }
        let currency = statement.currency
        func money(_ minor: Int64) -> String { Money(minorUnits: minor, currency: currency).decimalString }
        var contradiction: String?
        for other in stored {
            guard let start = other.start, let end = other.end else { continue }
            if start <= range.end && range.start <= end {
                if (start == range.start && other.opening != nil && statement.openingBalance != nil
                    && other.opening != statement.openingBalance?.minorUnits)
                    || (end == range.end && other.closing != nil && statement.closingBalance != nil
                        && other.closing != statement.closingBalance?.minorUnits)
                {
                    contradiction = contradiction ?? "its statement for \(start.iso) to \(end.iso) has other balances"
                    continue
                }
                let overlap = DateRange(start: max(start, range.start), end: min(end, range.end))
                // Only asked for when days overlap; `rows` keeps them for the import if this account is chosen.
                let prints = rows.rows(accountKey: account.fingerprintKey).lazy.map(\.fingerprint.hex)
                let mine = Set(zip(statement.transactions, prints).filter { overlap.start <= $0.0.date && $0.0.date <= overlap.end }.map(\.1))
                let theirs = Set(try fingerprints(account: account, within: overlap))
                // One card prints the same rows over the same days; a row only one side has on
                // each side is two cards (a monthly fee alike on both is not enough). Rows on
                // one side only may be a posting cut-off at the edge: that tells nothing.
                if mine.isSubset(of: theirs) || theirs.isSubset(of: mine) {
                    if !mine.isDisjoint(with: theirs) { return .same }
                } else {
                    contradiction = contradiction ?? "its statement for \(start.iso) to \(end.iso) covers the same days with other rows"
                }
            } else if end < range.start, end.adding(days: Ledger.adjoiningDays) >= range.start,
                let closing = other.closing, let opening = statement.openingBalance?.minorUnits
            {
                if closing == opening { return .same }
                contradiction =
                    contradiction ?? "its statement ending \(end.iso) closes at \(money(closing)), "
                    + "but this one opens at \(money(opening)) on \(range.start.iso)"
            } else if range.end < start, range.end.adding(days: Ledger.adjoiningDays) >= start,
                let opening = other.opening, let closing = statement.closingBalance?.minorUnits
            {
                if closing == opening { return .same }
                contradiction =
                    contradiction ?? "its statement from \(start.iso) opens at \(money(opening)), "
                    + "but this one closes at \(money(closing)) on \(range.end.iso)"
            }
        }
        return contradiction.map(CardEvidence.contradiction) ?? .unknown
    }

    private func fingerprints(account: ResolvedAccount, within range: DateRange) throws -> [String] {
        try database.query(
            "SELECT fingerprint FROM transactions WHERE account_id = ? AND date >= ? AND date <= ?",
            [.integer(account.id), .text(range.start.iso), .text(range.end.iso)]
        ) { $0.text(0) }
    }
}
