/// A statement read from a structured file, with what the `Statement` model does not hold yet:
/// the format and each row's own id as the bank gives it (OFX `FITID`, CAMT `AcctSvcrRef`, MT940
/// bank reference), in the order of `statement.transactions`. Row provenance in the ledger comes
/// with issue 39 item 4; until then the ids travel beside the statement.
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
