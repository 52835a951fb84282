/// A decision the text may leave open, read each way when the first reading is not verified
/// (`ReadingChoice`), the statement's own figures choosing. Each decision is one file of this
/// folder, its place in the order one line of `ReadingDecisions.all`; what it supposes is a
/// field of `Hypothesis` that one stage reads (how a reading uses it), and what the first
/// reading learns of it a field of `OpenDecisions` that stage fills in.
protocol ReadingDecision: Sendable {
    /// Its name in the trace and in `parse --explain`: "sections", "date-order".
    var name: String { get }
    /// The readings that change this decision of `best`; none when the text leaves it no choice.
    /// `first` is the parser's first reading, which alone learns some of what is open.
    func alternatives(to best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> [Hypothesis]
    /// Whether `reading` is kept over the one `chosen` so far.
    func prefers(_ reading: ReadingChoice.Reading, over chosen: ReadingChoice.Reading) -> Bool
    /// What `reading` supposes of this decision, as the trace names it: "amounts as printed".
    func summary(of reading: ReadingChoice.Reading, from best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> String
    /// Every reading tried is stored with the statement, not only another one kept.
    var storesEveryReading: Bool { get }
}

extension ReadingDecision {
    /// A reading that changes what every row means replaces the one chosen only when it scores
    /// better and is verified: a statement that fails either way keeps the reading the text
    /// gave, rather than one that proves a few rows by chance.
    func prefers(_ reading: ReadingChoice.Reading, over chosen: ReadingChoice.Reading) -> Bool {
        ReadingChoice.score(reading) > ReadingChoice.score(chosen) && reading.statement.verification.verdict == .verified
    }

    var storesEveryReading: Bool { false }
}
