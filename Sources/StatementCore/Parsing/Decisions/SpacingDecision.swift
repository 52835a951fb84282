/// A PDF that sets its letters apart splits words into pieces ("1 7 /jan"); where the
/// document's gaps fall in a narrow and a wide cluster, the pieces joined at the valley
/// (`SpacedLetters`). Read by `StatementParser.read` before the lines are read.
struct SpacingDecision: ReadingDecision {
    var name: String { "spacing" }

    func alternatives(to best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> [Hypothesis] {
        guard let gap = first.open.spacedLetters, best.hypothesis.joiningGap == nil else { return [] }
        var hypothesis = best.hypothesis
        hypothesis.joiningGap = gap
        return [hypothesis]
    }

    func summary(of reading: ReadingChoice.Reading, from best: ReadingChoice.Reading, first: ReadingChoice.Reading) -> String {
        guard let gap = reading.hypothesis.joiningGap else { return "words as the PDF sets them" }
        return "letters spaced apart: words rejoined across gaps under \(Int((gap * 100).rounded()))% of the font size"
    }
}
