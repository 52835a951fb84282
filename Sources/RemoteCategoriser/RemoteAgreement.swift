/// How often the model gave the settled rows sent beside the open ones their known category: the
/// trust its answers earn. A model sure of itself and wrong (a small local model answering 0.9 to
/// everything) shows here, and its answers then wait for review instead of settling rows.
public struct RemoteAgreement: Sendable, Hashable {
    /// Settled rows the model answered, and how many of those it got right.
    public var asked = 0
    public var right = 0

    /// Fewer answers than this say too little to judge by.
    public static let minimumAsked = 3
    /// Settled rows sent with each batch: one batch is enough to judge by.
    public static let settledPerBatch = 3

    public init(asked: Int = 0, right: Int = 0) {
        self.asked = asked
        self.right = right
    }

    /// The share right, nil until `minimumAsked` settled rows were answered.
    public var share: Double? { asked >= RemoteAgreement.minimumAsked ? Double(right) / Double(asked) : nil }

    public mutating func record(answered categoryID: String?, expected: String) {
        asked += 1
        if categoryID == expected { right += 1 }
    }

    /// "agreement 7 of 8 settled rows (88%)", or nil when none was asked.
    public var text: String? {
        guard asked > 0 else { return nil }
        let percent = Int((Double(right) * 100 / Double(asked)).rounded())
        return "agreement \(right) of \(asked) settled row\(asked == 1 ? "" : "s") (\(percent)%)"
            + (share == nil ? ", too few to judge by" : "")
    }

    /// The confidence an answer keeps: no more than the agreement supports.
    public func capped(_ confidence: Double) -> Double {
        guard let share else { return confidence }
        return min(confidence, share)
    }

    /// False when the agreement is known and under the floor: the answers become suggestions for
    /// review, never settled rows.
    public func trusted(floor: Double) -> Bool {
        guard let share else { return true }
        return share >= floor
    }

    /// Batches are not made smaller than this: each also carries `settledPerBatch` settled rows.
    public static let smallestBatch = 4

    /// The batch size the next run asks in, after a run in batches of `current`: half as many rows
    /// (not under `smallestBatch`) when this run's agreement is known and under the floor, since
    /// small models give one category to a whole large batch; otherwise the same.
    public func nextBatchSize(after current: Int, floor: Double) -> Int {
        guard !trusted(floor: floor), current > RemoteAgreement.smallestBatch else { return current }
        return max(RemoteAgreement.smallestBatch, current / 2)
    }
}
