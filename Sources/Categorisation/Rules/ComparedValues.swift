/// The values the rules compare a row's amount (or date) with, sorted: two values that fall in the
/// same place among them answer every comparison of every rule alike, so a row's answer can be
/// kept for the next row that differs from it only inside that place.
struct ComparedValues<Value: Comparable & Hashable & Sendable>: Sendable {
    private let thresholds: [Value]

    init(_ values: some Sequence<Value>) {
        thresholds = Set(values).sorted()
    }

    /// `2 * i + 1` when the value equals the i-th threshold, `2 * i` when it lies below it and
    /// above the one before (or above them all, with i the count).
    func place(of value: Value) -> Int {
        var low = 0, high = thresholds.count
        while low < high {
            let middle = low + (high - low) / 2
            if thresholds[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < thresholds.count && thresholds[low] == value ? 2 * low + 1 : 2 * low
    }
}
