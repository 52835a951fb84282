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

    /// How many times taller than a line's words a word may be and still be one of them: a
    /// line's label and its figures differ by less; a stamp over a table's rows, by more.
    static let stampRatio = 2.5

    public func page(from page: PageWords) -> TextPage {
        TextPage(number: page.number, width: page.width, height: page.height, lines: lines(page.words, page: page.number))
    }

    public func lines(_ words: [TextWord], page: Int) -> [TextLine] {
        // A word whose box is no finite number has no place on the page: set anywhere, it would
        // stand in a column it was never printed in, so it is dropped, as the shim drops it
        // (words given as `PageWords` need not come from the shim). A reversed box is turned round.
        let usable = { (word: TextWord) in !word.text.isEmpty && word.x0.isFinite && word.x1.isFinite && word.y0.isFinite && word.y1.isFinite }
        let words = words.allSatisfy({ !$0.text.isEmpty && $0.isPlaced }) ? words : words.filter(usable).map(\.placed)
        let turned = VerticalText.runs(in: words)
        // The words' positions are sorted and grouped, not copies of the words: this runs on
        // every page, and each line's words then get one array of their final size.
        var order = Array(words.indices)
        if !turned.members.isEmpty { order.removeAll { turned.members.contains($0) } }
        let centers = words.map(center)
        order.sort { centers[$0] < centers[$1] }
        var bands: [Band] = []
        var bandOfWord: [Int] = []
        bandOfWord.reserveCapacity(order.count)
        for index in order {
            let word = words[index]
            // Only the last few bands can take the word: the words come in order of their centres.
            if let band = bands.indices.suffix(3).last(where: { bands[$0].accepts(word, tolerance: tolerance) }) {
                bands[band].add(word)
                bandOfWord.append(band)
            } else {
                bandOfWord.append(bands.count)
                bands.append(Band(word))
            }
        }
        var members: [[TextWord]] = bands.map { band in
            var words: [TextWord] = []
            words.reserveCapacity(band.count)
            return words
        }
        for (index, band) in zip(order, bandOfWord) { members[band].append(words[index]) }
        var lines: [TextLine] = []
        lines.reserveCapacity(bands.count + turned.runs.count)
        droppingStamps(&members, bands: bands)
        for band in bands.indices.sorted(by: { bands[$0].center < bands[$1].center }) where !members[band].isEmpty {
            members[band].sort { $0.x0 < $1.x0 }
            let words = LetterSpacing.joined(members[band])
            members[band] = []
            lines.append(TextLine(page: page, number: lines.count + 1, words: words))
        }
        for run in turned.runs {
            lines.append(TextLine(page: page, number: lines.count + 1, words: [VerticalText.word(of: run)]))
        }
        return lines
    }

    private func center(_ word: TextWord) -> Double { (word.y0 + word.y1) / 2 }

    /// Drops the words of a stamp or watermark ("COPY" at 48pt, a rotated "CONFIDENTIAL"'s
    /// letters) set over a table: a word several times taller than a line the line did not take
    /// (`Band.accepts`), standing inside the line's width and meeting its centre or reaching
    /// over its middle. It is no text of the statement's, and a line of its own would read as a
    /// row's wrapped description. A large word beside short lines (a letterhead's name left of
    /// the address) stands outside their width and stays.
    private func droppingStamps(_ members: inout [[TextWord]], bands: [Band]) {
        let byCenter = bands.indices.sorted { bands[$0].center < bands[$1].center }
        let centers = byCenter.map { bands[$0].center }
        let widths = members.map { words in (words.map(\.x0).min() ?? 0, words.map(\.x1).max() ?? 0) }
        for band in bands.indices where bands[band].height > LineBuilder.stampRatio * 0.1 {
            members[band].removeAll { word in
                let (wordCenter, height) = (center(word), Band.size(word))
                let middle = (word.x0 + word.x1) / 2
                // The lines it could meet: centres within its height of its own.
                var low = 0, high = centers.count
                while low < high {
                    let half = (low + high) / 2
                    if centers[half] < wordCenter - height { low = half + 1 } else { high = half }
                }
                var position = low
                while position < centers.count, centers[position] <= wordCenter + height {
                    let other = byCenter[position]
                    let line = bands[other]
                    if other != band, height > LineBuilder.stampRatio * line.size, widths[other].0 < middle, middle < widths[other].1,
                        abs(wordCenter - line.center) <= tolerance * line.height || (word.y0 < line.center && line.center < word.y1)
                    {
                        return true
                    }
                    position += 1
                }
                return false
            }
        }
    }

    /// A line in the making: its mean centre and height follow its words, so one tall word does
    /// not make the band swallow the next line.
    private struct Band {
        var count: Int
        var centerSum: Double
        var heightSum: Double
        var sizeSum: Double

        init(_ word: TextWord) {
            count = 1
            centerSum = (word.y0 + word.y1) / 2
            heightSum = max(word.height, 0.1)
            sizeSum = Band.size(word)
        }

        var center: Double { centerSum / Double(count) }
        var height: Double { heightSum / Double(count) }
        var size: Double { sizeSum / Double(count) }

        func accepts(_ word: TextWord, tolerance: Double) -> Bool {
            let wordCenter = (word.y0 + word.y1) / 2
            let wordHeight = max(word.height, 0.1)
            // A stamp or watermark ("COPY", a rotated "CONFIDENTIAL" at 36pt) set across a table
            // of 9pt rows is no word of the row its centre happens to meet: its own line.
            let wordSize = Band.size(word)
            guard max(size, wordSize) <= LineBuilder.stampRatio * min(size, wordSize) else { return false }
            return abs(wordCenter - center) <= tolerance * min(height, wordHeight)
        }

        mutating func add(_ word: TextWord) {
            count += 1
            centerSum += (word.y0 + word.y1) / 2
            heightSum += max(word.height, 0.1)
            sizeSum += Band.size(word)
        }

        /// How tall a word stands among others: its box, or its font size where that is larger,
        /// as a turned glyph's box is (a rotated watermark's letter at 40pt comes in a box half
        /// as tall). A font size far beyond the box (a Type 3 font's own scale) is not believed.
        static func size(_ word: TextWord) -> Double {
            let height = max(word.height, 0.1)
            return word.fontSize > height && word.fontSize <= 4 * height ? word.fontSize : height
        }
    }
}
