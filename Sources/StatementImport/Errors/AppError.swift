/// The one error of the application layer: what kind of failure it is (the front end maps the
/// category to an exit code or an HTTP status) and one sentence a user can act on: which file,
/// what is wrong, what to do.
public struct AppError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Category: String, Sendable, CaseIterable {
        /// The request itself is wrong: an unknown option, a value out of range.
        case usage
        /// The input is there but not usable: not a PDF, damaged, does not add up.
        case badData
        /// The input is not there or cannot be read: a missing file, no ledger yet.
        case noInput
        /// A PDF password is needed or wrong, or a service refused the key.
        case password
        /// The ledger cannot be created, opened or written.
        case ledgerUnavailable
        /// Another process holds the ledger's write lock; trying again later will work.
        case ledgerBusy
        /// A configuration file (rules, layouts) is wrong or missing.
        case configuration
        /// A service the command needs cannot be reached or answers with an error (`remote check`).
        case unavailable
        /// A bug or a condition the tool did not expect.
        case internalError
    }

    public var category: Category
    /// One line, no trailing newline.
    public var message: String
    /// For a file refused on a question only its owner can answer (which currency, which
    /// account): the option of `import` that answers it, with a placeholder (`--currency CODE`).
    /// `batch` writes the whole command beside the file in failed/.
    public var decision: String?

    public init(_ category: Category, _ message: String, decision: String? = nil) {
        self.category = category
        self.message = message
        self.decision = decision
    }

    public var description: String { message }

    public static func usage(_ message: String) -> AppError { AppError(.usage, message) }
    public static func badData(_ message: String) -> AppError { AppError(.badData, message) }
    public static func noInput(_ message: String) -> AppError { AppError(.noInput, message) }
}
