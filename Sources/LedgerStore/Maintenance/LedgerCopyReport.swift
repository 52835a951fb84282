/// What `ledger copy` moved and proved: rows per table, and the balance of every account, read
/// back from the target inside the copy's transaction and equal to the source's.
public struct LedgerCopyReport: Sendable, Equatable {
    public var rowsPerTable: [(table: String, rows: Int64)]
    public var accountsBalanced: Int

    public var totalRows: Int64 { rowsPerTable.reduce(0) { $0 + $1.rows } }

    public static func == (left: LedgerCopyReport, right: LedgerCopyReport) -> Bool {
        left.rowsPerTable.map(\.table) == right.rowsPerTable.map(\.table) && left.rowsPerTable.map(\.rows) == right.rowsPerTable.map(\.rows)
            && left.accountsBalanced == right.accountsBalanced
    }
}
