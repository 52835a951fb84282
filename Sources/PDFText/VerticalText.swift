import StatementCore

/// Text printed turned by a quarter (a notice up a margin, a document code down the edge): its
/// glyphs come as one-letter words stacked on one another at the same place across the page.
/// Grouped by height into lines they would put a letter at the end of every row they pass, where
/// the row's amount should be; they are read as lines of their own, after the page's others.
struct VerticalText {
    /// The fewest stacked glyphs that make a run: a flag column ("C", "D") has one per row, and
    /// rows are never stacked without a gap.
    static let shortestRun = 3

    /// The words in vertical runs, by index, and the runs themselves (top to bottom).
    static func runs(in words: [TextWord]) -> (members: Set<Int>, runs: [[TextWord]]) {
        let glyphs = words.indices.filter { isOneGlyph(words[$0].text) }
        guard glyphs.count >= shortestRun else { return ([], []) }
        // Columns of glyphs at the same place across the page, each top to bottom.
        var columns: [[Int]] = []
        for index in glyphs.sorted(by: { (words[$0].x0, words[$0].y0) < (words[$1].x0, words[$1].y0) }) {
            if let last = columns.last?.last, abs(words[last].x0 - words[index].x0) < 0.5, abs(words[last].x1 - words[index].x1) < 0.5 {
                columns[columns.count - 1].append(index)
            } else {
                columns.append([index])
            }
        }
        var members: Set<Int> = []
        var runs: [[TextWord]] = []
        for column in columns where column.count >= shortestRun {
            var run: [Int] = []
            func close() {
                if run.count >= shortestRun, isTurned(run.map { words[$0] }) {
                    members.formUnion(run)
                    runs.append(run.map { words[$0] })
                }
                run = []
            }
            for index in column {
                if let last = run.last, !touches(words[last], words[index]) { close() }
                run.append(index)
            }
            close()
        }
        return (members, runs)
    }

    /// One glyph right under the other, as a turned line's letters follow each other: a space
    /// between words leaves at most about a letter's advance.
    private static func touches(_ upper: TextWord, _ lower: TextWord) -> Bool {
        let gap = lower.y0 - upper.y1
        return gap > -0.5 && gap < 0.6 * size(upper)
    }

    /// A turned glyph's box is as tall as its advance, mostly well under the font size; an upright
    /// letter's is as tall as the font.
    private static func isTurned(_ glyphs: [TextWord]) -> Bool {
        let heights = glyphs.map { $0.height / size($0) }.sorted()
        let gaps = zip(glyphs, glyphs.dropFirst()).map { ($1.y0 - $0.y1) / size($0) }.sorted()
        return heights[heights.count / 2] < 0.8 && (gaps.isEmpty || gaps[gaps.count / 2] < 0.15)
    }

    /// One character, checked on the bytes first: this runs on every word of every page, and
    /// counting characters walks grapheme breaks. A word has no spaces, so ASCII bytes are
    /// characters one for one ("\r\n", the one pair that is a single character, never occurs).
    static func isOneGlyph(_ text: String) -> Bool {
        let bytes = text.utf8
        switch bytes.count {
        case 1: return true
        case 2...4: return !bytes.isAllASCII && text.count == 1
        default: return false
        }
    }

    static func size(_ word: TextWord) -> Double {
        word.fontSize > 0 ? word.fontSize : max(word.x1 - word.x0, 1)
    }
}

extension VerticalText {
    /// A run read as one word down its box, with a space where the glyphs part by more than a
    /// thin gap.
    static func word(of run: [TextWord]) -> TextWord {
        var text = ""
        var previous: TextWord?
        for glyph in run {
            if let previous, glyph.y0 - previous.y1 > 0.2 * size(previous) { text += " " }
            text += glyph.text
            previous = glyph
        }
        let first = run.first, last = run.last
        return TextWord(
            text: text, x0: run.map(\.x0).min() ?? 0, y0: first?.y0 ?? 0, x1: run.map(\.x1).max() ?? 0,
            y1: last?.y1 ?? 0, fontSize: first?.fontSize)
    }
}
