/// What one line says: a leading date (and value date), the amounts at its end, and the words
/// between them that describe it. A class: the table reader passes every reading around, and
/// copying a struct of arrays and strings cost a retain per field each time.
public final class LineReading: Sendable {
    // Stored in the order that packs them tightly: every line of a long statement is held until
    // its rows are made, so a few bytes here are megabytes there.
    public let line: TextLine
    /// Amounts at the end of the line, left to right.
    public let amounts: [AmountToken]
    /// The whole line's folded words, computed once: labels, skips and furniture all match on it.
    public let foldedText: String
    public let date: PrintedDate?
    public let valueDate: PrintedDate?
    private let storedDateWords: UInt8
    /// The summary label the line carries (opening, closing, total…), read once for every user.
    public let summary: SummaryLabels.Kind?
    /// Where the description part sits in `foldedText`, as UTF-8 offsets: not a second string.
    private let foldedDescriptionStart: UInt32
    private let foldedDescriptionEnd: UInt32

    init(
        line: TextLine, date: PrintedDate?, valueDate: PrintedDate?, dateWords: Int, amounts: [AmountToken],
        foldedDescriptionBytes: Range<Int>, foldedText: String, summary: SummaryLabels.Kind?
    ) {
        self.line = line
        self.date = date
        self.valueDate = valueDate
        storedDateWords = UInt8(clamping: dateWords)
        self.amounts = amounts
        foldedDescriptionStart = UInt32(clamping: foldedDescriptionBytes.lowerBound)
        foldedDescriptionEnd = UInt32(clamping: foldedDescriptionBytes.upperBound)
        self.foldedText = foldedText
        self.summary = summary
    }

    /// Words used by the dates at the start.
    public var dateWords: Int { Int(storedDateWords) }

    /// The folded words of the description part, for label matching.
    public var foldedDescription: String {
        let utf8 = foldedText.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: Int(foldedDescriptionStart))
        let end = utf8.index(utf8.startIndex, offsetBy: Int(foldedDescriptionEnd))
        return String(foldedText[start..<end])
    }

    public var descriptionRange: Range<Int> {
        dateWords..<(amounts.first?.words.lowerBound ?? line.words.count)
    }

    /// The description's words joined by single spaces (asked of every row).
    public var descriptionText: String { line.words.joined(descriptionRange) }

    /// Where the description starts across the page, if there is one.
    public var descriptionX0: Double? {
        descriptionRange.isEmpty ? nil : line.words[descriptionRange.lowerBound].x0
    }
}
