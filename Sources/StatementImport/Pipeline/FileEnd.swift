/// How one file left the pipeline, as the policy gets it.
struct FileEnd {
    var file: IncomingFile
    /// Stored (with the ledger's verdicts), held already, or failed with one line naming it.
    var result: FileImportResult
    /// The failure as its stage gave it (a worker's `crashed` or `timeout` kept), when it failed.
    var failure: FileFailure?
    /// It failed once read, in the ledger's hands (its currency, its rows' categories, the write).
    var failedAfterReading = false
    /// It changed while it was read: reading it again once it has stopped changing works.
    var readAgainLater = false
    /// Its SHA-256, when it was hashed or read.
    var sha256: String?

    static func held(_ file: IncomingFile, sha256: String) -> FileEnd {
        FileEnd(file: file, result: FileImportResult(path: file.path, status: .alreadyImported), sha256: sha256)
    }

    static func failed(_ file: IncomingFile, _ read: ReadFailure, sha256: String?) -> FileEnd {
        FileEnd(
            file: file, result: FileImportResult(path: file.path, status: .failed(read.error)), failure: read.failure,
            readAgainLater: read.readAgainLater, sha256: sha256)
    }

    static func failedAfterReading(_ file: IncomingFile, _ error: AppError, sha256: String) -> FileEnd {
        FileEnd(
            file: file, result: FileImportResult(path: file.path, status: .failed(error)), failure: FileFailure(error),
            failedAfterReading: true, sha256: sha256)
    }
}
