extension PrintedFigureFinder {
    /// "Kontonummer   BLZ   Summe Zahlungseingänge" over "9999   200 100 20   EUR   + 4.764,70": a
    /// box of labels over figures, each figure in its label's cell (from where the label starts
    /// to where the next one does). Only a cell naming a total ("Summe", "Total") and one
    /// direction counts: a table's column headers over its first row name no total.
    func totalsInBox(_ reading: LineReading, over next: LineReading) -> [PrintedFigure] {
        let words = reading.line.words
        guard next.date == nil, next.line.page == reading.line.page, !next.amounts.isEmpty, words.count > 0,
            HeaderLayout.detect(reading.line, vocabulary: .standard) == nil
        else { return [] }
        var figures: [PrintedFigure] = []
        var start = 0
        for end in 1...words.count where end == words.count || LineReader.isCellGap(words[end - 1], words[end]) {
            defer { start = end }
            // The label starts at its total word: a stray mark may join it to the cell before.
            guard
                let first = words[start..<end].indices.first(where: {
                    PrintedFigureFinder.totalWords.contains(TextFolding.normalised(words[$0].text))
                })
            else { continue }
            let label = words[first..<end].map { TextFolding.normalised($0.text) }.flatMap { $0.split(separator: " ").map(String.init) }
            guard label.count <= 6, label.contains(where: PrintedFigureFinder.totalWords.contains),
                !label.contains(where: PrintedFigureFinder.excluded.contains),
                label.allSatisfy({ PrintedFigureFinder.labelFillers.contains($0) || PrintedFigureFinder.totalWords.contains($0) || thing($0) != nil })
            else { continue }
            let directions = Set(label.compactMap { thing($0) }.filter(\.general).compactMap(\.direction))
            guard directions.count == 1, let direction = directions.first,
                let token = BalanceFinder.inCell(next.amounts, of: words, label: first..<end)
            else { continue }
            figures.append(
                PrintedFigure(
                    kind: .total(direction), value: token.magnitude, label: words[first..<end].map(\.text).joined(separator: " "),
                    page: next.line.page, line: next.line.number))
        }
        return figures
    }
}
