/// A table printing its money before its description ("03/03/2025  84.20  12,365.80  Energy
/// invoice") prints its balances and totals the same way: "12,450.00  Opening balance". Such a
/// line is read with its figures only where they stand in the columns the dated rows print their
/// money in, before their description; found from the rows themselves, so a header in unknown
/// words, or none, needs nothing more. Elsewhere on the page a line starting with a figure is
/// running text, an address or a footer, and stays text.
enum MoneyBeforeText {
    /// How far apart two cells of one column may stand and still be one column's.
    static let slack = 1.5

    /// The money columns of the dated rows whose money stands before their description: each a
    /// span the cells of two rows or more overlap. Empty where no row prints its money first.
    static func columns(_ readings: [LineReading]) -> [ClosedRange<Double>] {
        var cells: [ClosedRange<Double>] = []
        for reading in readings where reading.date != nil {
            guard let last = reading.amounts.last, let description = reading.descriptionX0, last.x1 < description else { continue }
            for amount in reading.amounts { cells.append(.spanning(amount.x0 - slack, amount.x1 + slack)) }
        }
        return columns(ofCells: cells)
    }

    /// The spans the cells of two rows or more overlap.
    static func columns(ofCells unsorted: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var cells = unsorted
        guard cells.count >= 2 else { return [] }
        cells.sort { $0.lowerBound < $1.lowerBound }
        var columns: [ClosedRange<Double>] = []
        var current = cells[0], members = 1
        for cell in cells.dropFirst() {
            if cell.lowerBound <= current.upperBound {
                current = current.lowerBound...max(current.upperBound, cell.upperBound)
                members += 1
                continue
            }
            if members >= 2 { columns.append(current) }
            (current, members) = (cell, 1)
        }
        if members >= 2 { columns.append(current) }
        return columns
    }

    /// The undated lines printing figures before a label, in the money-first columns, read with
    /// those figures; `reader` learns the columns, so every later reading of a line reads alike.
    /// `columns`: where the money-first columns stand, when the caller found them another way
    /// (the table reader's columns of figures between the date and the description).
    static func readingFiguresBeforeLabels(
        _ readings: inout [LineReading], reader: inout LineReader, columns found: [ClosedRange<Double>]? = nil
    ) {
        let columns = found ?? columns(readings)
        guard !columns.isEmpty else { return }
        reader.moneyBeforeTextColumns = columns
        for index in readings.indices
        where readings[index].date == nil && readings[index].amounts.isEmpty && LineReader.startsWithFigure(readings[index].line) {
            let again = reader.read(readings[index].line)
            if !again.amounts.isEmpty { readings[index] = again }
        }
    }
}
