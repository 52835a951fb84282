extension Ledger {
    /// The rows the reports add up, oldest first; `filter` decides which (duplicates are left
    /// out unless it asks for them). Sums are made by the caller with checked arithmetic: an SQL
    /// SUM would overflow differently on each backend.
    public func entries(_ filter: TransactionFilter = TransactionFilter()) throws -> [LedgerEntry] {
        let (whereSQL, values) = filter.whereClause
        return try database.query(
            """
            SELECT \(LedgerEntry.columns) FROM transactions \(whereSQL)
            ORDER BY date, statement_id, page, line, id
            """, values, LedgerEntry.init(row:))
    }
}
