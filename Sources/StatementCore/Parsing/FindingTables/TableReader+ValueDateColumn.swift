extension TableReader {
    /// "03.03  Energy Company invoice  -84.20  12,365.80  04.03": a yearless value date printed
    /// after the balance reads as a figure ("4.03") as well as a date. Under a header naming a
    /// value date column, the dated rows whose last figure starts under that label are read again
    /// with it as the value date.
    static func readingValueDatesUnderTheirLabel(
        _ readings: inout [LineReading], _ kinds: inout [Kind], reader: LineReader,
        classify: (LineReading, Int) -> Kind
    ) {
        var columnReader: LineReader?
        for index in readings.indices {
            if case .header(let header) = kinds[index] {
                columnReader = nil
                if let column = header.column(.valueDate) {
                    columnReader = reader
                    columnReader?.valueDateColumns = [.spanning(column.x0 - slack, column.x1 + slack)]
                }
                continue
            }
            guard let columnReader, readings[index].date != nil, readings[index].valueDate == nil, readings[index].amounts.count > 1,
                let last = readings[index].amounts.last, columnReader.valueDateColumns.contains(where: { $0.contains(last.x0) })
            else { continue }
            let again = columnReader.read(readings[index].line)
            guard again.valueDate != nil else { continue }
            readings[index] = again
            kinds[index] = classify(again, index)
        }
    }

    /// How far left of its label a left-aligned date may start.
    private static let slack = 2.0
}
