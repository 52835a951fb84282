import StatementCore

/// The rows a statement's new rows are compared with for look-alikes: the account's rows of other
/// statements from two days before the statement's first date to two days after its last, read
/// in one query and grouped by amount, instead of one query per row.
struct LookAlikeCandidates {
    typealias Row = (id: String, date: String, description: String, statementID: Int64)

    private struct AmountKey: Hashable {
        var minorUnits: Int64
        var currency: String
    }

    /// Per amount, the rows in `ORDER BY date, id` order.
    private var byAmount: [AmountKey: [Row]] = [:]
    /// Normalised descriptions of rows already compared, by id.
    private var normalised: [String: String] = [:]

    /// Reads the candidates once; rows of `statementID` itself are distinct by construction.
    init(database: any LedgerDatabase, accountID: Int64, statementID: Int64, rows: [Transaction]) throws {
        guard let first = rows.first else { return }
        var (earliest, latest) = (first.date, first.date)
        for row in rows {
            if row.date < earliest { earliest = row.date }
            if row.date > latest { latest = row.date }
        }
        let found = try database.query(
            """
            SELECT id, date, description, statement_id, amount_minor, currency FROM transactions
            WHERE account_id = ? AND date BETWEEN ? AND ? AND statement_id <> ?
            ORDER BY date, id
            """,
            [
                .integer(accountID), .text(earliest.adding(days: -2).iso), .text(latest.adding(days: 2).iso),
                .integer(statementID),
            ]
        ) {
            (
                row: Row(id: $0.text(0), date: $0.text(1), description: $0.text(2), statementID: $0.int64(3)),
                key: AmountKey(minorUnits: $0.int64(4), currency: $0.text(5))
            )
        }
        for candidate in found { byAmount[candidate.key, default: []].append(candidate.row) }
    }

    /// Rows with the same amount and currency within two days of `row` whose description differs
    /// once normalised.
    mutating func matches(for row: Transaction) -> [Row] {
        guard let sameAmount = byAmount[AmountKey(minorUnits: row.amount.minorUnits, currency: row.amount.currency.code)] else {
            return []
        }
        let (from, to) = (row.date.adding(days: -2).iso, row.date.adding(days: 2).iso)
        let near = sameAmount.filter { $0.date >= from && $0.date <= to }
        guard !near.isEmpty else { return [] }
        let wanted = DescriptionNormaliser.normalise(row.description)
        return near.filter { candidate in
            let other = normalised[candidate.id] ?? DescriptionNormaliser.normalise(candidate.description)
            normalised[candidate.id] = other
            return other != wanted
        }
    }
}
