extension TableReader {
    /// "31.03.  -  Credit  -  684,63": a dash standing alone before an amount, a gap wider than a
    /// space from it, where the other rows print a card number, a code or a date, is that column's
    /// empty cell and not the amount's sign. The column decides, not the line: in a sign column
    /// the other rows print signs too, and a sign one space from its figure ("- 12.00") stays one.
    static func readingEmptyCellsApartFromSigns(
        _ readings: inout [LineReading], _ kinds: inout [Kind], reader: LineReader, classify: (LineReading, Int) -> Kind
    ) {
        var candidates: [(index: Int, sign: ClosedRange<Double>)] = []
        for index in readings.indices {
            guard case .row = kinds[index] else { continue }
            let words = readings[index].line.words
            for token in readings[index].amounts where token.words.count >= 2 {
                let sign = words[token.words.lowerBound], next = words[token.words.lowerBound + 1]
                guard LineReader.isMinus(sign.text) || LineReader.isPlus(sign.text),
                    next.x0 - sign.x1 >= 0.65 * max(next.fontSize, 4)
                else { continue }
                candidates.append((index, .spanning(sign.x0, sign.x1)))
            }
        }
        guard !candidates.isEmpty else { return }
        var signless: [ClosedRange<Double>] = [], checked: Set<ClosedRange<Double>> = []
        // Each place is looked at once, and a few places at most: a sign column holds them all.
        for candidate in candidates where checked.count < 8 && checked.insert(candidate.sign).inserted {
            if holdsOtherCells(candidate.sign, readings, kinds, besides: candidate.index) { signless.append(candidate.sign) }
        }
        guard !signless.isEmpty else { return }
        var cellReader = reader
        cellReader.signlessColumns = signless
        for candidate in candidates where signless.contains(candidate.sign) {
            let again = cellReader.read(readings[candidate.index].line)
            guard again.amounts.count == readings[candidate.index].amounts.count else { continue }
            readings[candidate.index] = again
            kinds[candidate.index] = classify(again, candidate.index)
        }
    }

    /// Whether the other rows print, where `sign` stands, words that are neither signs nor part
    /// of their amounts, more often than signs: two such rows at least.
    private static func holdsOtherCells(
        _ sign: ClosedRange<Double>, _ readings: [LineReading], _ kinds: [Kind], besides row: Int
    ) -> Bool {
        var others = 0, signs = 0
        for index in readings.indices where index != row {
            guard case .row = kinds[index] else { continue }
            let reading = readings[index], words = reading.line.words
            for word in reading.dateWords..<words.count where words[word].x1 > sign.lowerBound && words[word].x0 < sign.upperBound {
                let text = words[word].text
                if LineReader.isMinus(text) || LineReader.isPlus(text) || LineReader.markWords[text] != nil {
                    signs += 1
                } else if !reading.amounts.contains(where: { $0.words.contains(word) }) {
                    others += 1
                }
            }
        }
        return others >= 2 && others > signs
    }
}
