/// The tallies of one import run, built up as files are processed.
public struct ImportRunCounts: Sendable, Equatable {
    public var filesSeen = 0
    public var imported = 0
    public var skipped = 0
    public var failed = 0
    public var rowsInserted = 0
    public var duplicates = 0

    public init() {}

    public mutating func record(_ outcome: ImportOutcome) {
        filesSeen += 1
        switch outcome.status {
        case .imported: imported += 1
        case .alreadyImported: skipped += 1
        case .rejected: failed += 1
        }
        rowsInserted += outcome.inserted
        duplicates += outcome.duplicates
    }

    /// A file that could not even be parsed.
    public mutating func recordFailure() {
        filesSeen += 1
        failed += 1
    }
}
