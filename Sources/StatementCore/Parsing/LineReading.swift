/// What one line says: a leading date (and value date), the amounts at its end, and the words
/// between them that describe it. A class: the table reader passes every reading around, and
/// copying a struct of arrays and strings cost a retain per field each time.
public final class LineReading: Sendable {
    public let line: TextLine
    public let date: PrintedDate?
    public let valueDate: PrintedDate?
    /// Words used by the dates at the start.
    public let dateWords: Int
    /// Amounts at the end of the line, left to right.
    public let amounts: [AmountToken]
    /// The whole line's folded words, computed once: labels, skips and furniture all match on it.
    public let foldedText: String
    /// Where the description part sits in `foldedText`: kept as a range, not a second string,
    /// as every line of a long statement is held until its rows are made.
    let foldedDescriptionRange: Range<String.Index>
    /// The summary label the line carries (opening, closing, total…), read once for every user.
    public let summary: SummaryLabels.Kind?

    init(line: TextLine, date: PrintedDate?, valueDate: PrintedDate?, dateWords: Int, amounts: [AmountToken],
         foldedDescriptionRange: Range<String.Index>, foldedText: String, summary: SummaryLabels.Kind?) {
        self.line = line
        self.date = date
        self.valueDate = valueDate
        self.dateWords = dateWords
        self.amounts = amounts
        self.foldedDescriptionRange = foldedDescriptionRange
        self.foldedText = foldedText
        self.summary = summary
    }

    /// The folded words of the description part, for label matching.
    public var foldedDescription: String { String(foldedText[foldedDescriptionRange]) }

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
