extension HeaderLayout {
    /// The header of `line` read with the line right above it, when that line holds the upper
    /// halves of labels stacked over two lines ("DATE" over "PAID", "VALUE" over "DATE"): each
    /// of its words stands over a word of `line`, in the same type, with no more than a line's
    /// height between. Returned only when the joined labels name a column `line` alone does not:
    /// a heading that merely sits above the header adds nothing and is left alone.
    static func detect(
        _ line: TextLine, stackedUnder upper: TextLine, vocabulary: HeaderVocabulary,
        alone: HeaderLayout?
    ) -> HeaderLayout? {
        guard let joined = stacked(upper, over: line),
            let header = detect(joined, vocabulary: vocabulary)
        else { return nil }
        let roles = Set(header.columns.map(\.role))
        if let alone {
            let aloneRoles = Set(alone.columns.map(\.role))
            guard roles.isStrictSuperset(of: aloneRoles) else { return nil }
        }
        return HeaderLayout(columns: header.columns, page: line.page, line: line.number)
    }

    /// The most words a line of upper label halves holds: a header has a few columns.
    static let maximumStackedWords = 8

    /// Whether two words of the upper line both stand over one word of the line below.
    private static func overSameWord(_ left: TextWord, _ right: TextWord, of words: LineWords) -> Bool {
        words.contains { $0.x0 < left.x1 && left.x0 < $0.x1 && $0.x0 < right.x1 && right.x0 < $0.x1 }
    }

    /// `line`'s words with each word of `upper` put right before the first word of `line` it
    /// stands over, so a label stacked over two lines reads as one phrase in its column; nil when
    /// `upper` is not a line of upper label halves.
    static func stacked(_ upper: TextLine, over line: TextLine) -> TextLine? {
        let top = upper.words, bottom = line.words
        guard upper.page == line.page, !top.isEmpty, top.count <= maximumStackedWords, top.count <= bottom.count,
            !top.contains(where: { $0.text.contains(where: \.isNumber) }),
            // Labels stand apart, each over its column; the words of a sentence are a word space
            // apart, save those of one label over one word ("Ending daily" over "balance").
            top.indices.dropFirst().allSatisfy({ AccountLine.opensCell(top, at: $0) || overSameWord(top[$0 - 1], top[$0], of: line.words) })
        else { return nil }
        let height = max(line.y1 - line.y0, 1)
        let gap = line.y0 - upper.y1
        guard gap > -height / 2, gap < height else { return nil }
        var placed: [(slot: Int, upper: Bool, word: TextWord)] = bottom.indices.map { (slot: $0, upper: false, word: bottom[$0]) }
        for word in top {
            // Same type: a heading in larger type above the header is a heading, not a label's half.
            guard let under = bottom.indices.first(where: { bottom[$0].x0 < word.x1 && word.x0 < bottom[$0].x1 }),
                abs(word.fontSize - bottom[under].fontSize) <= 0.15 * max(bottom[under].fontSize, 1)
            else { return nil }
            placed.append((slot: under, upper: true, word: word))
        }
        let ordered = placed.sorted { ($0.slot, $0.upper ? 0 : 1, $0.word.x0) < ($1.slot, $1.upper ? 0 : 1, $1.word.x0) }
        return TextLine(page: line.page, number: line.number, words: ordered.map(\.word))
    }
}
