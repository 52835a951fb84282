import StatementCore

/// Letter-spaced text ("1 7 / j a n   A C M E"): a PDF that places every glyph apart gives one
/// word per glyph. Within a run of one-glyph words the glyphs of a word sit a letter-spacing
/// apart and the words a wider space apart, so words are rebuilt from the gaps, measured against
/// the narrowest gap of the run and the font size.
enum LetterSpacing {
    /// The fewest one-glyph words in a row that make a letter-spaced run: "M J SMITH" is initials.
    static let shortestRun = 4
    /// Glyphs set further apart than this share of the font size are in different cells, not
    /// one run of letter-spaced words.
    static let widestRunGap = 1.0
    /// A gap this share of the font size wider than the run's narrowest separates two words.
    static let wordGapExcess = 0.2

    /// Two letters closer than this share of the font size are one word split by the PDF's glyph
    /// placement ("DIS POKRE DIT E UR"): a word space is wider.
    static let fragmentGap = 0.15
    /// Up to this share, a gap still splits a word where it is at most half the widest space
    /// between the line's words nearby: the fragments of one word sit closer than its words do.
    static let looseFragmentGap = 0.2
    /// And closer than this share of the glyphs' own mean width: text squeezed by horizontal
    /// scaling sets its word spaces narrow against the font size, but not against its glyphs.
    static let glyphShare = 0.35
    /// Words further apart than this share of the font size are in different cells.
    static let cellGap = 1.0

    /// The line's words with letter-spaced runs and split fragments joined into words; the same
    /// words when there are none.
    static func joined(_ words: [TextWord]) -> [TextWord] {
        joiningFragments(joiningRuns(words))
    }

    private static func joiningRuns(_ words: [TextWord]) -> [TextWord] {
        guard words.count >= shortestRun, words.contains(where: { VerticalText.isOneGlyph($0.text) }) else { return words }
        var result: [TextWord] = []
        // Every page's lines are held until the statement is parsed: an array grown by appending
        // would carry spare capacity, and a line with no run keeps the array it came with.
        result.reserveCapacity(words.count)
        var rebuilt = false
        var index = 0
        while index < words.count {
            var end = index
            while end < words.count, VerticalText.isOneGlyph(words[end].text),
                end == index || gap(words[end - 1], words[end]) < widestRunGap * size(words[end])
            {
                end += 1
            }
            if end - index >= shortestRun {
                result += rebuild(Array(words[index..<end]))
                rebuilt = true
                index = end
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return rebuilt ? result : words
    }

    private static func rebuild(_ glyphs: [TextWord]) -> [TextWord] {
        let narrowest = zip(glyphs, glyphs.dropFirst()).map { gap($0, $1) }.min() ?? 0
        var words: [TextWord] = []
        var current = glyphs[0]
        for glyph in glyphs.dropFirst() {
            if gap(current, glyph) <= narrowest + wordGapExcess * size(glyph) {
                current = current.joined(with: glyph)
            } else {
                words.append(current)
                current = glyph
            }
        }
        words.append(current)
        return words
    }

    /// "DIS POKRE DIT E UR" → "DISPOKREDIT EUR": letters split apart by less than a word space,
    /// judged against the font size and the line's own word spaces. Digits never join: columns
    /// of figures and dates stay apart.
    private static func joiningFragments(_ words: [TextWord]) -> [TextWord] {
        guard words.count >= 2 else { return words }
        var widest = 0.0
        var splits = false
        for (left, right) in zip(words, words.dropFirst()) {
            let space = gap(left, right), size = size(right)
            if space < cellGap * size { widest = max(widest, space / size) }
            if space < looseFragmentGap * size, isFragmentPair(left, right) { splits = true }
        }
        guard splits else { return words }
        let limit = max(fragmentGap, min(looseFragmentGap, widest / 2))
        var result: [TextWord] = [words[0]]
        for word in words.dropFirst() {
            let last = result[result.count - 1]
            let space = gap(last, word)
            if isFragmentPair(last, word), space >= -fragmentGap * size(word), space < limit * size(word),
                space < glyphShare * glyphWidth(last, word)
            {
                result[result.count - 1] = last.joined(with: word)
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// A letter ending one word and a letter starting the next, in one font size.
    private static func isFragmentPair(_ left: TextWord, _ right: TextWord) -> Bool {
        guard let end = left.text.last, let start = right.text.first, end.isLetter, start.isLetter else { return false }
        return abs(size(left) - size(right)) <= 0.1 * size(right)
    }

    private static func gap(_ left: TextWord, _ right: TextWord) -> Double { right.x0 - left.x1 }

    private static func glyphWidth(_ left: TextWord, _ right: TextWord) -> Double {
        (left.x1 - left.x0 + right.x1 - right.x0) / Double(max(left.text.count + right.text.count, 1))
    }

    private static func size(_ word: TextWord) -> Double { word.spacingUnit }
}
