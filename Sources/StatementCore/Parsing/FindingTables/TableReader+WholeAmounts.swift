extension TableReader {
    /// "03/05/2025  PAYROLL DEPOSIT  1,250  3,250.00": a statement printing its amounts with
    /// decimals may drop them from a round one. Under a header, a whole number standing in a money
    /// column is read again as an amount; the statement's decimal mark still decides, so "1,250"
    /// on a statement whose mark is the comma stays text, not 1.25. With no header at all, the
    /// money columns are where the dated rows' amounts end, right-aligned.
    static func readingWholeAmountsInMoneyColumns(
        _ readings: inout [LineReading], _ kinds: inout [Kind], reader: LineReader,
        classify: (LineReading, Int) -> Kind
    ) {
        var columnReader: LineReader?
        var moneyX0 = Double.infinity
        if !kinds.contains(where: \.isHeader) {
            let edges = amountEdges(readings, reader: reader)
            guard let first = edges.min() else { return }
            columnReader = reader
            columnReader?.wholeAmountColumns = edges.map { .spanning($0 - alignment, $0 + alignment) }
            moneyX0 = first - alignment
        }
        // A header's money columns hold its own page's whole numbers, and a later page's only
        // where that page prints amounts with decimals in them: it may place them elsewhere.
        var headerColumns: [ClosedRange<Double>]?
        var columnsPage = 0, headerPage = 0
        for index in readings.indices {
            if case .header(let header) = kinds[index] {
                let money = header.columns.filter(\.role.holdsMoney)
                columnReader = money.isEmpty ? nil : reader
                headerColumns = money.map { .spanning($0.x0, $0.x1 + TableGeometry.moneyColumnSlack) }
                columnsPage = 0
                headerPage = readings[index].line.page
                moneyX0 = header.moneyColumnsX0 ?? .infinity
                continue
            }
            guard columnReader != nil, hasWholeNumber(readings[index], from: moneyX0, reader: reader) else { continue }
            if let headerColumns, readings[index].line.page != columnsPage {
                columnsPage = readings[index].line.page
                columnReader?.wholeAmountColumns =
                    columnsPage == headerPage ? headerColumns : headerColumns.filter { printsAmounts(in: $0, around: index, readings) }
            }
            guard let columnReader else { continue }
            let again = columnReader.read(readings[index].line)
            guard again.amounts.count > readings[index].amounts.count else { continue }
            readings[index] = again
            kinds[index] = classify(again, index)
        }
    }

    /// "July 1, 2022 through July 31, 2022": a year closing a date written with its month's name
    /// is never an amount, wherever it stands.
    static func endsDate(_ words: LineWords, at index: Int) -> Bool {
        guard let year = Int(words[index].text), (1900...2100).contains(year), index >= 1 else { return false }
        let previous = words[index - 1].text
        if MonthNames.month(previous.trimming(".,")) != nil { return true }
        guard index >= 2, previous.hasSuffix(","), let day = Int(previous.dropLast()), (1...31).contains(day) else { return false }
        return MonthNames.month(words[index - 2].text.trimming(".,")) != nil
    }

    /// Whether an amount with decimals stands in `column` on the page of line `index`: its lines
    /// stand together, the halves of a page of two included.
    static func printsAmounts(in column: ClosedRange<Double>, around index: Int, _ readings: [LineReading]) -> Bool {
        let page = readings[index].line.page
        var start = index, end = index
        while start > readings.startIndex, readings[start - 1].line.page == page { start -= 1 }
        while end < readings.endIndex, readings[end].line.page == page { end += 1 }
        return readings[start..<end].contains { reading in
            reading.amounts.contains { $0.x1 > column.lowerBound && $0.x0 < column.upperBound }
        }
    }

    /// How far from a column's right edge a right-aligned number may end.
    static let alignment = 1.5

    /// The right edges where amounts with decimals end on two dated lines or more: any of the
    /// line's amounts, as one that could not be read stops the reading of those before it.
    static func amountEdges(_ readings: [LineReading], reader: LineReader) -> [Double] {
        var ends: [Double] = []
        for reading in readings where reading.date != nil {
            let words = reading.line.words
            for index in reading.dateWords..<words.count where words[index].text.utf8.contains(where: AmountText.isDigit) {
                if let token = reader.amount(words, at: index, from: index) { ends.append(token.x1) }
            }
        }
        guard !ends.isEmpty else { return [] }
        ends.sort()
        var edges: [Double] = []
        var start = 0
        for end in 1...ends.count where end == ends.count || ends[end] - ends[end - 1] > alignment {
            if end - start >= 2 { edges.append(ends[end - 1]) }
            start = end
        }
        return edges
    }

    /// Whether a word left of the line's amounts, in the money columns, reads as a whole number,
    /// on a dated row or beside an amount with decimals: a fee schedule's "Returned cheque  S$30"
    /// is neither.
    private static func hasWholeNumber(_ reading: LineReading, from moneyX0: Double, reader: LineReader) -> Bool {
        guard reading.date != nil || !reading.amounts.isEmpty else { return false }
        let words = reading.line.words
        var index = (reading.amounts.first?.words.lowerBound ?? words.count) - 1
        while index >= reading.dateWords, words[index].x1 >= moneyX0 - TableGeometry.moneyColumnSlack {
            if AmountText.parse(words[index].text, decimalMark: reader.decimalMark, minorDigits: 0) != nil {
                return !endsDate(words, at: index)
            }
            index -= 1
        }
        return false
    }
}
