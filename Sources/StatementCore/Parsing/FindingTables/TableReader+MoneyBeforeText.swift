extension TableReader {
    /// "03/03/2025   12,365.80   Energy Company invoice   -84.20": a money column standing between
    /// the date and the description (a running balance printed before the text), where no header
    /// names the money columns. Told by geometry alone: figures in a cell of their own right after
    /// the date, their right edges aligned over many dated lines, and no description word standing
    /// at that edge on the other dated lines. Each such line is read again with those figures
    /// moved after its text, in the order they stand across the page, so the row's money cells
    /// are all read and the arithmetic (`ArithmeticRoles`) says which is the balance. A figure a
    /// description opens with ("2 x coffee", "12 Main Street") has no decimals and is no money;
    /// one that has them stands in no column of figures.
    static func readingMoneyColumnsBeforeText(
        _ readings: inout [LineReading], _ kinds: inout [Kind], reader: LineReader,
        classify: (LineReading, Int) -> Kind
    ) {
        var found: [(index: Int, cut: Int, ends: [Double])] = []
        var underMoneyHeader = false
        for index in readings.indices {
            if case .header(let header) = kinds[index] {
                underMoneyHeader = header.hasMoneyColumns
                continue
            }
            guard !underMoneyHeader, case .row = kinds[index], let leading = leadingFigures(readings[index], reader: reader) else { continue }
            found.append((index, leading.cut, leading.ends))
        }
        guard found.count >= minimumLines else { return }
        let columns = alignedColumns(found.flatMap(\.ends), readings: readings, kinds: kinds, found: found)
        guard !columns.isEmpty else { return }
        let inColumns = found.filter { line in line.ends.allSatisfy { end in columns.contains { abs($0 - end) <= figureAlignment } } }
        guard inColumns.count >= minimumLines else { return }
        var cells: [ClosedRange<Double>] = []
        for (index, cut, ends) in inColumns {
            let reading = readings[index]
            let words = reading.line.words
            let textEnd = reading.amounts.first?.words.lowerBound ?? words.count
            guard cut < textEnd else { continue }
            let order =
                Array(0..<reading.dateWords) + Array(cut..<textEnd) + Array(reading.dateWords..<cut) + Array(textEnd..<words.count)
            let moved = reader.read(TextLine(page: reading.line.page, number: reading.line.number, words: LineWords(order.map { words[$0] })))
            guard moved.date != nil, moved.amounts.count == reading.amounts.count + ends.count else { continue }
            readings[index] = moved
            kinds[index] = classify(moved, index)
            for figure in moved.amounts where figure.x1 < (moved.descriptionX0 ?? -.infinity) {
                cells.append(.spanning(figure.x0 - MoneyBeforeText.slack, figure.x1 + MoneyBeforeText.slack))
            }
        }
        // The opening, closing and totals of such a table print their figures in those columns
        // too, before their label: read them now that the rows show where the columns stand.
        let moneyColumns = MoneyBeforeText.columns(ofCells: cells)
        guard !moneyColumns.isEmpty else { return }
        var labelsReader = reader
        let before = readings
        MoneyBeforeText.readingFiguresBeforeLabels(&readings, reader: &labelsReader, columns: moneyColumns)
        for index in readings.indices where readings[index].amounts.count != before[index].amounts.count {
            kinds[index] = classify(readings[index], index)
        }
    }

    /// Lines with figures before their text, at least, and figures aligned in each column (a
    /// credit column may hold few): fewer are no column to tell.
    static let minimumLines = 3
    static let minimumColumnFigures = 2

    /// The figures a dated row's words open with, right after its dates, before a cell gap and
    /// text: where the cut between them and the text is, and where each figure ends across the
    /// page. Nil where the first word after the dates is no figure with decimals.
    private static func leadingFigures(_ reading: LineReading, reader: LineReader) -> (cut: Int, ends: [Double])? {
        let words = reading.line.words
        let start = reading.dateWords
        let textEnd = reading.amounts.first?.words.lowerBound ?? words.count
        // Asked of every dated row: most descriptions open with a word holding no digit.
        guard start + 1 < textEnd, opensFigure(words[start].text) else { return nil }
        var best: (cut: Int, ends: [Double])?
        for cut in (start + 1)..<min(textEnd, start + 9) where LineReader.isCellGap(words[cut - 1], words[cut]) {
            guard words[cut..<textEnd].contains(where: { $0.text.contains(where: \.isLetter) }) else { break }
            let figures = reader.trailingAmounts(words, from: start, upTo: cut)
            guard let first = figures.first, first.words.lowerBound == start, figures.last?.words.upperBound == cut else { continue }
            best = (cut, figures.map(\.x1))
        }
        return best
    }

    /// A word that may open a figure: a digit, or a sign or currency sign printed before one.
    private static func opensFigure(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let lead = utf8.first else { return false }
        if AmountText.isDigit(lead) { return true }
        return utf8.count <= 9 && (utf8.contains(where: AmountText.isDigit) || LineReader.isMinus(text) || LineReader.isCurrencyWord(text))
    }

    /// The right edges where the figures of `ends` stand aligned on `minimumColumnFigures` lines or
    /// more, and where no description word of the other dated rows reaches: a column of figures,
    /// not numbers some descriptions happen to open with.
    private static func alignedColumns(
        _ ends: [Double], readings: [LineReading], kinds: [Kind], found: [(index: Int, cut: Int, ends: [Double])]
    ) -> [Double] {
        let sorted = ends.sorted()
        var columns: [Double] = []
        var start = 0
        for end in 1...sorted.count where end == sorted.count || sorted[end] - sorted[end - 1] > figureAlignment {
            if end - start >= minimumColumnFigures { columns.append(sorted[(start + end) / 2]) }
            start = end
        }
        let lines = Set(found.map(\.index))
        return columns.filter { edge in
            let members = found.lazy.filter { $0.ends.contains { abs($0 - edge) <= figureAlignment } }.count
            // A dated row's description word crossing the edge: text stands where the column would.
            let crossing = { (reading: LineReading) in
                reading.descriptionRange.contains {
                    reading.line.words[$0].x0 < edge - figureAlignment && reading.line.words[$0].x1 > edge - figureAlignment
                }
            }
            var others = 0
            for index in readings.indices where !lines.contains(index) && readings[index].date != nil {
                if case .row = kinds[index], crossing(readings[index]) { others += 1 }
            }
            return members > 2 * others
        }
    }

    /// How far apart, in points, the right edges of one column's figures may stand.
    private static let figureAlignment = 2.0
}
