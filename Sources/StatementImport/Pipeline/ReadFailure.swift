/// Why a file could not be read, as its reader said it: a worker that crashed or ran out of time
/// keeps its own kind (`crashed`, `timeout`) for the batch's report.
struct ReadFailure: Error {
    var failure: FileFailure
    /// The file changed while it was read: nothing is wrong with it, reading it again later works.
    var readAgainLater = false

    init(_ failure: FileFailure, readAgainLater: Bool = false) {
        self.failure = failure
        self.readAgainLater = readAgainLater
    }

    init(_ error: AppError, readAgainLater: Bool = false) {
        self.init(FileFailure(error), readAgainLater: readAgainLater)
    }

    var error: AppError { AppError(failure.appCategory, failure.message, decision: failure.decision) }
}
