/// Details printed above each entry's date line rather than below (or the other way), and
/// undated amount lines under a row taken as rows or as details (`EntryGrouping`). Read by the
/// table reader and `groupEntries`.
struct EntriesDecision: ReadingDecision {
    var name: String { "entries" }

    func alternatives(to best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> [Hypothesis] {
        EntryGrouping.alternatives(to: best.hypothesis, found: best.open.entries)
    }

    /// The figures are often the same either way: on every figure the same, the reading that
    /// leaves less undescribed is kept, though it is proven no further (`EntryGrouping.explainsMore`).
    func prefers(_ reading: ReadingChoice.Reading, over chosen: ReadingChoice.Reading) -> Bool {
        if ReadingChoice.score(reading) > ReadingChoice.score(chosen), reading.statement.verification.verdict == .verified { return true }
        return ReadingChoice.score(reading) >= ReadingChoice.score(chosen) && EntryGrouping.explainsMore(reading, than: chosen)
    }

    func summary(of reading: ReadingChoice.Reading, from best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> String {
        EntryGrouping.describe(reading.hypothesis, found: best.open.entries) + " (\(reading.open.entries.summary))"
    }
}
