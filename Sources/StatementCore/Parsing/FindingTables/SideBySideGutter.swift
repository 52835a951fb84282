/// Card bills that print two tables side by side with no header printed twice: the left table's
/// rows end in their amount, and after a wide gap the right table's rows start with their date,
/// on the same lines. Where several lines of one page break that way at one clear vertical band,
/// and no word of the lines around them crosses it, the page is two columns there.
enum SideBySideGutter {
    /// Fewer lines breaking at one band could be a chance gap, not a second table.
    static let minimumSplitLines = 3

    /// Where one page's lines split into two columns: the x between them and the lines the
    /// clear band runs over. `lines` are one page's, in order from the top.
    static func find(_ lines: ArraySlice<TextLine>, reader: LineReader) -> (cut: Double, lines: Range<Int>)? {
        guard lines.count >= minimumSplitLines else { return nil }
        var bands: [(line: Int, left: Double, right: Double)] = []
        for index in lines.indices {
            if let band = band(lines[index], reader: reader) { bands.append((index, band.lowerBound, band.upperBound)) }
        }
        guard bands.count >= minimumSplitLines else { return nil }
        // The band most other breaks share, narrowed to what they all leave clear.
        let best = bands.max { a, b in overlapping(a, bands) < overlapping(b, bands) }
        guard let best else { return nil }
        let sharing = bands.filter { $0.left < best.right && $0.right > best.left }
        guard sharing.count >= minimumSplitLines else { return nil }
        let left = sharing.map(\.left).max() ?? best.left, right = sharing.map(\.right).min() ?? best.right
        guard right > left else { return nil }
        // The run of lines around the breaks that no word crosses; a line printed across the page
        // (a title, a footer) ends it.
        let clear = lines.indices.map { index in !lines[index].words.contains { $0.x0 < right - 0.5 && $0.x1 > left + 0.5 } }
        var runs: [Range<Int>] = []
        var start: Int?
        for (offset, isClear) in clear.enumerated() {
            let index = lines.startIndex + offset
            if isClear, start == nil { start = index }
            if !isClear, let begun = start { runs.append(begun..<index); start = nil }
        }
        if let begun = start { runs.append(begun..<lines.endIndex) }
        let splitLines = sharing.map(\.line)
        guard let run = runs.max(by: { a, b in splitLines.count { a.contains($0) } < splitLines.count { b.contains($0) } }),
              splitLines.count(where: { run.contains($0) }) >= minimumSplitLines else { return nil }
        return ((left + right) / 2, run)
    }

    /// The gap on `line` between a row that ends in its amount and a row that starts with its
    /// date, describes itself and ends in its amount, if the line is two rows side by side.
    static func band(_ line: TextLine, reader: LineReader) -> ClosedRange<Double>? {
        let words = line.words
        guard words.count >= 5 else { return nil }
        for split in 2..<(words.count - 2) {
            let before = words[split - 1], after = words[split]
            // Wider than a word space, after a figure: where a second row could begin.
            guard after.x0 - before.x1 >= max(before.height, 4), before.text.last?.isNumber == true else { continue }
            let right = reader.read(TextLine(page: line.page, number: line.number, words: Array(words[split...])))
            guard right.date != nil, !right.amounts.isEmpty, !right.descriptionRange.isEmpty else { continue }
            let left = reader.read(TextLine(page: line.page, number: line.number, words: Array(words[..<split])))
            guard left.date != nil, !left.amounts.isEmpty, !left.descriptionRange.isEmpty else { continue }
            return before.x1...after.x0
        }
        return nil
    }

    private static func overlapping(_ band: (line: Int, left: Double, right: Double),
                                    _ bands: [(line: Int, left: Double, right: Double)]) -> Int {
        bands.count { $0.left < band.right && $0.right > band.left }
    }
}
