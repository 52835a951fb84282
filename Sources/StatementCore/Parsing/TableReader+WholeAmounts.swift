extension TableReader {
    /// "03/05/2025  PAYROLL DEPOSIT  1,250  3,250.00": a statement printing its amounts with
    /// decimals may drop them from a round one. Under a header, a whole number standing in a money
    /// column is read again as an amount; the statement's decimal mark still decides, so "1,250"
    /// on a statement whose mark is the comma stays text, not 1.25.
    static func readingWholeAmountsInMoneyColumns(_ readings: inout [LineReading], _ kinds: inout [Kind], reader: LineReader,
                                                  classify: (LineReading, Int) -> Kind) {
        var columnReader: LineReader?
        var moneyX0 = Double.infinity
        for index in readings.indices {
            if case .header(let header) = kinds[index] {
                let money = header.columns.filter(\.role.holdsMoney)
                columnReader = money.isEmpty ? nil : reader
                columnReader?.wholeAmountColumns = money.map { $0.x0...($0.x1 + TableGeometry.moneyColumnSlack) }
                moneyX0 = header.moneyColumnsX0 ?? .infinity
                continue
            }
            guard let columnReader, hasWholeNumber(readings[index], from: moneyX0, reader: reader) else { continue }
            let again = columnReader.read(readings[index].line)
            guard again.amounts.count > readings[index].amounts.count else { continue }
            readings[index] = again
            kinds[index] = classify(again, index)
        }
    }

    /// Whether a word left of the line's amounts, in the money columns, reads as a whole number,
    /// on a dated row or beside an amount with decimals: a fee schedule's "Returned cheque  S$30"
    /// is neither.
    private static func hasWholeNumber(_ reading: LineReading, from moneyX0: Double, reader: LineReader) -> Bool {
        guard reading.date != nil || !reading.amounts.isEmpty else { return false }
        let words = reading.line.words
        var index = (reading.amounts.first?.words.lowerBound ?? words.count) - 1
        while index >= reading.dateWords, words[index].x1 >= moneyX0 - TableGeometry.moneyColumnSlack {
            if AmountText.parse(words[index].text, decimalMark: reader.decimalMark, minorDigits: 0) != nil { return true }
            index -= 1
        }
        return false
    }
}
