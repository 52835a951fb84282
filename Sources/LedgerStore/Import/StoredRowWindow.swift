import StatementCore

/// The account's rows of other statements from two days before a statement's first date to two
/// days after its last, read once per statement written: the look-alike check
/// (`LookAlikeCandidates`) and the cross-file match (`NeighbourRows`) both compare a new
/// statement with this same window, and reading it twice cost a second query and a second
/// decoding of every row in it.
struct StoredRowWindow {
    struct Row {
        var neighbour: NeighbourRows.Row
        /// The date as stored: look-alikes compare and show the stored text.
        var storedDate: String
        /// Marked duplicate by a person: still a look-alike, no longer a neighbour.
        var duplicate: Bool
        /// Whether the row's statement is there (a neighbour must have one).
        var hasStatement: Bool
    }

    var rows: [Row] = []

    /// Nothing is read for a statement without rows.
    init(database: any LedgerDatabase, accountID: Int64, statementID: Int64, transactions: [Transaction]) throws {
        guard let (start, end) = NeighbourRows.window(transactions) else { return }
        rows = try database.query(
            """
            SELECT t.id, t.statement_id, t.date, t.amount_minor, t.currency, t.description, t.bank_reference,
                COALESCE(s.format, 'pdf'), t.page, t.line, t.duplicate,
                CASE WHEN s.id IS NULL THEN 0 ELSE 1 END
            FROM transactions t LEFT JOIN statements s ON s.id = t.statement_id
            WHERE t.account_id = ? AND t.date BETWEEN ? AND ? AND t.statement_id <> ?
            ORDER BY t.date, t.id
            """,
            [.integer(accountID), .text(start.iso), .text(end.iso), .integer(statementID)]
        ) {
            Row(
                neighbour: NeighbourRows.Row(
                    id: $0.text(0), statementID: $0.int64(1), date: LocalDate(iso: $0.text(2)) ?? LocalDate(dayNumber: 0),
                    amount: Money(minorUnits: $0.int64(3), currency: Currency(code: $0.text(4))), description: $0.text(5),
                    bankReference: $0.optionalText(6), format: SourceFormat(rawValue: $0.text(7)) ?? .pdf,
                    page: $0.int(8), line: $0.int(9)),
                storedDate: $0.text(2), duplicate: $0.bool(10), hasStatement: $0.bool(11))
        }
    }
}
