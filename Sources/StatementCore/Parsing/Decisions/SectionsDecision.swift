/// A heading such as "Pending" or "Balance summary" says the lines under it are not booked
/// rows, but the same words also stand beside a booked row ("(pending)") or over a summary box
/// that a transaction table follows without a heading of its own. Each heading taken back
/// alone, then all of them. Read by the table reader (`FindingTables`).
struct SectionsDecision: ReadingDecision {
    var name: String { "sections" }

    func alternatives(to best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> [Hypothesis] {
        let headings = first.leftOutHeadings.map(\.index)
        var sets = headings.prefix(ReadingChoice.maximumAlternatives - 1).map { Set([$0]) }
        if headings.count > 1 { sets.append(Set(headings)) }
        return sets.map {
            var hypothesis = best.hypothesis
            hypothesis.ignoredHeadings = $0
            return hypothesis
        }
    }

    /// A heading taken back may leave a better reading that still fails: the rows it proves are
    /// the evidence.
    func prefers(_ reading: ReadingChoice.Reading, over chosen: ReadingChoice.Reading) -> Bool {
        ReadingChoice.score(reading) > ReadingChoice.score(chosen)
    }

    func summary(of reading: ReadingChoice.Reading, from best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> String {
        let names = first.leftOutHeadings.filter { reading.hypothesis.ignoredHeadings.contains($0.index) }
            .map { "'\($0.text)' (page \($0.page), line \($0.line))" }
        return names.isEmpty ? "every section heading honoured" : "ignoring " + names.joined(separator: ", ")
    }

    /// Stored with the statement whatever was chosen, as ever.
    var storesEveryReading: Bool { true }
}
