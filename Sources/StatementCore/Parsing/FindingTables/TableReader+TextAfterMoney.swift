extension TableReader {
    /// "Date | Amount | Description", "Date | Credits | Debits | Balance | Description": where
    /// the header puts the description right of the money columns, each line under it is read
    /// again with its description words moved between its dates and its amounts, where every
    /// other reading expects them. Words keep their boxes, so columns are still told by position.
    static func movingTextBeforeMoney(
        _ readings: inout [LineReading], _ kinds: inout [Kind], reader: LineReader,
        classify: (LineReading, Int) -> Kind
    ) {
        var layout: HeaderLayout?
        for index in readings.indices {
            if case .header(let header) = kinds[index] {
                layout = header
                continue
            }
            guard let header = layout, header.printsTextAfterMoney, let description = header.column(.description) else { continue }
            let line = readings[index].line
            let slack = max(line.words.first?.fontSize ?? 4, 4)
            // A line with nothing under the description (its text printed on a line of its own)
            // still has its reference moved off its amount.
            let split = line.words.firstIndex(where: { $0.x0 >= description.x0 - slack }) ?? line.words.count
            guard split > 0,
                line.words[split...].allSatisfy({ $0.x0 >= description.x0 - slack })
            else { continue }
            let left = Array(line.words[..<split])
            let dated = reader.read(TextLine(page: line.page, number: line.number, words: left))
            // "Monto | Referencia | Concepto": a reference printed between the money and the
            // description goes with the description, before it, where the reference column's
            // words are told apart from the description's (`separate`).
            let references = header.columns.filter { $0.role == .reference && $0.x0 > (header.moneyColumnsX0 ?? .infinity) }
            let rest = left[dated.dateWords...]
            let isReference = { (word: TextWord) in references.contains { word.x0 >= $0.x0 - slack } }
            let words =
                Array(left[..<dated.dateWords]) + rest.filter(isReference) + line.words[split...] + rest.filter { !isReference($0) }
            let moved = reader.read(TextLine(page: line.page, number: line.number, words: words))
            guard !moved.amounts.isEmpty, moved.amounts.first?.words.lowerBound ?? 0 > dated.dateWords else { continue }
            readings[index] = moved
            kinds[index] = classify(moved, index)
        }
    }
}
