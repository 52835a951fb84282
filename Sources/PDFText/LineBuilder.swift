import StatementCore

/// Groups words into lines by their vertical band, tolerant of small jitter (scanned and OCR'd
/// pages) and of mixed font sizes on one line, and orders each line's words left to right.
public struct LineBuilder: Sendable {
    /// How far, as a share of the smaller word's height, two vertical centres may differ and still
    /// sit on one line.
    public var tolerance: Double

    public init(tolerance: Double = 0.5) {
        self.tolerance = tolerance
    }

    public func page(from page: PageWords) -> TextPage {
        TextPage(number: page.number, width: page.width, height: page.height, lines: lines(page.words, page: page.number))
    }

    public func lines(_ words: [TextWord], page: Int) -> [TextLine] {
        let words = words.filter { !$0.text.isEmpty }
        let turned = VerticalText.runs(in: words)
        let upright = turned.members.isEmpty ? words : words.indices.filter { !turned.members.contains($0) }.map { words[$0] }
        let sorted = upright.sorted { center($0) < center($1) }
        var bands: [Band] = []
        for word in sorted {
            // Only the last few bands can take the word: the words come in order of their centres.
            if let index = bands.indices.suffix(3).last(where: { bands[$0].accepts(word, tolerance: tolerance) }) {
                bands[index].add(word)
            } else {
                bands.append(Band(word))
            }
        }
        var lines = bands
            .sorted { $0.center < $1.center }
            .map { LetterSpacing.joined($0.words.sorted { $0.x0 < $1.x0 }) }
        lines += turned.runs.map { [VerticalText.word(of: $0)] }
        return lines.enumerated().map { index, words in TextLine(page: page, number: index + 1, words: words) }
    }

    private func center(_ word: TextWord) -> Double { (word.y0 + word.y1) / 2 }

    /// A line in the making: its mean centre and height follow its words, so one tall word does
    /// not make the band swallow the next line.
    private struct Band {
        var words: [TextWord]
        var centerSum: Double
        var heightSum: Double

        init(_ word: TextWord) {
            words = [word]
            centerSum = (word.y0 + word.y1) / 2
            heightSum = max(word.height, 0.1)
        }

        var center: Double { centerSum / Double(words.count) }
        var height: Double { heightSum / Double(words.count) }

        func accepts(_ word: TextWord, tolerance: Double) -> Bool {
            let wordCenter = (word.y0 + word.y1) / 2
            let smaller = min(height, max(word.height, 0.1))
            return abs(wordCenter - center) <= tolerance * smaller
        }

        mutating func add(_ word: TextWord) {
            words.append(word)
            centerSum += (word.y0 + word.y1) / 2
            heightSum += max(word.height, 0.1)
        }
    }
}
