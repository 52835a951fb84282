import StatementCore

/// What the ledger holds beside one statement: the account's rows in its period from any file,
/// compared row by row.
public struct StatementAudit: Sendable, Hashable {
    public var accountID: Int64
    public var period: DateRange
    public var statementRows: Int
    public var ledgerRows: Int
    /// In the statement's order, then the extra rows by date.
    public var findings: [AuditFinding]

    public var matches: Bool { findings.isEmpty }
}
