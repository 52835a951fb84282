import Categorisation
import StatementCore

/// One parsed statement file to store, with what the categoriser said about each row.
public struct StatementImportRequest: Sendable {
    public var statement: Statement
    public var fileName: String
    /// Lowercase hex SHA-256 of the PDF's bytes: the same file is never imported twice.
    public var fileSHA256: String
    public var toolVersion: String
    /// Empty, or one entry per `statement.transactions`, in order. Rows without a suggestion
    /// (or with a nil category) are stored uncategorised and marked needs_review.
    public var suggestions: [Suggestion?]
    /// Instead of `suggestions`: suggestions still being worked out on another thread, asked for
    /// when the statement's first row is written, so the ledger's own preparation (fingerprints,
    /// stored copies, look-alikes) runs meanwhile. An error it throws undoes the whole write.
    public var suggestionsWhenWriting: (@Sendable () throws -> [Suggestion?])?

    public init(
        statement: Statement, fileName: String, fileSHA256: String, toolVersion: String,
        suggestions: [Suggestion?] = [], suggestionsWhenWriting: (@Sendable () throws -> [Suggestion?])? = nil
    ) {
        self.statement = statement
        self.fileName = fileName
        self.fileSHA256 = fileSHA256.lowercased()
        self.toolVersion = toolVersion
        self.suggestions = suggestions
        self.suggestionsWhenWriting = suggestionsWhenWriting
    }
}
