/// Why one file did not get into the ledger, in the pipeline's words: one sentence naming the file
/// and what to do, its error category, and the exit code and decision `import` would give it
/// alone. Codable: a worker reading the file in another process sends it as it is.
public struct FileFailure: Error, Codable, Sendable, Equatable {
    /// One sentence naming the file and what to do.
    public var message: String
    /// An `AppError.Category` raw value, or `crashed` / `timeout` when the worker gave no answer.
    public var category: String
    /// The exit code `import` would have given for this file alone, when the worker said.
    public var exitCode: Int32?
    /// The option of `import` that takes the file once its owner has decided (`AppError.decision`).
    public var decision: String?

    public init(message: String, category: String, exitCode: Int32? = nil, decision: String? = nil) {
        self.message = message
        self.category = category
        self.exitCode = exitCode
        self.decision = decision
    }

    public init(_ error: AppError) {
        self.init(message: error.message, category: error.category.rawValue, decision: error.decision)
    }

    /// The application's category: a worker that died is an internal error (a crash) or bad
    /// data (a PDF that keeps the reader busy forever).
    public var appCategory: AppError.Category {
        AppError.Category(rawValue: category) ?? (category == "timeout" ? .badData : .internalError)
    }
}
