/// Where a reading supposes the transaction table starts and ends. The first reading supposes
/// nothing: the table starts at its first header (or at the top, when no header is found) and
/// runs to the statement's end. Its own evidence offers the others (`Evidence`):
/// - an earlier start, where dated amounts above the first header were left unexplained (a first
///   page whose header the vocabulary does not know, or that prints none);
/// - an earlier end, where rows were read after the closing balance or a printed total (a list
///   of interest or fees, a year-to-date summary or an instalment plan printed under the table):
///   the lines after it are left out, and said to be;
/// - an earlier end at the row whose running balance reaches the closing balance, where the
///   rows after it step no running balance (`closingReached`).
struct TableBounds: Hashable, Sendable {
    /// A line of the statement, by its index among the readings and where it is printed.
    struct Place: Hashable, Sendable {
        var index: Int
        var page: Int
        var line: Int

        init(_ index: Int, _ reading: LineReading) {
            self.index = index
            self.page = reading.line.page
            self.line = reading.line.number
        }

        var printed: String { "page \(page), line \(line)" }
    }

    struct Start: Hashable, Sendable {
        /// The first line of the table, above its first header.
        var at: Place
        /// The header whose columns tell the money of the rows above it; nil: told by position.
        var header: Place?
    }

    struct End: Hashable, Sendable {
        enum Mark: Hashable, Sendable {
            case closingBalance
            /// The row whose running balance reaches the closing, rows of no running balance after it.
            case closingReached
            case total(String)
        }
        /// The table's last line: what follows is not the table's.
        var at: Place
        var mark: Mark
    }

    var start: Start?
    var end: End?

    /// Whether the line at `index` comes after the table's end.
    func isAfterEnd(_ index: Int) -> Bool {
        end.map { index > $0.at.index } ?? false
    }

    /// What a reading's table offers the others, read from the reading itself.
    struct Evidence: Sendable {
        /// The first header found, where the first reading starts the table.
        var firstHeader: Place?
        /// Earlier starts, earlier ends and, where a start is offered, the first start with each
        /// end its rows would offer.
        var candidates: [TableBounds] = []
    }

    /// The ends at most offered by one statement's evidence, alone and with the first start: with
    /// the two starts, no more than `ReadingChoice.maximumAlternatives` readings in all.
    static let maximumEnds = 3

    /// `unexplained`: the reading's unexplained lines, in order; `rows`: where its rows were read;
    /// `reached`: the row whose running balance reaches the closing (`closingReached`).
    static func evidence(
        readings: [LineReading], firstHeader: (index: Int, namesMoney: Bool)?, unexplained: [Int], rows: [(page: Int, line: Int)],
        closing: BalanceFinder.AmountAt?, figures: [PrintedFigure], reached: (page: Int, line: Int)? = nil
    ) -> Evidence {
        var evidence = Evidence(firstHeader: firstHeader.map { Place($0.index, readings[$0.index]) })
        var starts: [Start] = []
        if let firstHeader, let first = unexplained.first, first < firstHeader.index {
            let at = Place(first, readings[first])
            if firstHeader.namesMoney { starts.append(Start(at: at, header: Place(firstHeader.index, readings[firstHeader.index]))) }
            starts.append(Start(at: at, header: nil))
        }
        let ends = self.ends(readings: readings, rows: rows, closing: closing, figures: figures, reached: reached)
        evidence.candidates = starts.map { TableBounds(start: $0) } + ends.map { TableBounds(end: $0) }
        // Started earlier, the lines left unexplained above the header are rows too: a closing
        // balance printed under them and over the rows the first reading read (a year's interest
        // under a header of its own) ends the table there.
        if let start = starts.first, let firstHeader {
            let moved = unexplained.filter { $0 < firstHeader.index }.map { (page: readings[$0].line.page, line: readings[$0].line.number) }
            evidence.candidates += self.ends(readings: readings, rows: rows + moved, closing: closing, figures: figures)
                .map { TableBounds(start: start, end: $0) }
        }
        return evidence
    }

    /// The lines rows were read after that may close the table: the closing balance's, and the
    /// last few printed totals; each only where rows stand both above and below it.
    static func ends(
        readings: [LineReading], rows: [(page: Int, line: Int)], closing: BalanceFinder.AmountAt?, figures: [PrintedFigure],
        reached: (page: Int, line: Int)? = nil
    ) -> [End] {
        guard let firstRow = rows.min(by: { ($0.page, $0.line) < ($1.page, $1.line) }),
            let lastRow = rows.max(by: { ($0.page, $0.line) < ($1.page, $1.line) })
        else { return [] }
        func closesRows(_ page: Int, _ line: Int) -> Bool {
            (firstRow.page, firstRow.line) < (page, line) && (page, line) < (lastRow.page, lastRow.line)
        }
        var marks: [(page: Int, line: Int, mark: End.Mark)] = []
        if let closing, closesRows(closing.page, closing.line) { marks.append((closing.page, closing.line, .closingBalance)) }
        if let reached, closesRows(reached.page, reached.line) { marks.append((reached.page, reached.line, .closingReached)) }
        let totals = figures.filter { figure in
            switch figure.kind {
            case .total, .subtotal: return closesRows(figure.page, figure.line)
            case .opening, .closing, .count: return false
            }
        }
        .sorted { ($0.page, $0.line) < ($1.page, $1.line) }
        marks += totals.suffix(maximumEnds - marks.count).reversed().map { ($0.page, $0.line, .total($0.label)) }
        var ends: [End] = []
        for mark in marks {
            guard !ends.contains(where: { ($0.at.page, $0.at.line) == (mark.page, mark.line) }),
                let index = readings.firstIndex(where: { $0.line.page == mark.page && $0.line.number == mark.line }),
                !opensAnotherStatement(after: index, readings)
            else { continue }
            ends.append(End(at: Place(index, readings[index]), mark: mark.mark))
        }
        return ends
    }

    /// Lines after the end that open a balance of their own (another account's or currency's
    /// table, "Opening balance" over its rows) are another statement: the accounts decision
    /// reads them (`StatementSplit`), and an end leaving them out would drop its rows unsaid.
    static func opensAnotherStatement(after index: Int, _ readings: [LineReading]) -> Bool {
        readings[(index + 1)...].contains { $0.summary == .opening }
    }

    /// "table starts at page 1, line 12, its money told by the header on page 2, line 1; ends at
    /// the closing balance, page 3, line 40".
    func describe(_ evidence: Evidence) -> String {
        guard start != nil || end != nil else {
            let from = evidence.firstHeader.map { "from its first header, " + $0.printed } ?? "from the top, no header found"
            return "table as first read: " + from + ", to the statement's end"
        }
        var parts: [String] = []
        if let start {
            let money = start.header.map { "its money columns as the header on \($0.printed) names them" } ?? "its money columns told by position"
            parts.append("table starts at \(start.at.printed), \(money)")
        }
        if let end {
            let mark: String
            switch end.mark {
            case .closingBalance: mark = "the closing balance"
            case .closingReached: mark = "the row whose running balance reaches the closing balance"
            case .total(let label): mark = "the printed total '\(label)'"
            }
            parts.append("\(start == nil ? "table " : "")ends at \(mark), \(end.at.printed)")
        }
        return parts.joined(separator: "; ")
    }
}
