/// What storing one file did, as the batch files it.
public struct StoredFile: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case imported
        case alreadyImported
    }

    public var outcome: Outcome
    public var rowsInserted: Int
    /// Rows stored that wait for a person: low confidence, no category, or look-alikes.
    public var needsReview: Int

    public init(outcome: Outcome, rowsInserted: Int = 0, needsReview: Int = 0) {
        self.outcome = outcome
        self.rowsInserted = rowsInserted
        self.needsReview = needsReview
    }
}
