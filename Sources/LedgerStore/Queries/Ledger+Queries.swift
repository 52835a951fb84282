extension Ledger {
    /// Oldest first, in statement order within a day.
    public func transactions(_ filter: TransactionFilter = TransactionFilter()) throws -> [StoredTransaction] {
        let (whereSQL, values) = filter.whereClause
        let limitSQL = filter.limit == nil ? "" : "LIMIT ?"
        let limitValues: [SQLiteValue] = filter.limit.map { [.integer($0)] } ?? []
        return try database.query(
            """
            SELECT \(StoredTransaction.columns) FROM transactions \(whereSQL)
            ORDER BY date, statement_id, page, line, id \(limitSQL)
            """, values + limitValues, StoredTransaction.init(row:))
    }

    public func transaction(id: String) throws -> StoredTransaction? {
        try database.query(
            "SELECT \(StoredTransaction.columns) FROM transactions WHERE id = ?", [.text(id)],
            StoredTransaction.init(row:)
        ).first
    }

    public func statements() throws -> [StoredStatement] {
        try database.query(
            "SELECT \(StoredStatement.columns) FROM statements ORDER BY period_start, id",
            [], StoredStatement.init(row:))
    }

    public func accounts() throws -> [StoredAccount] {
        try database.query(
            "SELECT id, institution, masked_number, currency, kind, name, bank_code FROM accounts ORDER BY id",
            [], StoredAccount.init(row:))
    }

    /// The transaction each parsed row of a statement was stored as or matched, in row order.
    public func statementRows(statementID: Int64) throws -> [String] {
        try database.query(
            "SELECT transaction_id FROM statement_rows WHERE statement_id = ? ORDER BY position",
            [.integer(statementID)]
        ) { $0.text(0) }
    }
}
