/// What the table reader asks of a line or a header: where it sits, what its numbers are.
extension TableReader {
    /// A dated line without an amount whose description starts in the description column.
    static func isDatedHead(_ reading: LineReading, _ kind: Kind, geometry: TableGeometry) -> Bool {
        guard reading.date != nil, reading.amounts.isEmpty, case .text = kind, let x0 = reading.descriptionX0 else { return false }
        return geometry.inDescriptionColumn(x0)
    }

    /// Whether the dated line at `index` is the head of an entry whose amount comes below it:
    /// text lines, then an undated line with an amount, each right under the one before.
    static func amountFollows(_ index: Int, _ readings: [LineReading], _ kinds: [Kind], geometry: TableGeometry) -> Bool {
        var previous = index
        for next in (index + 1)..<readings.count {
            if case .furniture = kinds[next] { continue }
            let reading = readings[next]
            guard reading.date == nil,
                geometry.isRightUnder(reading.line, aboveY1: readings[previous].line.y1, abovePage: readings[previous].line.page)
                    || followsOverPageBreak(next, after: previous, readings, kinds)
            else { return false }
            switch kinds[next] {
            case .row: return true
            case .text: previous = next
            default: return false
            }
        }
        return false
    }

    /// Whether the line at `index` is the first of its page but furniture, and the line at
    /// `previous` the last of the page before: an entry may go on over the page break.
    static func followsOverPageBreak(_ index: Int, after previous: Int, _ readings: [LineReading], _ kinds: [Kind]) -> Bool {
        guard previous < index, readings[index].line.page == readings[previous].line.page + 1 else { return false }
        return (previous + 1..<index).allSatisfy { if case .furniture = kinds[$0] { return true } else { return false } }
    }

    /// The same past all a page break prints (`isPageBreak`): the balance carried forward, the
    /// header repeated and the balance brought forward too.
    static func goesOnOverPageBreak(_ index: Int, after previous: Int, _ readings: [LineReading], _ kinds: [Kind]) -> Bool {
        guard previous < index, readings[index].line.page == readings[previous].line.page + 1 else { return false }
        return (previous + 1..<index).allSatisfy { isPageBreak(readings[$0], kinds[$0]) }
    }

    /// What a page break prints between one page's table and the next's: furniture (a footer,
    /// the letterhead again), the table's header repeated, and the balance carried forward and
    /// brought forward. None of them ends an entry: its lines may go on past them.
    static func isPageBreak(_ reading: LineReading, _ kind: Kind) -> Bool {
        switch kind {
        case .furniture, .header: return true
        case .summary: return reading.summary == .carriedForward || reading.summary == .broughtForward
        case .row, .text: return false
        }
    }

    /// The date printed in a date column after the description, when the row has one.
    static func dateBesideDescription(
        _ reading: LineReading, _ columns: [(column: HeaderLayout.Column, limit: Double)],
        geometry: TableGeometry
    ) -> PrintedDate? {
        for index in reading.descriptionRange {
            let word = reading.line.words[index]
            if columns.contains(where: { $0.column.role == .date && word.x0 >= $0.column.x0 - geometry.columnSlack && word.x0 < $0.limit }),
                let date = DateText.parse(word.text)
            {
                return date
            }
        }
        return nil
    }

    /// With no header to place the money columns, a row's amount still stands apart from its
    /// description, in a column; a sentence that happens to start with a date and end with an
    /// amount ("31/03/2025 is the last day on which the old fee of £3.00") runs into it with a
    /// word space.
    static func runsIntoItsAmount(_ reading: LineReading) -> Bool {
        let range = reading.descriptionRange
        guard !range.isEmpty, let amount = reading.amounts.first else { return false }
        // Printed right of the money, the description was read apart from it by a cell's gap
        // (`LineReader.movingMoneyAfterText`).
        if reading.line.words[range.lowerBound].x0 > amount.x1 { return false }
        let last = reading.line.words[range.upperBound - 1]
        return amount.x0 - last.x1 < max(last.fontSize, 4)
    }

    /// "01/03  5,700.00  01/10  5,113.55  01/28  4,569.55": dates and balances side by side (a daily
    /// balance table) start with a date and end with an amount, but describe no transaction.
    /// A cheque row ("01/05  1234  -150.00") has no date among its description's numbers.
    static func isDatesAndAmounts(_ reading: LineReading) -> Bool {
        let range = reading.descriptionRange
        guard range.count >= 2 else { return false }
        let words = reading.line.words[range]
        guard !words.contains(where: { $0.text.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x80 } }) else {
            return false
        }
        return words.contains { DateText.parse($0.text) != nil }
    }

    /// A continuation line has no amount in a money column (starting at `moneyX0`): anything it
    /// holds is text.
    static func isTextOnly(_ reading: LineReading, moneyX0: Double?) -> Bool {
        // The rightmost amount decides: "RATE 1.1563 FEE 0.59   21.62" has money in a column.
        guard let last = reading.amounts.last else { return true }
        guard let moneyX0 else { return false }
        return last.x1 < moneyX0 - TableGeometry.textNumberMargin
    }

    /// Where the money starts across the page when no header says: the median start of the dated
    /// rows' first amounts, once there are a few rows to tell.
    static func rowsMoneyX0(_ readings: [LineReading], _ kinds: [Kind]) -> Double? {
        let starts = readings.indices.compactMap { index -> Double? in
            guard case .row = kinds[index], readings[index].date != nil else { return nil }
            return readings[index].amounts.first?.x0
        }
        return starts.count >= 3 ? median(starts) : nil
    }

    /// Where the header's leftmost money column starts.
    static func descriptionStart(_ readings: [LineReading], _ kinds: [Kind]) -> Double {
        for kind in kinds {
            if case .header(let header) = kind, let column = header.column(.description) { return column.x0 }
        }
        let starts = readings.indices.compactMap { index -> Double? in
            guard case .row = kinds[index], readings[index].date != nil else { return nil }
            return readings[index].descriptionX0
        }
        return median(starts) ?? 0
    }

    /// The first dated row under the header at `header`, if any.
    static func firstRow(after header: Int, _ readings: [LineReading], _ kinds: [Kind]) -> Int? {
        (header + 1..<readings.count).first { if case .row = kinds[$0], readings[$0].date != nil { return true } else { return false } }
    }

    /// Details print above their amount line when text in the description column sits right on
    /// top of the table's first row. A first row right under the header or under a balance line
    /// (the opening balance, one brought forward: a page going on with an entry whose narration
    /// is all on its date line) says nothing either way: nil.
    static func prefersDetailsAbove(
        _ readings: [LineReading], _ kinds: [Kind], after header: Int,
        geometry: TableGeometry
    ) -> Bool? {
        guard let first = firstRow(after: header, readings, kinds) else { return false }
        guard first > header + 1 else { return readings[first].line.page == readings[header].line.page ? nil : false }
        let above = readings[first - 1]
        guard above.line.page == readings[first].line.page else { return false }
        if case .summary = kinds[first - 1] { return nil }
        guard case .text = kinds[first - 1] else { return false }
        return geometry.inDescriptionColumn(above.line.x0) && readings[first].line.y0 - above.line.y1 <= geometry.lineGap
    }

    /// The value-date and reference columns printed after the description starts ("Date | Nature
    /// des opérations | Valeur | Débit | Crédit", "Narration | Chq./Ref.No. | Value Dt"), and the
    /// reference columns between the date and the description ("FECHA | COMPROB. | DETALLE",
    /// "Date | Card | Description"), each with where the next column begins.
    static func columnsBesideDescription(_ header: HeaderLayout) -> [(column: HeaderLayout.Column, limit: Double)] {
        guard let description = header.column(.description) else { return [] }
        let sorted = header.columns.sorted { $0.x0 < $1.x0 }
        let dateX0 = header.column(.date)?.x0 ?? -.infinity
        var found: [(column: HeaderLayout.Column, limit: Double)] = []
        for (index, column) in sorted.enumerated() {
            let after = (column.role == .valueDate || column.role == .reference || column.role == .date) && column.x0 > description.x0
            let before = column.role == .reference && column.x0 > dateX0 && column.x0 < description.x0
            guard after || before else { continue }
            found.append((column, index + 1 < sorted.count ? sorted[index + 1].x0 : .infinity))
        }
        return found
    }

    /// Takes the words under those columns out of the description: a date under the value-date
    /// column is the row's value date, a number under the reference column is not its description.
    static func separate(_ draft: inout RowDraft, _ columns: [(column: HeaderLayout.Column, limit: Double)], geometry: TableGeometry) {
        let words = draft.reading.line.words
        let described = draft.descriptionWords ?? Array(draft.reading.descriptionRange)
        var kept: [Int] = []
        // A reference is a code printed before the text; once a word of letters alone has been
        // kept, the words after it are the description's, however far left of its label the
        // description starts ("3236182874  OXXOPENJAMO ABASOLO 1170").
        var textStarted = false
        for index in described {
            let word = words[index]
            if let (column, _) = columns.first(where: { word.x0 >= $0.column.x0 - geometry.columnSlack && word.x0 < $0.limit }) {
                let code = word.text.contains(where: \.isNumber) || !word.text.contains(where: \.isLetter)
                if column.role == .reference, code, !textStarted { continue }
                if column.role == .reference, !code { textStarted = true }
                if column.role == .date, DateText.parse(word.text) != nil { continue }
                if draft.valueDate == nil, let date = DateText.parse(word.text) {
                    draft.valueDate = date
                    continue
                }
            }
            kept.append(index)
        }
        if kept.count != described.count { draft.descriptionWords = kept }
    }

    /// "700123456789   A1234567   05/03/2024   1,250.00" under "Transaction Details | Payment
    /// reference | Value Date | …": the cells the line reader took for codes before the date stand
    /// in the column the header names the description's. There the header wins: what stands in
    /// the narration column is the narration, however many digits it has; the codes in the
    /// reference column stay out.
    static func takeNarrationBeforeDate(_ draft: inout RowDraft, header: HeaderLayout, geometry: TableGeometry) {
        let reading = draft.reading
        let words = reading.line.words
        guard reading.dateWords > 1, reading.dateWords <= words.count, let description = header.column(.description) else { return }
        let limit = header.columns.lazy.filter { $0.x0 > description.x0 }.map(\.x0).min() ?? .infinity
        let narration = (0..<reading.dateWords).filter { index in
            words[index].x0 >= description.x0 - geometry.columnSlack && words[index].x1 < limit && DateText.parse(words[index].text) == nil
        }
        guard !narration.isEmpty else { return }
        draft.descriptionWords = narration + (draft.descriptionWords ?? Array(reading.descriptionRange))
    }

    /// How many of a line's amounts, from the left, lie wholly left of every money column of the
    /// header: numbers in the description (a foreign amount, a rate), not the row's money. At
    /// least one amount is left to the row.
    static func amountsInText(_ tokens: [AmountToken], _ moneyX0: Double) -> Int {
        guard tokens.count > 1 else { return 0 }
        var count = 0
        while count < tokens.count - 1, tokens[count].x1 < moneyX0 - TableGeometry.moneyColumnSlack { count += 1 }
        return count
    }

    /// Each amount's column from the header, when it names money columns and gives each amount
    /// its own; else the caller places them by position (`PositionalRoles`).
    static func headerRoles(_ tokens: [AmountToken], header: HeaderLayout?) -> [(AmountToken, ColumnRole)]? {
        guard let header, header.hasMoneyColumns else { return nil }
        let assigned = tokens.map { ($0, header.moneyRole(x0: $0.x0, x1: $0.x1) ?? .amount) }
        // A row has a few amounts: comparing their roles pairwise beats hashing them into a set.
        return assigned.indices.allSatisfy({ index in !assigned[..<index].contains { $0.1 == assigned[index].1 } }) ? assigned : nil
    }
}
