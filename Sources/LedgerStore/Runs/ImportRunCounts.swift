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
        record(file: [outcome])
    }

    /// One file, with an outcome per account it prints: they share one fate, whole or nothing.
    public mutating func record(file outcomes: [ImportOutcome]) {
        filesSeen += 1
        if outcomes.contains(where: { if case .rejected = $0.status { true } else { false } }) {
            failed += 1
        } else if outcomes.contains(where: { $0.status == .imported }) {
            imported += 1
        } else {
            skipped += 1
        }
        rowsInserted += outcomes.reduce(0) { $0 + $1.inserted }
        duplicates += outcomes.reduce(0) { $0 + $1.duplicates }
    }

    /// A file that could not even be parsed.
    public mutating func recordFailure() {
        filesSeen += 1
        failed += 1
    }
}
