import StatementCore

/// What a worker prints on stdout for its one file: the statements it read, or why it could not.
/// The parent decodes it; anything else on stdout (or nothing) means the worker died.
public struct WorkerAnswer: Codable, Sendable {
    public struct Failure: Error, Codable, Sendable, Equatable {
        /// One sentence naming the file and what to do.
        public var message: String
        /// An `AppError.Category` raw value, or `crashed` / `timeout` when the worker gave no answer.
        public var category: String
        /// The exit code `import` would have given for this file alone, when the worker said.
        public var exitCode: Int32?

        public init(message: String, category: String, exitCode: Int32? = nil) {
            self.message = message
            self.category = category
            self.exitCode = exitCode
        }

        public init(_ error: AppError) {
            self.init(message: error.message, category: error.category.rawValue)
        }

        /// The application's category: a worker that died is an internal error (a crash) or bad
        /// data (a PDF that keeps the reader busy forever).
        public var appCategory: AppError.Category {
            AppError.Category(rawValue: category) ?? (category == "timeout" ? .badData : .internalError)
        }
    }

    public var statements: [Statement]?
    public var pages: Int?
    /// Pages without a text layer, for a warning.
    public var pagesWithoutText: [Int]?
    public var failure: Failure?

    public init(statements: [Statement], pages: Int, pagesWithoutText: [Int] = []) {
        self.statements = statements
        self.pages = pages
        self.pagesWithoutText = pagesWithoutText
    }

    public init(failure: Failure) {
        self.failure = failure
    }
}
