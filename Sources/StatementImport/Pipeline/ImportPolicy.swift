/// What `import` and `batch` do differently with the one `ImportPipeline` (swift-format's
/// frontends, one pipeline and a subclass each, are the model): when the chain asks its members
/// that see several statements at once (the remote model), and what happens once a file has
/// ended. Everything else, from reading to storing, is the pipeline's and the same for both.
protocol ImportPolicy: AnyObject {
    /// `import` asks once per run (a request fills up with every file's open rows); `batch` once
    /// per file, so each file is stored and moved before the next.
    var flush: FlushMoment { get }

    /// A file is about to be read, or found held already (a progress line).
    func fileStarting(_ file: IncomingFile)

    /// After each file: `import` reports it; `batch` moves it to processed/ or failed/ and records
    /// it. Throwing stops the run (a ledger that fails under the batch).
    func fileEnded(_ end: FileEnd) throws(AppError)

    /// The chain asked the remote model: its warnings and counts so far.
    func flushed(_ remote: RemoteChainMember)

    /// A file categorised by the local members, when the pipeline's destination is the policy
    /// (`remote preview`) rather than the ledger.
    func fileCategorised(_ file: PreparedFile, by categoriser: LedgerCategoriser) throws(AppError)
}

extension ImportPolicy {
    /// `import` and `batch` store every file: nothing is handed to them categorised.
    func fileCategorised(_ file: PreparedFile, by categoriser: LedgerCategoriser) throws(AppError) {}
}

/// When the pipeline asks the chain's members that see several statements' open rows at once.
enum FlushMoment {
    case oncePerRun
    case oncePerFile
}
