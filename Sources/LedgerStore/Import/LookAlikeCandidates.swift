import StatementCore

/// The rows a statement's new rows are compared with for look-alikes: the account's rows of other
/// statements from two days before the statement's first date to two days after its last, read
/// once (`StoredRowWindow`) and grouped by amount, instead of one query per row.
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

    /// From the window the statement's write reads once (`StoredRowWindow`), duplicates included.
    init(window: StoredRowWindow) {
        for row in window.rows {
            let neighbour = row.neighbour
            let key = AmountKey(minorUnits: neighbour.amount.minorUnits, currency: neighbour.amount.currency.code)
            byAmount[key, default: []]
                .append(
                    Row(id: neighbour.id, date: row.storedDate, description: neighbour.description, statementID: neighbour.statementID))
        }
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
