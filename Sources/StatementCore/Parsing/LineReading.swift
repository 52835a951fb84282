/// What one line says: a leading date (and value date), the amounts at its end, and the words
/// between them that describe it.
public struct LineReading: Sendable {
    public var line: TextLine
    public var date: PrintedDate?
    public var valueDate: PrintedDate?
    /// Words used by the dates at the start.
    public var dateWords: Int
    /// Amounts at the end of the line, left to right.
    public var amounts: [AmountToken]
    /// The folded words of the description part, for label matching.
    public var foldedDescription: String
    /// The whole line's folded words, computed once: labels, skips and furniture all match on it.
    public var foldedText: String
    /// The summary label the line carries (opening, closing, total…), read once for every user.
    public var summary: SummaryLabels.Kind?

    public var descriptionRange: Range<Int> {
        dateWords..<(amounts.first?.words.lowerBound ?? line.words.count)
    }

    public var descriptionText: String {
        line.words[descriptionRange].map(\.text).joined(separator: " ")
    }

    /// Where the description starts across the page, if there is one.
    public var descriptionX0: Double? {
        descriptionRange.isEmpty ? nil : line.words[descriptionRange.lowerBound].x0
    }
}
