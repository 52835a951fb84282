/// Card bills that print their items in two columns side by side on a page. Either the header
/// is printed twice on one line ("Date Description Amount   Date Description Amount") and each
/// line below holds an item of each column, or no header is repeated and a clear vertical band
/// parts the rows (SideBySideGutter). The page is read as the reader would: the left column down,
/// then the right one. Lines keep their page and number; only their words split.
/// A box of text beside a table (SideBySideGutter.Beside.box) is read after it too, and its
/// lines are told apart: they are never the table's rows or balances.
enum SideBySideColumns {
    /// The lines in reading order, and where each box beside a table starts across its page,
    /// by page: a line of that page starting there or further right is the box's.
    /// `readTogether`: the places of printed lines no line read keeps, noted as they are left
    /// out (a title the right half repeats, a line without words cut in halves): the trace lists them.
    static func unfolding(
        _ lines: [TextLine], vocabulary: HeaderVocabulary, reader: LineReader
    ) -> (lines: [TextLine], boxes: [Int: Double], readTogether: [(page: Int, line: Int)]) {
        guard lines.count >= 3 else { return (lines, [:], []) }
        var boxes: [Int: Double] = [:]
        var readTogether: [(page: Int, line: Int)] = []
        var result: [TextLine] = []
        result.reserveCapacity(lines.count)
        var pageStart = 0
        while pageStart < lines.count {
            let page = lines[pageStart].page
            var pageEnd = pageStart
            while pageEnd < lines.count, lines[pageEnd].page == page { pageEnd += 1 }
            defer { pageStart = pageEnd }
            let pageLines = lines[pageStart..<pageEnd]
            // A table of groups repeated across the line ("Check No. Date Amount" three times):
            // each group read down in turn, the table ending at the next such header or the
            // first line of text alone.
            if let groups = RepeatedGroups.tables(pageLines, vocabulary: vocabulary) {
                result += groups
                for line in pageLines where line.words.isEmpty { readTogether.append((line.page, line.number)) }
                continue
            }
            // The header and every line after it on its page, or the lines the clear band runs over.
            let columns =
                pageLines.indices.lazy.compactMap { index in
                    cut(lines[index], vocabulary: vocabulary).map { (cut: $0, lines: index..<pageEnd, beside: SideBySideGutter.Beside.rows) }
                }.first
                ?? SideBySideGutter.find(pageLines, reader: reader)
            guard let (cut, region, beside) = columns else {
                result += pageLines
                continue
            }
            result += lines[pageStart..<region.lowerBound]
            var left: [TextLine] = [], right: [TextLine] = []
            for line in lines[region] {
                if line.words.isEmpty { readTogether.append((line.page, line.number)) }
                // The words are in order across the page already: the right half is a suffix.
                let split = line.words.firstIndex { $0.x0 >= cut } ?? line.words.count
                if split > 0 { left.append(TextLine(page: line.page, number: line.number, words: Array(line.words[..<split]))) }
                if split < line.words.count {
                    right.append(TextLine(page: line.page, number: line.number, words: Array(line.words[split...])))
                }
            }
            let kept = SideBySideColumns.withoutRepeatedTitles(right, of: left, vocabulary: vocabulary)
            // A title left out is listed where its left half is not (`LinesRead.readTogether`).
            if kept.count < right.count {
                for line in right where !kept.contains(where: { $0.number == line.number }) { readTogether.append((line.page, line.number)) }
            }
            result += left + kept
            result += lines[region.upperBound..<pageEnd]
            if beside == .box { boxes[page] = cut }
        }
        return (result, boxes, readTogether)
    }

    /// The right half without the titles it repeats from the left one ("Purchases and
    /// withdrawals" over each half): text only, never a date or a figure, and not a header
    /// whose columns place the half's own money. Read after the left half's last row, such a
    /// line would be taken for that row's wrapped description.
    static func withoutRepeatedTitles(_ right: [TextLine], of left: [TextLine], vocabulary: HeaderVocabulary) -> [TextLine] {
        let titles = Set(left.lazy.filter { !$0.text.contains(where: \.isNumber) }.map { TextFolding.normalised($0.text) })
        guard !titles.isEmpty else { return right }
        return right.filter { line in
            line.text.contains(where: \.isNumber) || !titles.contains(TextFolding.normalised(line.text))
                || HeaderLayout.detect(line, vocabulary: vocabulary) != nil
        }
    }

    /// Where the second copy of a header printed twice on `line` begins, if it is one.
    private static func cut(_ line: TextLine, vocabulary: HeaderVocabulary) -> Double? {
        // A header printed twice repeats its first word ("Date … Date"): most lines stop here.
        guard line.words.count >= 4, let first = line.words.first?.text, line.words.dropFirst().contains(where: { $0.text == first }),
            !line.words.contains(where: { $0.text.contains(where: \.isNumber) }),
            let header = HeaderLayout.detect(line, vocabulary: vocabulary)
        else { return nil }
        let columns = header.columns.sorted { $0.x0 < $1.x0 }
        guard columns.count >= 4, columns.count % 2 == 0 else { return nil }
        let half = columns.count / 2
        guard columns[..<half].map(\.role) == columns[half...].map(\.role) else { return nil }
        return columns[half].x0 - max(line.words.first?.fontSize ?? 4, 4)
    }
}
