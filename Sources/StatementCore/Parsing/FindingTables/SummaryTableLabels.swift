/// Summaries printed as a table: labels in a header row, values in the row below, labels
/// wrapped over two lines ("Beginning" / "balance", "Deposits and" / "other additions"). The two
/// label lines are read as one, each cell's words with the words printed under them, so the
/// balance finder sees "Beginning balance" right above its value as in any summary box.
enum SummaryTableLabels {
    /// The readings with each wrapped label row joined into one line (numbered as its first, or
    /// as the middle line of a label set about a row). `readTogether`: the places of the printed
    /// lines read as part of the joined one, noted as they are joined (the trace lists them).
    static func joiningWrappedLabels(
        _ readings: [LineReading], reader: LineReader, readTogether: inout [(page: Int, line: Int)]
    ) -> [LineReading] {
        guard readings.count >= 3 else { return readings }
        var result: [LineReading] = []
        result.reserveCapacity(readings.count)
        var index = 0
        while index < readings.count {
            if index + 2 < readings.count, let joined = joined(readings[index], readings[index + 1], values: readings[index + 2], reader: reader) {
                result.append(joined)
                readTogether.append((readings[index + 1].line.page, readings[index + 1].line.number))
                index += 2
            } else if index + 3 < readings.count,
                let joined = joinedAround(
                    readings[index], readings[index + 1], readings[index + 2], values: readings[index + 3],
                    reader: reader)
            {
                result.append(joined)
                for other in [index, index + 2] { readTogether.append((readings[other].line.page, readings[other].line.number)) }
                index += 3
            } else {
                result.append(readings[index])
                index += 1
            }
        }
        return result
    }

    /// The two label lines as one, when neither is a summary line alone, both hold only words,
    /// the values follow, and a cell reads as an opening or closing label once wrapped. Words of the
    /// lower line under no upper label are labels of one line, kept whole as cells of their own.
    private static func joined(_ upper: LineReading, _ lower: LineReading, values: LineReading, reader: LineReader) -> LineReading? {
        guard upper.date == nil, lower.date == nil, upper.amounts.isEmpty, lower.amounts.isEmpty, !values.amounts.isEmpty,
            upper.summary == nil, upper.line.page == lower.line.page, lower.line.page == values.line.page,
            upper.line.words.count >= 2, lower.line.words.count >= 2,
            !upper.line.words.contains(where: { $0.text.contains(where: \.isNumber) }),
            !lower.line.words.contains(where: { $0.text.contains(where: \.isNumber) })
        else { return nil }
        let height = max(upper.line.y1 - upper.line.y0, 1)
        guard lower.line.y0 - upper.line.y1 < height else { return nil }
        let cells = self.cells(upper.line.words)
        guard cells.count >= 2 else { return nil }
        var groups: [[TextWord]] = []
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
            groups.append(cellWords)
        }
        guard labelled else { return nil }
        // "ACCOUNT TYPE AND NUMBER" on the lower line under no upper label: a label short enough
        // for one line, set level with the last line of its wrapped neighbours. It stays a cell
        // of its own, but only whole: a cell half under an upper label is no table of labels.
        for cell in self.cells(lower.line.words) where !cell.allSatisfy(used.contains) {
            guard !cell.contains(where: used.contains) else { return nil }
            groups.append(Array(lower.line.words[cell]))
        }
        let words = groups.sorted { ($0.first?.x0 ?? 0) < ($1.first?.x0 ?? 0) }.flatMap { $0 }
        return reader.read(TextLine(page: upper.line.page, number: upper.line.number, words: words))
    }

    /// "Closing" over and "balance" under a row of one-line labels ("Opening balance  Money out
    /// Money in"): a two-line label set vertically about the row, its halves in a gap of the
    /// row. Read as one line, each half-label joined with the words under it.
    private static func joinedAround(
        _ upper: LineReading, _ middle: LineReading, _ lower: LineReading, values: LineReading,
        reader: LineReader
    ) -> LineReading? {
        let lines = [upper, middle, lower]
        guard lines.allSatisfy({ $0.date == nil && $0.amounts.isEmpty && $0.line.page == values.line.page }), !values.amounts.isEmpty,
            upper.line.words.count <= 3, lower.line.words.count <= 3, middle.line.words.count >= 2,
            !lines.contains(where: { $0.line.words.contains { $0.text.contains(where: \.isNumber) } })
        else { return nil }
        let height = max(middle.line.y1 - middle.line.y0, 1)
        guard middle.line.y0 - upper.line.y1 < height, lower.line.y0 - middle.line.y1 < height else { return nil }
        let overlapsMiddle = { (word: TextWord) in middle.line.words.contains { $0.x0 < word.x1 && word.x0 < $0.x1 } }
        guard !upper.line.words.contains(where: overlapsMiddle), !lower.line.words.contains(where: overlapsMiddle) else { return nil }
        // Each stacked label stays whole: its words in reading order, placed where its top word is.
        var groups = middle.line.words.map { [$0] }
        var used = 0
        var labelled = false
        for top in upper.line.words {
            let under = lower.line.words.filter { word in
                let centre = (word.x0 + word.x1) / 2
                return centre >= top.x0 - height && centre <= top.x1 + height
            }
            used += under.count
            let folded = TextFolding.normalised(([top] + under).map(\.text).joined(separator: " "))
            if let kind = SummaryLabels.kind(of: folded, anywhere: false), kind == .opening || kind == .closing { labelled = true }
            groups.append([top] + under)
        }
        guard used == lower.line.words.count, labelled else { return nil }
        let words = groups.sorted { ($0.first?.x0 ?? 0) < ($1.first?.x0 ?? 0) }.flatMap { $0 }
        return reader.read(TextLine(page: middle.line.page, number: middle.line.number, words: words))
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
