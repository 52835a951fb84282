import StatementCore

/// What one statement file holds once read: one statement per account it prints (almost always
/// exactly one), its fingerprint and the pages that had no text layer.
public struct StatementFile: Sendable {
    public var path: String
    public var statements: [Statement]
    public var sha256: String
    /// Pages without a text layer, for a warning.
    public var pagesWithoutText: [Int]
}
