/// What the parser made of every line of a statement and why, then the decisions it made once
/// per statement and the verification checks: `parse --explain`, for users writing a layout
/// profile and for bug reports. The text is stable and greppable: one line per printed line,
/// "p<page> l<line> <role> | <what was read> | <printed text>".
public struct ParseExplanation: Sendable {
    public struct Line: Sendable, Hashable {
        public enum Role: String, Sendable, Hashable {
            case row, continuation, header, summary, total, count, pageNumber = "page-number"
            case sectionHeading = "section", furniture, ignored
        }
        public var page: Int
        public var line: Int
        public var role: Role
        /// What was read from it and why, in a few words.
        public var reading: String
        public var text: String
    }

    public var lines: [Line]
    public var statements: [Statement]

    public init(lines: [Line], statements: [Statement]) {
        self.lines = lines
        self.statements = statements
    }

    /// The parse of `pages` as `parser` does it, explained.
    public static func explain(pages: [TextPage], parser: StatementParser) -> ParseExplanation {
        let statements = parser.parseAll(pages: pages)
        let lines = pages.flatMap(\.lines)
        guard let first = statements.first else { return ParseExplanation(lines: [], statements: statements) }
        let foldedFirstPage = TextFolding.normalised(lines.filter { $0.page == (lines.first?.page ?? 1) }.map(\.text).joined(separator: " "))
        let profile = parser.forcedProfile ?? parser.profiles.first { $0.matches(foldedFirstPage: foldedFirstPage) }
        var vocabulary = HeaderVocabulary.standard
        for (phrase, role) in profile?.headers ?? [:] { vocabulary.add(phrase, role: role) }
        let mark = profile?.decimalMark ?? DecimalMark.detect(in: lines.lazy.flatMap(\.words).map(\.text))
        let reader = LineReader(decimalMark: mark, minorDigits: first.currency.minorUnitDigits)
        let readings = lines.map(reader.read)
        let furniture = StatementParser.furniture(readings, pageCount: pages.count)
        let overviewLines = ParseExplanation.overviewLines(readings, reader: reader)
        let skip = profile?.skip ?? []
        let headers = readings.indices.map { index in
            TableReader.header(readings[index], above: index > 0 ? readings[index - 1] : nil, vocabulary: vocabulary, skip: skip)
        }
        let table = TableReader(vocabulary: vocabulary, skip: skip, reader: reader)
            .read(readings, furniture: furniture, summaries: overviewLines)
        let (drafts, tableLines, notBooked) = (table.rows, table.tableLines, table.notBooked)
        let rows = Dictionary(drafts.map { (Place($0.reading.line), $0) }, uniquingKeysWith: { first, _ in first })
        let parsedRows = Dictionary(statements.flatMap(\.transactions).map { (Place(page: $0.page, line: $0.line), $0) },
                                    uniquingKeysWith: { first, _ in first })
        let figures = Dictionary(PrintedFigureFinder(kind: first.kind).find(in: readings).map { (Place(page: $0.page, line: $0.line), $0) },
                                 uniquingKeysWith: { first, _ in first })
        let numbering = Set(PageNumbering.find(in: pages).printed.map { Place(page: $0.page, line: $0.line) })

        var explained: [Line] = []
        for (index, reading) in readings.enumerated() {
            let line = reading.line, place = Place(line)
            func add(_ role: Line.Role, _ why: String) {
                explained.append(Line(page: line.page, line: line.number, role: role, reading: why, text: line.text))
            }
            if let draft = rows[place] {
                add(.row, rowReading(draft, parsed: parsedRows[place], kind: first.kind))
            } else if overviewLines.contains(index) {
                add(.summary, "accounts overview (labels over one row per account); not a transaction")
            } else if let header = headers[index] {
                let stacked = header.stacked ? " (labels stacked over two lines with the line above)" : ""
                add(.header, "columns " + header.columns.map { "\($0.role.rawValue) \(Int($0.x0))-\(Int($0.x1))" }.joined(separator: ", ") + stacked)
            } else if index + 1 < headers.count, headers[index + 1]?.stacked == true {
                add(.header, "upper halves of the labels of the header below")
            } else if tableLines[index] {
                add(.continuation, "wrapped description of the row above or below")
            } else if notBooked.contains(index), !reading.amounts.isEmpty {
                add(.ignored, "under a heading of items not booked (pending, other accounts, a fee summary): not a transaction, and its totals check no row")
            } else if let figure = figures[place] {
                switch figure.kind {
                case .count(let direction): add(.count, "printed count \(figure.value) of \(direction.map { $0 == .moneyIn ? "money-in" : "money-out" } ?? "all") rows")
                default: add(.total, "printed total \(Money.decimalString(minorUnits: figure.value, digits: first.currency.minorUnitDigits))\(figure.sectionOnly ? " (its section's rows only)" : "")")
                }
            } else if let summary = reading.summary {
                let value = reading.amounts.last.map { " " + Money.decimalString(minorUnits: $0.magnitude, digits: first.currency.minorUnitDigits) } ?? ""
                add(.summary, "summary label (\(summary))\(value); not a transaction")
            } else if numbering.contains(place) {
                add(.pageNumber, "page numbering")
            } else if let heading = SectionHeadings.heading(of: reading.foldedText) {
                let sign = heading.direction(kind: first.kind).map { $0 == .moneyIn ? "bare amounts under it are money in" : "bare amounts under it are money out" }
                    ?? "daily balances: no transactions"
                add(.sectionHeading, "section heading: \(sign)")
            } else if furniture.contains(index) {
                add(.furniture, "repeats on several pages (header or footer)")
            } else if reading.date != nil && reading.amounts.isEmpty {
                add(.ignored, "a date but no amount, outside any row")
            } else if reading.date != nil {
                add(.ignored, "a date and an amount outside the table (before its header, or on a page it does not reach)")
            } else if !reading.amounts.isEmpty {
                add(.ignored, "an amount but no date and no known label")
            } else {
                add(.ignored, "text: no leading date, no amount")
            }
        }
        return ParseExplanation(lines: explained, statements: statements)
    }

    /// The lines of the accounts overviews, their labels wrapped over two lines joined as the
    /// parser joins them (SummaryTableLabels): a joined label line stands for its two printed lines.
    static func overviewLines(_ readings: [LineReading], reader: LineReader) -> Set<Int> {
        let joined = SummaryTableLabels.joiningWrappedLabels(readings, reader: reader)
        var places = Set<Place>()
        for overview in AccountsOverview.find(in: joined) {
            for index in [overview.labelLine] + overview.rows {
                let line = joined[index].line
                places.insert(Place(line))
                if index == overview.labelLine, joined.count != readings.count,
                   !readings.contains(where: { $0.line.page == line.page && $0.line.number == line.number && $0.line.words.count == line.words.count }) {
                    places.insert(Place(page: line.page, line: line.number + 1))
                }
            }
        }
        return Set(readings.indices.filter { places.contains(Place(readings[$0].line)) })
    }

    static func rowReading(_ draft: RowDraft, parsed: Transaction?, kind: AccountKind) -> String {
        var parts: [String] = []
        if let parsed {
            parts.append("date \(parsed.date.iso)")
            parts.append("amount \(parsed.amount.decimalString)")
            if let balance = parsed.balance { parts.append("balance \(balance.decimalString)") }
        } else if draft.amounts.count == 1, draft.amounts.first?.1 == .balance {
            parts.append("a balance alone: the running balance after the row above when that row prints none")
        } else {
            parts.append("dropped: its date could not be resolved or it has no amount")
        }
        parts.append("columns " + draft.amounts.map(\.1.rawValue).joined(separator: "+"))
        if let section = draft.section?.direction(kind: kind) { parts.append(section == .moneyIn ? "under a money-in heading" : "under a money-out heading") }
        return parts.joined(separator: ", ")
    }

    struct Place: Hashable {
        var page: Int
        var line: Int
        init(page: Int, line: Int) { self.page = page; self.line = line }
        init(_ line: TextLine) { self.init(page: line.page, line: line.number) }
    }
}
