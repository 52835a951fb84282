import Categorisation
import StatementCore
import Toolbox

/// One file's suggestions from the local categorisers, per statement and row: worked out at
/// once, or on a thread of their own (`--jobs` above 1) while the ledger gets the write ready
/// (fingerprints, stored copies, look-alikes), which waits for them at its first row.
enum FileSuggestions: Sendable {
    case ready(Result<[[CategorisedRow]], AppError>)
    case working(BackgroundWork<Result<[[CategorisedRow]], AppError>>)

    static func start(onThread: Bool, _ work: @escaping @Sendable () throws(AppError) -> [[CategorisedRow]]) -> FileSuggestions {
        guard onThread else { return .ready(Result { () throws(AppError) in try work() }) }
        return .working(BackgroundWork { Result { () throws(AppError) in try work() } })
    }

    var result: Result<[[CategorisedRow]], AppError> {
        switch self {
        case .ready(let result): result
        case .working(let work): work.value
        }
    }

    /// A failure already known without waiting: a file is then not offered to the ledger at all.
    var failureSoFar: AppError? {
        guard case .ready(.failure(let error)) = self else { return nil }
        return error
    }
}
