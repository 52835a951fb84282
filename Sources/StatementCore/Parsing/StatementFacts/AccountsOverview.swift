/// An accounts overview printed as a table: a row of summary labels (`BALANCE FORWARD  TOTAL
/// DEBITS  TOTAL CREDITS  CLOSING BALANCE`, wrapped labels already joined by SummaryTableLabels)
/// over one row of figures per account. The row of the statement's own account gives its
/// opening, closing and totals; no row of it is ever a transaction.
struct AccountsOverview {
    enum Label: Equatable { case opening, closing, total(SectionHeadings.Direction) }

    struct Cell {
        /// Nil for a column the overview prints but no figure of the statement's comes from
        /// ("Product", a label no vocabulary knows): its figures are set apart, not given to the
        /// nearest known label.
        var label: Label?
        var x0: Double
        var x1: Double
        var text: String
    }

    /// Where the label line is among the readings, and the account rows under it.
    var labelLine: Int
    var cells: [Cell]
    var rows: [Int]

    /// The most account rows one overview is read to have.
    static let maximumRows = 20

    /// Every overview among the readings: a line of labels, at least one an opening or closing
    /// balance and one more besides, right over lines of two figures or more.
    static func find(in readings: [LineReading]) -> [AccountsOverview] {
        var found: [AccountsOverview] = []
        for index in readings.indices where index + 1 < readings.count {
            let reading = readings[index]
            // Cheap first: the line names a balance somewhere and holds no figure.
            guard let kind = reading.summary, kind != .total, kind != .carriedForward, reading.date == nil,
                reading.amounts.isEmpty, readings[index + 1].amounts.count >= 2, readings[index + 1].date == nil,
                let cells = labelCells(reading.line)
            else { continue }
            var rows: [Int] = []
            var next = index + 1
            while next < readings.count, rows.count < maximumRows, readings[next].date == nil, readings[next].amounts.count >= 2,
                readings[next].line.page == reading.line.page
            {
                rows.append(next)
                next += 1
            }
            found.append(AccountsOverview(labelLine: index, cells: cells, rows: rows))
        }
        return found
    }

    /// The line's cells, when at least two are summary labels and one of them a balance.
    private static func labelCells(_ line: TextLine) -> [Cell]? {
        let words = line.words
        var starts = words.indices.filter { AccountLine.opensCell(words, at: $0) }
        starts.append(words.count)
        var cells: [Cell] = []
        for (start, end) in zip(starts, starts.dropFirst()) {
            let text = words[start..<end].map(\.text).joined(separator: " ")
            cells.append(Cell(label: label(TextFolding.normalised(text)), x0: words[start].x0, x1: words[end - 1].x1, text: text))
        }
        guard cells.filter({ $0.label != nil }).count >= 2, cells.contains(where: { $0.label == .opening || $0.label == .closing }) else {
            return nil
        }
        // "Date | Description | … | Closing Balance" heads transaction rows, not accounts.
        if let header = HeaderLayout.detect(line, vocabulary: .standard),
            header.columns.contains(where: { $0.role == .date || $0.role == .description })
        {
            return nil
        }
        return cells
    }

    /// "Balance forward", "Saldo anterior", "Total debits", "Summe Haben", "Deposits".
    private static func label(_ folded: String) -> Label? {
        switch SummaryLabels.kind(of: folded, anywhere: false) {
        case .opening, .broughtForward: return .opening
        case .closing: return .closing
        default: break
        }
        let words = folded.split(separator: " ").map(String.init)
        guard words.count <= 4 else { return nil }
        let things = words.compactMap { PrintedFigureFinder(kind: .current).thing($0) }.filter(\.general)
        guard let direction = things.first?.direction, things.allSatisfy({ $0.direction == direction }) else { return nil }
        return .total(direction)
    }

    /// The figures of an account row, each under the label it overlaps most (or stands nearest).
    /// A figure left of a count ("1,24,000.00  4  2  31,051.60 …") is one too.
    func figures(of reading: LineReading, reader: LineReader) -> [(cell: Cell, token: AmountToken)] {
        let words = reading.line.words
        let leading = reading.descriptionRange.compactMap { reader.amount(words, at: $0, from: $0) }
        return (leading + reading.amounts).compactMap { token in
            cells.min { distance($0, token) < distance($1, token) }.map { ($0, token) }
        }
    }

    private func distance(_ cell: Cell, _ token: AmountToken) -> Double {
        let overlap = min(cell.x1, token.x1) - max(cell.x0, token.x0)
        return overlap > 0 ? -overlap : max(cell.x0 - token.x1, token.x0 - cell.x1)
    }

    /// The row of the account `number`: the one naming it, or the only row when nothing names it.
    func row(for number: String?, in readings: [LineReading], reader: LineReader) -> Int? {
        if let number {
            let account = PrintedAccount(number: number)
            if let named = rows.first(where: { row in
                let words = readings[row].line.words
                // The account's own words: not the figures left of the counts.
                let named = readings[row].descriptionRange.filter { reader.amount(words, at: $0, from: $0) == nil }
                let digits = named.map { words[$0].text }.joined().filter(\.isASCIIDigit)
                return digits.count >= 4 && (account.digits.contains(digits) || digits.contains(account.digits))
            }) {
                return named
            }
        }
        // A "Total" row adds the accounts up; it is no account's own.
        let accounts = rows.filter { readings[$0].summary != .total }
        return accounts.count == 1 ? accounts.first : nil
    }
}
