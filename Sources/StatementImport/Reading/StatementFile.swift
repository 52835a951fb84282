import Categorisation
import StatementCore

/// What one statement file holds once read: one statement per account it prints (almost always
/// exactly one), its fingerprint and the pages that had no text layer.
public struct StatementFile: Sendable {
    public var path: String
    public var statements: [Statement]
    public var sha256: String
    /// Pages without a text layer, for a warning.
    public var pagesWithoutText: [Int]
    /// What the local categorisers suggest for each row of `statements` as read, worked out on the
    /// reading thread while the previous file was being stored; nil when not worked out there.
    public var suggestionsAsRead: [[CategorisedRow]]? = nil
    /// Pages read, when a worker said (the batch's progress line).
    public var pages = 0
}
