extension StatementParser {
    /// The second stage: the transaction table found among the lines, with the accounts
    /// overview, the repeated furniture and the sections left out beside it.
    struct TablesFound {
        var vocabulary: HeaderVocabulary
        var overviews: [AccountsOverview]
        var overviewLines: Set<Int>
        var furniture: Set<Int>
        /// The table as read, its rows taken out (`findTables` hands them over on their own).
        var table: TableReading
    }

    /// The table and, held once, its rows: the table's copy is let go before the rows are made
    /// beside the drafts.
    /// `roles`: the roles of money no header names, as the column model decided them.
    func findTables(
        _ read: LinesRead, roles: PositionalRoles, supposing hypothesis: Hypothesis, recording recorder: inout ReadingRecorder
    ) -> (TablesFound, [RowDraft]) {
        var vocabulary = HeaderVocabulary.standard
        for (phrase, role) in read.profile?.headers ?? [:] { vocabulary.add(phrase, role: role) }
        for word in currencyColumn?.headerWords ?? [] { vocabulary.add(word, role: .amount) }
        let overviews = AccountsOverview.find(in: read.readings)
        // A box beside the table (rates, a simulation) is read as an overview's lines are: never rows or balances.
        let overviewLines = Set(overviews.flatMap { [$0.labelLine] + $0.rows }).union(read.besideTables)
        let furniture = StatementParser.furniture(read.readings, pageCount: read.pageCount)
        recorder.noteAroundTable(besideTables: read.besideTables, overviewLines: overviewLines, furniture: furniture)
        if let pageNumbering { recorder.notePageNumbers(pageNumbering) }
        let tableReader = TableReader(
            vocabulary: vocabulary, skip: read.profile?.skip ?? [], reader: read.reader, hypothesis: hypothesis,
            positionalRoles: roles)
        var table = tableReader.read(read.readings, furniture: furniture, summaries: overviewLines, recording: &recorder)
        let drafts = table.rows
        table.rows = []
        table.headers = table.kinds.indices.compactMap { index in
            if case .header(let layout) = table.kinds[index] { return (index, layout) } else { return nil }
        }
        table.kinds = []
        return (
            TablesFound(vocabulary: vocabulary, overviews: overviews, overviewLines: overviewLines, furniture: furniture, table: table),
            drafts
        )
    }

    /// The kind is told by what the statement says about itself, not by its rows: a current
    /// account's "TRANSFER TO SAVINGS" row does not make it a savings account.
    static func accountKind(_ read: LinesRead, tableLines: [Bool]) -> AccountKind {
        read.profile?.kind
            ?? AccountKindDetector.detect(
                foldedText:
                    read.readings.indices.filter { read.readings[$0].line.page <= read.firstPage + 1 && !tableLines[$0] }
                    .map { read.readings[$0].foldedText }.joined(separator: " "))
    }

    /// Lines that repeat on several pages (headers, footers, addresses) once digits are ignored.
    /// A transaction row (a date and an amount) is never furniture, so rows are not keyed at all:
    /// on a long statement they are nearly every line. Text a page prints several times is the
    /// rows' (`sharedByRows`), not the page's.
    static func furniture(_ readings: [LineReading], pageCount: Int) -> Set<Int> {
        guard pageCount >= 2 else { return [] }
        var keys: [Int: String] = [:]
        for index in readings.indices where readings[index].date == nil || readings[index].amounts.isEmpty {
            // A line with an amount repeats only as itself: "Transaction 2  1,000.00" and
            // "Transaction 51  1,000.00" differ in their digits alone, and both are rows.
            let folded = readings[index].foldedText
            let key = readings[index].amounts.isEmpty ? String(decoding: folded.utf8.filter { $0 < 0x30 || $0 > 0x39 }, as: UTF8.self) : folded
            if !key.isEmpty { keys[index] = key }
        }
        // Readings come page by page, so a key's pages are counted by remembering the last one.
        var pagesByKey: [String: (last: Int, count: Int)] = [:]
        for (index, key) in keys.sorted(by: { $0.key < $1.key }) {
            let page = readings[index].line.page
            pagesByKey[key, default: (0, 0)].count += pagesByKey[key]?.last == page ? 0 : 1
            pagesByKey[key]?.last = page
        }
        let repeated = keys.filter { (pagesByKey[$0.value]?.count ?? 0) >= max(2, pageCount / 2) }
        return Set(repeated.keys).subtracting(sharedByRows(repeated, readings))
    }

    /// "TRANSFER TO J DOE /…" printed over many rows of most pages: a narration the rows share,
    /// which a page prints as often as it has such rows, where a heading or a footer is printed
    /// once. A text printed again among the rows on most of its pages is the rows' wherever it stands;
    /// one printed so on fewer of them is the page's only at a height it keeps on another page
    /// (a title once more in a box). Day dates stay furniture: a day's heading is no narration.
    static func sharedByRows(_ repeated: [Int: String], _ readings: [LineReading]) -> Set<Int> {
        var places: [String: [Int: [Int]]] = [:]
        for (index, key) in repeated where readings[index].date == nil {
            places[key, default: [:]][readings[index].line.page, default: []].append(index)
        }
        var shared: Set<Int> = []
        for pages in places.values {
            // Printed again among the rows, a row between two of its copies: a stack of notices
            // atop a page is printed once in the page's eyes.
            let crowded = pages.values.filter { indices in
                let sorted = indices.sorted()
                return zip(sorted, sorted.dropFirst()).contains { first, next in
                    (first + 1..<next).contains { readings[$0].date != nil && !readings[$0].amounts.isEmpty }
                }
            }
            guard !crowded.isEmpty else { continue }
            if crowded.count * 2 > pages.count {
                for indices in crowded { shared.formUnion(indices) }
                continue
            }
            let kept = pages.values.filter { $0.count == 1 }.map { readings[$0[0]].line.y0 }
            for indices in crowded {
                shared.formUnion(indices.filter { index in !kept.contains { abs($0 - readings[index].line.y0) <= pinnedTolerance } })
            }
        }
        return shared
    }
}
