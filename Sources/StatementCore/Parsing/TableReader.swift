/// Reads the transaction rows of a statement: rows under a header (repeated headers continue the
/// table), dates carried down to undated rows, and wrapped descriptions joined to their row,
/// whether the layout prints details below the amount line or above it.
struct TableReader {
    var vocabulary: HeaderVocabulary
    var skip: [String]

    enum Kind {
        case header(HeaderLayout), summary, furniture, row, text

        var isHeader: Bool {
            if case .header = self { return true } else { return false }
        }
    }

    /// The rows, and which lines they were read from (their own and their wrapped details).
    func read(_ readings: [LineReading], furniture: Set<Int>) -> (rows: [RowDraft], tableLines: [Bool]) {
        var tableLines = [Bool](repeating: false, count: readings.count)
        var kinds: [Kind] = readings.indices.map { classify(readings[$0], furniture: furniture.contains($0)) }
        let anyHeader = kinds.contains { if case .header = $0 { return true } else { return false } }
        let descriptionX = descriptionStart(readings, kinds)
        let rowHeight = median(readings.indices.filter { if case .row = kinds[$0] { return true } else { return false } }
            .map { readings[$0].line.y1 - readings[$0].line.y0 }) ?? 10
        // "03 Feb 25  DD BRITISH GAS" / "REF 6012345678   54.20": where entries' dated first lines
        // have no amount and their amount ends the entry lines below (twice at least, in the
        // table), every entry prints its details above its amount line.
        let tableStart = anyHeader ? kinds.firstIndex { if case .header = $0 { return true } else { return false } } ?? 0 : 0
        let amountsEndEntries = readings.indices[tableStart...].lazy.filter { index in
            readings[index].date != nil && readings[index].amounts.isEmpty
                && isDatedHead(readings[index], kinds[index], descriptionX: descriptionX, rowHeight: rowHeight)
                && amountFollows(index, readings, kinds, rowHeight: rowHeight)
        }.prefix(2).count == 2
        var header: HeaderLayout?
        var besideDescription: [(column: HeaderLayout.Column, limit: Double)] = []
        // The date column comes after the description ("Beschreibung | Verbuchungsdatum | Betrag"):
        // every row prints its date there, and none takes the one above.
        var dateBeside = false
        var active = !anyHeader
        var detailsAbove = amountsEndEntries
        var rows: [RowDraft] = []
        var lastRow: Int?
        var lastY1 = 0.0
        var pending: [LineReading] = []
        var pendingIndices: [Int] = []
        // The pending lines are one entry's head and details, whatever `detailsAbove` says.
        var headPending = false
        func dropPending() {
            pending = []
            pendingIndices = []
            headPending = false
        }
        // The page the table is seen to go on: a header, a balance brought forward or a dated row
        // on it. A row without a date of its own takes the one above only there, so a fee list on
        // a later page of notices does not become rows dated like the table's last one.
        var tablePage = 0
        var section: SectionHeadings.Heading?
        // The date a row without one takes: the row above's, or a date printed alone as the
        // heading of the day's rows.
        var carriedDate: PrintedDate?
        for index in readings.indices {
            let reading = readings[index]
            // "Deposits and other additions", "Purchases": the sign of the bare amounts below. A
            // line placed as the last row's wrapped detail is that, whatever it says.
            // Repeated on every page ("WITHDRAWALS continued") it is also furniture, and "DAILY ENDING
            // BALANCE" reads as a summary: both are still headings.
            if reading.date == nil, !kinds[index].isHeader,
               let heading = SectionHeadings.heading(of: reading.amounts.isEmpty ? reading.foldedText : reading.foldedDescription),
               !continuesRow(reading, lastRow.map { rows[$0] }, lastY1: lastY1, descriptionX: descriptionX, rowHeight: rowHeight),
               !(detailsAbove && reading.line.x0 >= descriptionX - rowHeight) {
                section = heading
                lastRow = nil
                dropPending()
                continue
            }
            // A recurring payment's wrapped detail ("SPRINGFIELD IL CARD 4471") repeats on several
            // pages like furniture; right under its row, in the description column, it is the row's.
            if case .furniture = kinds[index], !detailsAbove, let row = lastRow, !furniture.isEmpty,
               !TableReader.isPageFooter(reading.foldedText),
               rows[row].reading.line.page == reading.line.page, reading.line.y0 - lastY1 <= rowHeight,
               reading.line.x0 >= descriptionX - rowHeight, isTextOnly(reading, header: header),
               furniture.contains(index), !skip.contains(where: reading.foldedText.contains) {
                kinds[index] = .text
            }
            switch kinds[index] {
            case .header(let layout):
                header = layout
                besideDescription = columnsBesideDescription(layout)
                dateBeside = besideDescription.contains { $0.column.role == .date }
                active = true
                tablePage = reading.line.page
                detailsAbove = amountsEndEntries
                    || prefersDetailsAbove(readings, kinds, after: index, descriptionX: descriptionX, rowHeight: rowHeight)
                lastRow = nil
                dropPending()
            case .summary, .furniture:
                if case .summary = kinds[index] { lastRow = nil }
                if reading.summary == .broughtForward { tablePage = reading.line.page }
                dropPending()
            case .row where active:
                if section == .balances {
                    lastRow = nil
                    continue
                }
                // "RATE 1.1563 NON-STERLING FEE 0.59" under a row: its numbers are all left of the
                // money columns, so it is a wrapped detail, not a row of its own.
                if reading.date == nil, header?.hasMoneyColumns == true, isTextOnly(reading, header: header) { fallthrough }
                var date = reading.date
                let above = (detailsAbove || headPending) && pending.last.map {
                    reading.line.y0 - $0.line.y1 <= rowHeight && $0.line.page == reading.line.page
                } == true
                // The entry's dated first line, above with its details.
                if date == nil, above { date = pending.first?.date }
                if date == nil, dateBeside { date = dateBesideDescription(reading, besideDescription, rowHeight: rowHeight) }
                let carried = date == nil
                guard !carried || !dateBeside && carriedDate != nil && (reading.descriptionX0 ?? 0) >= descriptionX - rowHeight
                        && reading.line.page == tablePage,
                      !reading.descriptionRange.isEmpty || !carried,
                      anyHeader || !runsIntoItsAmount(reading), !isDatesAndAmounts(reading) else {
                    lastRow = nil
                    dropPending()
                    continue
                }
                // "AMAZON.DE 25.00 EUR   27.12": a number left of every money column is the description's.
                var tokens = reading.amounts
                var textEnd: Int?
                if tokens.count > 1, let moneyX0 = header?.moneyColumnsX0, case let inText = amountsInText(tokens, moneyX0), inText > 0 {
                    tokens.removeFirst(inText)
                    // A currency code read as the kept amount's prefix ("… 25.00 EUR   27.12") is the text's too.
                    var end = tokens[0].words.lowerBound
                    while end < tokens[0].words.upperBound - 1, reading.line.words[end].x1 < moneyX0 - 2 { end += 1 }
                    tokens[0].words = end..<tokens[0].words.upperBound
                    tokens[0].x0 = reading.line.words[end].x0
                    textEnd = end
                }
                var draft = RowDraft(reading: reading, date: date ?? carriedDate, valueDate: reading.valueDate,
                                     amounts: roles(tokens, header: header), section: section)
                if let textEnd { draft.descriptionWords = Array(reading.descriptionRange.lowerBound..<textEnd) }
                if !besideDescription.isEmpty { separate(&draft, besideDescription, rowHeight: rowHeight) }
                if above {
                    draft.before = pending.map { $0.date != nil ? $0.descriptionText : $0.line.text }
                    draft.rawBefore = pending.map(\.line.text)
                    for line in pendingIndices { tableLines[line] = true }
                }
                dropPending()
                rows.append(draft)
                carriedDate = draft.date
                tableLines[index] = true
                tablePage = reading.line.page
                lastRow = rows.count - 1
                lastY1 = reading.line.y1
                kinds[index] = .row
            case .row, .text:
                let inColumn = reading.line.x0 >= descriptionX - rowHeight && isTextOnly(reading, header: header)
                if let date = reading.date, reading.amounts.isEmpty, active {
                    if reading.descriptionRange.isEmpty {
                        // "03 Feb 2025" alone: the heading of the day's rows.
                        carriedDate = date
                        tablePage = reading.line.page
                    } else if isDatedHead(reading, kinds[index], descriptionX: descriptionX, rowHeight: rowHeight) {
                        if detailsAbove || amountFollows(index, readings, kinds, rowHeight: rowHeight) {
                            // An entry's first line: its details and amount follow.
                            pending = [reading]
                            pendingIndices = [index]
                            headPending = !detailsAbove
                            lastRow = nil
                            continue
                        }
                        // "03.02.2025  Mandat: …" under a row: its detail line, dated with its value date.
                        if let row = lastRow, rows[row].reading.line.page == reading.line.page, reading.line.y0 - lastY1 <= rowHeight {
                            rows[row].after.append(reading.descriptionText)
                            rows[row].rawAfter.append(reading.line.text)
                            if rows[row].valueDate == nil { rows[row].valueDate = date }
                            tableLines[index] = true
                            lastY1 = reading.line.y1
                            continue
                        }
                    }
                    lastRow = nil
                    dropPending()
                    continue
                }
                if detailsAbove || headPending {
                    if inColumn && active, pending.isEmpty || reading.line.y0 - pending.last!.line.y1 <= rowHeight {
                        pending.append(reading)
                        pendingIndices.append(index)
                    } else {
                        dropPending()
                    }
                } else if let row = lastRow, inColumn, rows[row].reading.line.page == reading.line.page,
                          reading.line.y0 - lastY1 <= rowHeight {
                    rows[row].after.append(reading.line.text)
                    rows[row].rawAfter.append(reading.line.text)
                    tableLines[index] = true
                    lastY1 = reading.line.y1
                } else {
                    lastRow = nil
                }
            }
        }
        return (rows, tableLines)
    }

    /// Whether `reading` sits where the last row's wrapped detail would: on its page, right under
    /// it, in the description column.
    private func continuesRow(_ reading: LineReading, _ row: RowDraft?, lastY1: Double, descriptionX: Double,
                              rowHeight: Double) -> Bool {
        guard let row else { return false }
        return row.reading.line.page == reading.line.page && reading.line.y0 - lastY1 <= rowHeight
            && reading.line.x0 >= descriptionX - rowHeight
    }

    /// A dated line without an amount whose description starts in the description column.
    private func isDatedHead(_ reading: LineReading, _ kind: Kind, descriptionX: Double, rowHeight: Double) -> Bool {
        guard reading.date != nil, reading.amounts.isEmpty, case .text = kind, let x0 = reading.descriptionX0 else { return false }
        return x0 >= descriptionX - rowHeight
    }

    /// Whether the dated line at `index` is the head of an entry whose amount comes below it:
    /// text lines, then an undated line with an amount, each right under the one before.
    private func amountFollows(_ index: Int, _ readings: [LineReading], _ kinds: [Kind], rowHeight: Double) -> Bool {
        var previous = readings[index]
        for next in (index + 1)..<readings.count {
            let reading = readings[next]
            guard reading.line.page == previous.line.page, reading.line.y0 - previous.line.y1 <= rowHeight,
                  reading.date == nil else { return false }
            switch kinds[next] {
            case .row: return true
            case .text: previous = reading
            default: return false
            }
        }
        return false
    }

    /// The date printed in a date column after the description, when the row has one.
    private func dateBesideDescription(_ reading: LineReading, _ columns: [(column: HeaderLayout.Column, limit: Double)],
                                       rowHeight: Double) -> PrintedDate? {
        for index in reading.descriptionRange {
            let word = reading.line.words[index]
            if columns.contains(where: { $0.column.role == .date && word.x0 >= $0.column.x0 - rowHeight && word.x0 < $0.limit }),
               let date = DateText.parse(word.text) {
                return date
            }
        }
        return nil
    }

    private func classify(_ reading: LineReading, furniture: Bool) -> Kind {
        let text = reading.foldedText
        if skip.contains(where: { text.contains($0) }) { return .furniture }
        if reading.amounts.isEmpty, reading.date == nil, let header = HeaderLayout.detect(reading.line, vocabulary: vocabulary) {
            return .header(header)
        }
        let dated = reading.date != nil
        if reading.summary != nil { return .summary }
        let looksLikeRow = dated && !reading.amounts.isEmpty
        if !looksLikeRow && (furniture || TableReader.isPageFooter(text)) { return .furniture }
        return reading.amounts.isEmpty ? .text : .row
    }

    static func isPageFooter(_ folded: String) -> Bool {
        let words = folded.split(separator: " ")
        for (index, word) in words.enumerated() where ["page", "pagina", "seite", "pag"].contains(word) {
            if index + 1 < words.count, words[index + 1].allSatisfy(\.isASCIIDigit) { return true }
        }
        return false
    }

    /// With no header to place the money columns, a row's amount still stands apart from its
    /// description, in a column; a sentence that happens to start with a date and end with an
    /// amount ("31/03/2025 is the last day on which the old fee of £3.00") runs into it with a
    /// word space.
    private func runsIntoItsAmount(_ reading: LineReading) -> Bool {
        let range = reading.descriptionRange
        guard !range.isEmpty, let amount = reading.amounts.first else { return false }
        let last = reading.line.words[range.upperBound - 1]
        return amount.x0 - last.x1 < max(last.fontSize, 4)
    }

    /// "01/03  5,700.00  01/10  5,113.55  01/28  4,569.55": dates and balances side by side (a daily
    /// balance table) start with a date and end with an amount, but describe no transaction.
    /// A cheque row ("01/05  1234  -150.00") has no date among its description's numbers.
    private func isDatesAndAmounts(_ reading: LineReading) -> Bool {
        let range = reading.descriptionRange
        guard range.count >= 2 else { return false }
        let words = reading.line.words[range]
        guard !words.contains(where: { $0.text.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x80 } }) else {
            return false
        }
        return words.contains { DateText.parse($0.text) != nil }
    }

    /// A continuation line has no amount in a money column: anything it holds is text.
    private func isTextOnly(_ reading: LineReading, header: HeaderLayout?) -> Bool {
        // The rightmost amount decides: "RATE 1.1563 FEE 0.59   21.62" has money in a column.
        guard let last = reading.amounts.last else { return true }
        guard let moneyX0 = header?.moneyColumnsX0 else { return false }
        return last.x1 < moneyX0 - 10
    }

    /// Where the header's leftmost money column starts.
    private func descriptionStart(_ readings: [LineReading], _ kinds: [Kind]) -> Double {
        for kind in kinds {
            if case .header(let header) = kind, let column = header.column(.description) { return column.x0 }
        }
        let starts = readings.indices.compactMap { index -> Double? in
            guard case .row = kinds[index], readings[index].date != nil else { return nil }
            return readings[index].descriptionX0
        }
        return median(starts) ?? 0
    }

    /// Details print above their amount line when text in the description column sits right on
    /// top of the table's first row.
    private func prefersDetailsAbove(_ readings: [LineReading], _ kinds: [Kind], after header: Int,
                                     descriptionX: Double, rowHeight: Double) -> Bool {
        guard let first = (header + 1..<readings.count).first(where: {
            if case .row = kinds[$0], readings[$0].date != nil { return true } else { return false }
        }), first > header + 1 else { return false }
        let above = readings[first - 1]
        guard case .text = kinds[first - 1], above.line.page == readings[first].line.page else { return false }
        return above.line.x0 >= descriptionX - rowHeight && readings[first].line.y0 - above.line.y1 <= rowHeight
    }

    /// The value-date and reference columns printed after the description starts ("Date | Nature
    /// des opérations | Valeur | Débit | Crédit", "Narration | Chq./Ref.No. | Value Dt"), each
    /// with where the next column begins.
    private func columnsBesideDescription(_ header: HeaderLayout) -> [(column: HeaderLayout.Column, limit: Double)] {
        guard let description = header.column(.description) else { return [] }
        let sorted = header.columns.sorted { $0.x0 < $1.x0 }
        var found: [(column: HeaderLayout.Column, limit: Double)] = []
        for (index, column) in sorted.enumerated()
        where (column.role == .valueDate || column.role == .reference || column.role == .date) && column.x0 > description.x0 {
            found.append((column, index + 1 < sorted.count ? sorted[index + 1].x0 : .infinity))
        }
        return found
    }

    /// Takes the words under those columns out of the description: a date under the value-date
    /// column is the row's value date, a number under the reference column is not its description.
    private func separate(_ draft: inout RowDraft, _ columns: [(column: HeaderLayout.Column, limit: Double)], rowHeight: Double) {
        let words = draft.reading.line.words
        let described = draft.descriptionWords ?? Array(draft.reading.descriptionRange)
        var kept: [Int] = []
        for index in described {
            let word = words[index]
            if let (column, _) = columns.first(where: { word.x0 >= $0.column.x0 - rowHeight && word.x0 < $0.limit }) {
                if column.role == .reference { continue }
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

    /// How many of a line's amounts, from the left, lie wholly left of every money column of the
    /// header: numbers in the description (a foreign amount, a rate), not the row's money. At
    /// least one amount is left to the row.
    private func amountsInText(_ tokens: [AmountToken], _ moneyX0: Double) -> Int {
        guard tokens.count > 1 else { return 0 }
        var count = 0
        while count < tokens.count - 1, tokens[count].x1 < moneyX0 - 2 { count += 1 }
        return count
    }

    /// Each amount's column: from the header where it names money columns, else by position
    /// (a lone amount is the amount; with more, the last is the running balance).
    private func roles(_ tokens: [AmountToken], header: HeaderLayout?) -> [(AmountToken, ColumnRole)] {
        if let header, header.hasMoneyColumns {
            let assigned = tokens.map { ($0, header.moneyRole(x0: $0.x0, x1: $0.x1) ?? .amount) }
            if Set(assigned.map(\.1)).count == assigned.count { return assigned }
        }
        return tokens.enumerated().map { index, token in
            (token, tokens.count > 1 && index == tokens.count - 1 ? .balance : .amount)
        }
    }
}

func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}
