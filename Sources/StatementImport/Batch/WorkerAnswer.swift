import StatementCore

/// What a worker prints on stdout for its one file: the statements it read, or why it could not.
/// The parent decodes it; anything else on stdout (or nothing) means the worker died.
public struct WorkerAnswer: Codable, Sendable {
    public struct Failure: Error, Codable, Sendable, Equatable {
        /// One sentence naming the file and what to do.
        public var message: String
        public var category: String
        /// The exit code `import` would have given for this file alone.
        public var exitCode: Int32

        public init(message: String, category: String, exitCode: Int32) {
            self.message = message
            self.category = category
            self.exitCode = exitCode
        }
    }

    public var statements: [Statement]?
    public var pages: Int?
    public var failure: Failure?

    public init(statements: [Statement], pages: Int) {
        self.statements = statements
        self.pages = pages
    }

    public init(failure: Failure) {
        self.failure = failure
    }
}
