import StatementCore

/// The account's rows from other statements around a statement's dates (two days either side),
/// with the format of the file each came from: what an import matches its rows against so a
/// month read from a CSV and then from its PDF is held once, and what an audit compares with.
struct NeighbourRows {
    struct Row {
        var id: String
        var statementID: Int64
        var date: LocalDate
        var amount: Money
        var description: String
        var bankReference: String?
        /// NULL (a statement stored before formats were kept) reads as a PDF's: it was one.
        var format: SourceFormat
        var page: Int
        var line: Int
    }

    var rows: [Row] = []

    /// Rows a person marked duplicate are left out: they are no longer the ledger's.
    init(
        database: any LedgerDatabase, accountID: Int64, excluding statementID: Int64?, from start: LocalDate, to end: LocalDate
    )
        throws
    {
        rows = try database.query(
            """
            SELECT t.id, t.statement_id, t.date, t.amount_minor, t.currency, t.description, t.bank_reference,
                COALESCE(s.format, 'pdf'), t.page, t.line
            FROM transactions t JOIN statements s ON s.id = t.statement_id
            WHERE t.account_id = ? AND t.date BETWEEN ? AND ? AND t.statement_id <> ? AND t.duplicate = 0
            ORDER BY t.date, t.id
            """,
            [.integer(accountID), .text(start.iso), .text(end.iso), .integer(statementID ?? -1)]
        ) {
            Row(
                id: $0.text(0), statementID: $0.int64(1), date: LocalDate(iso: $0.text(2)) ?? LocalDate(dayNumber: 0),
                amount: Money(minorUnits: $0.int64(3), currency: Currency(code: $0.text(4))), description: $0.text(5),
                bankReference: $0.optionalText(6), format: SourceFormat(rawValue: $0.text(7)) ?? .pdf,
                page: $0.int(8), line: $0.int(9))
        }
    }

    /// The neighbours among the rows an import's write read once: those of a statement there, not
    /// marked duplicate (what the query above leaves out).
    init(window: StoredRowWindow) {
        rows = window.rows.filter { $0.hasStatement && !$0.duplicate }.map(\.neighbour)
    }

    /// The window around `transactions`' dates; nil when there is no row.
    static func window(_ transactions: [Transaction]) -> (LocalDate, LocalDate)? {
        guard let first = transactions.first else { return nil }
        var (earliest, latest) = (first.date, first.date)
        for row in transactions {
            if row.date < earliest { earliest = row.date }
            if row.date > latest { latest = row.date }
        }
        return (earliest.adding(days: -RowPairing.nearDays), latest.adding(days: RowPairing.nearDays))
    }
}
