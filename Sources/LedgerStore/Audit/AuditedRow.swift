import StatementCore

/// A ledger row as an audit names it: its id, what it says and the file it came from.
public struct AuditedRow: Sendable, Hashable {
    public var id: String
    public var date: LocalDate
    public var amount: Money
    public var description: String
    public var fileName: String
    public var format: SourceFormat
    /// Where that file has it: page and line of a PDF, page 1 and the line of a text file.
    public var page: Int
    public var line: Int
}
