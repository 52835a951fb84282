/// What removing a statement did (or, in a dry run, would do).
public struct StatementRemoval: Sendable, Equatable {
    public var statementID: Int64
    public var fileName: String
    /// Rows only this statement printed: deleted with it.
    public var removedRows: Int
    /// Rows another statement printed too: kept, now owned by that statement.
    public var keptRows: Int
    /// Merchants whose locked choices were kept as learned memory.
    public var learnedMerchants: [String]
    public var dryRun: Bool
    /// The statements of the same file still stored (a combined statement's other accounts): they
    /// stay, and importing the file again stores the removed one alone.
    public var sameFile: [Int64] = []
}
