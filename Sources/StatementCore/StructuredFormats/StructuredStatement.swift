/// A statement read from a structured file, with its format and each row's own id as the bank
/// gives it (OFX `FITID`, CAMT `AcctSvcrRef`, MT940 bank reference), in the order of
/// `statement.transactions`. The statement carries both too (`Statement.format`,
/// `Statement.bankReferences`), which is what the ledger stores as each row's provenance.
public struct StructuredStatement: Hashable, Sendable {
    public var format: StructuredFormat
    public var statement: Statement
    /// One per row of `statement.transactions`; nil where the file gives none.
    public var bankReferences: [String?]

    public init(format: StructuredFormat, statement: Statement, bankReferences: [String?]) {
        self.format = format
        self.statement = statement
        self.bankReferences = bankReferences
    }
}
