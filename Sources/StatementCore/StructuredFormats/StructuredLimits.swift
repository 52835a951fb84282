/// The bounds every structured reader keeps to, so a hostile or broken file costs bounded time
/// and memory: the same order as the PDF reader's page and size limits.
public struct StructuredLimits: Sendable, Hashable {
    /// The largest file read at all.
    public var maxBytes = 64 << 20
    /// The deepest nesting of XML elements or OFX aggregates; CAMT needs about 12.
    public var maxDepth = 64
    /// The most XML elements or OFX tags in one file.
    public var maxElements = 2_000_000
    /// The most rows in one statement.
    public var maxRows = 500_000
    /// The longest single line, field or CSV cell.
    public var maxFieldBytes = 1 << 20

    public init() {}

    public static let standard = StructuredLimits()
}
