/// Summaries printed as a table: labels in a header row, values in the row below, labels
/// wrapped over two lines ("Beginning" / "balance", "Deposits and" / "other additions"). The two
/// label lines are read as one, each cell's words with the words printed under them, so the
/// balance finder sees "Beginning balance" right above its value as in any summary box.
enum SummaryTableLabels {
    /// The readings with each wrapped label row joined into one line (numbered as its first).
    static func joiningWrappedLabels(_ readings: [LineReading], reader: LineReader) -> [LineReading] {
        guard readings.count >= 3 else { return readings }
        var result: [LineReading] = []
        result.reserveCapacity(readings.count)
        var index = 0
        while index < readings.count {
            if index + 2 < readings.count, let joined = joined(readings[index], readings[index + 1], values: readings[index + 2], reader: reader) {
                result.append(joined)
                index += 2
            } else {
                result.append(readings[index])
                index += 1
            }
        }
        return result
    }

    /// The two label lines as one, when neither is a summary line alone, both hold only words,
    /// the values follow, and a cell reads as an opening or closing label once wrapped.
    private static func joined(_ upper: LineReading, _ lower: LineReading, values: LineReading, reader: LineReader) -> LineReading? {
        guard upper.date == nil, lower.date == nil, upper.amounts.isEmpty, lower.amounts.isEmpty, !values.amounts.isEmpty,
              upper.summary == nil, upper.line.page == lower.line.page, lower.line.page == values.line.page,
              upper.line.words.count >= 2, lower.line.words.count >= 2,
              !upper.line.words.contains(where: { $0.text.contains(where: \.isNumber) }),
              !lower.line.words.contains(where: { $0.text.contains(where: \.isNumber) }) else { return nil }
        let height = max(upper.line.y1 - upper.line.y0, 1)
        guard lower.line.y0 - upper.line.y1 < height else { return nil }
        let cells = self.cells(upper.line.words)
        guard cells.count >= 2 else { return nil }
        var words: [TextWord] = []
        var used = Set<Int>()
        var labelled = false
        for cell in cells {
            let top = upper.line.words[cell]
            let x0 = top.first?.x0 ?? 0, x1 = top.last?.x1 ?? 0
            let under = lower.line.words.indices.filter { index in
                let word = lower.line.words[index]
                let centre = (word.x0 + word.x1) / 2
                return centre >= x0 - height && centre <= x1 + height
            }
            used.formUnion(under)
            let cellWords = Array(top) + under.map { lower.line.words[$0] }
            let folded = TextFolding.normalised(cellWords.map(\.text).joined(separator: " "))
            if let kind = SummaryLabels.kind(of: folded, anywhere: false), kind == .opening || kind == .closing { labelled = true }
            words += cellWords
        }
        guard labelled, used.count == lower.line.words.count else { return nil }
        return reader.read(TextLine(page: upper.line.page, number: upper.line.number, words: words))
    }

    /// The runs of words standing apart from each other: the table's cells.
    private static func cells(_ words: LineWords) -> [Range<Int>] {
        var cells: [Range<Int>] = []
        var start = 0
        for index in words.indices.dropFirst() where AccountLine.opensCell(words, at: index) {
            cells.append(start..<index)
            start = index
        }
        cells.append(start..<words.count)
        return cells
    }
}
