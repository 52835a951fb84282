import LedgerStore

/// The whole run: the counts recorded in `import_runs` and the per-file results in order.
public struct ImportSummary: Sendable {
    public var dryRun: Bool
    public var counts: ImportRunCounts
    public var categorised: Int
    public var needsReview: Int
    /// Stored statements without their rows: the events saw each whole file as it finished.
    public var results: [FileImportResult]
    /// "remote: N asked, N from cache, N failed (N requests)" when the remote categoriser was on.
    public var remoteLine: String?

    /// The problem of every file that had one, in file order.
    public var problems: [AppError.Category] { results.compactMap(\.problem) }
}
