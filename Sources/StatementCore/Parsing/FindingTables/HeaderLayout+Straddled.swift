extension HeaderLayout {
    /// The header of `line` read with the lines right above and below it, when labels printed
    /// over two lines straddle the one-line labels of `line` ("Booking" over "date" beside a
    /// one-line "Description" set between them): their halves stand in the gaps between the words
    /// of `line`, none over or under one of them. Returned only when the straddling labels name a
    /// column `line` alone does not.
    static func detect(
        _ line: TextLine, between upper: TextLine, and lower: TextLine, vocabulary: HeaderVocabulary, alone: HeaderLayout?
    ) -> HeaderLayout? {
        guard let joined = straddled(upper, line, lower), let header = detect(joined, vocabulary: vocabulary) else { return nil }
        if let alone, !Set(header.columns.map(\.role)).isStrictSuperset(of: Set(alone.columns.map(\.role))) { return nil }
        return HeaderLayout(columns: header.columns, page: line.page, line: line.number)
    }

    /// `line`'s words with those of `upper` and `lower` in its gaps, each label's upper half before
    /// its lower half; nil when the lines above and below are not halves of labels.
    static func straddled(_ upper: TextLine, _ line: TextLine, _ lower: TextLine) -> TextLine? {
        let middle = line.words
        let height = max(line.y1 - line.y0, 1)
        func halves(_ other: TextLine) -> Bool {
            other.page == line.page && !other.words.isEmpty && other.words.count <= maximumStackedWords
                && !other.words.contains(where: { $0.text.contains(where: \.isNumber) })
                && other.words.allSatisfy { word in
                    !middle.contains { $0.x0 < word.x1 && word.x0 < $0.x1 }
                        && abs(word.fontSize - (middle.first?.fontSize ?? word.fontSize)) <= 0.15 * max(word.fontSize, 1)
                }
        }
        guard halves(upper), halves(lower), line.y0 - upper.y1 < height, lower.y0 - line.y1 < height,
            line.y0 - upper.y1 > -height / 2, lower.y0 - line.y1 > -height / 2
        else { return nil }
        // Each upper label (its words a word space apart) is where its column starts; a lower
        // word goes with the upper label it stands under.
        var labels: [(x0: Double, x1: Double)] = []
        for (index, word) in upper.words.enumerated() {
            if index > 0, !AccountLine.opensCell(upper.words, at: index), let last = labels.last {
                labels[labels.count - 1] = (last.x0, word.x1)
            } else {
                labels.append((word.x0, word.x1))
            }
        }
        // Every lower half stands under an upper one: a line of text under the header is no half.
        var placed: [(slot: Double, row: Int, word: TextWord)] = middle.map { ($0.x0, 1, $0) }
        placed += upper.words.map { word in (labels.last(where: { $0.x0 <= word.x0 })?.x0 ?? word.x0, 0, word) }
        for word in lower.words {
            guard let label = labels.first(where: { $0.x0 < word.x1 && word.x0 < $0.x1 }) else { return nil }
            placed.append((label.x0, 2, word))
        }
        let ordered = placed.sorted { ($0.slot, $0.row, $0.word.x0) < ($1.slot, $1.row, $1.word.x0) }
        return TextLine(page: line.page, number: line.number, words: ordered.map(\.word))
    }
}
