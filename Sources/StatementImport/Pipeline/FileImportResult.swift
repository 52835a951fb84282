import LedgerStore
import StatementCore

/// How one file of an import went.
public struct FileImportResult: Sendable {
    public enum Status: Sendable {
        /// Read and handed to the ledger: one outcome per statement (account) of the file, which
        /// may still say "already imported" or "rejected: does not add up".
        case stored(StatementFile, [ImportOutcome])
        /// Nothing of the file was stored.
        case failed(AppError)
        /// The ledger holds this file (same SHA-256) already: it was not read again and counts nothing.
        case alreadyImported
    }

    public var path: String
    public var status: Status
    /// Rows categorised with confidence, and rows left for review, among the rows stored.
    public var categorised: Int
    public var needsReview: Int
    /// Rows the ledger marked for review as it wrote them (look-alikes too), as `batch` reports them.
    public var markedForReview = 0

    public init(path: String, status: Status, categorised: Int = 0, needsReview: Int = 0) {
        self.path = path
        self.status = status
        self.categorised = categorised
        self.needsReview = needsReview
    }

    /// What went wrong, if anything: a failure's category, or bad data when a statement was
    /// rejected for not adding up.
    public var problem: AppError.Category? {
        switch status {
        case .failed(let error): return error.category
        case .alreadyImported: return nil
        case .stored(_, let outcomes):
            let rejected = outcomes.contains { outcome in
                if case .rejected = outcome.status { return true }
                return false
            }
            return rejected ? .badData : nil
        }
    }

    /// The result as the run's summary keeps it once reported: the statements' facts and verdicts
    /// without their rows, which the ledger holds now, so a folder of long statements is not held
    /// in memory to the end of the run.
    func withoutRows() -> FileImportResult {
        guard case .stored(var file, let outcomes) = status else { return self }
        for index in file.statements.indices { file.statements[index].transactions = [] }
        var result = self
        result.status = .stored(file, outcomes)
        return result
    }
}
