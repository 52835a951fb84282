import LedgerStore

/// An answer the session took, with what is needed to take it back.
public struct ReviewAnswer: Sendable, Equatable {
    public var position: Int
    public var decision: ReviewDecision
    /// The row before the answer changed it; nil for a skip, which changed nothing.
    public var snapshot: ReviewSnapshot?

    public init(position: Int, decision: ReviewDecision, snapshot: ReviewSnapshot?) {
        self.position = position
        self.decision = decision
        self.snapshot = snapshot
    }
}
