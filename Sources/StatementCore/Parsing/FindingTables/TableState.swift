/// One pass down a statement's lines, reading its table: what has been read so far (the rows,
/// the header in force, the entry whose lines are still coming) and one method per kind of line.
struct TableState {
    let reader: TableReader
    let readings: [LineReading]
    var kinds: [TableReader.Kind]
    let furniture: Set<Int>
    let geometry: TableGeometry
    let anyHeader: Bool
    let firstHeader: (index: Int, namesMoney: Bool)?
    /// "03 Feb 25  DD BRITISH GAS" / "REF 6012345678   54.20": where entries' dated first lines
    /// have no amount and their amount ends the entry lines below (twice at least, in the
    /// table), every entry prints its details above its amount line.
    let amountsEndEntries: Bool

    var tableLines: [Bool]
    /// The lines under a heading of items not booked (pending, other accounts, a fee summary).
    var notBookedLines: Set<Int> = []
    /// The lines under a heading of daily balances: dated amounts that are balances, not rows.
    var balanceSectionLines: Set<Int> = []
    /// The headings that left lines out (pending, daily balances), in order: each is a decision a
    /// reading of the statement may take back (`Hypothesis.ignoredHeadings`).
    var leftOutHeadings: [Int] = []
    /// Every section heading honoured, in order.
    var sectionHeadings: [(index: Int, heading: SectionHeadings.Heading)] = []
    /// Some row's money columns were told by position alone.
    var rolesByPosition = false
    /// The page of the first header over dated rows: where the transaction table begins.
    var firstTablePage: Int?
    var rows: [RowDraft] = []
    var header: HeaderLayout?
    var headersSeen = 0
    var besideDescription: [(column: HeaderLayout.Column, limit: Double)] = []
    /// The date column comes after the description ("Beschreibung | Verbuchungsdatum | Betrag"):
    /// every row prints its date there, and none takes the one above.
    var dateBeside = false
    var active: Bool
    var detailsAbove: Bool
    var lastRow: Int?
    var lastY1 = 0.0
    var pending: [LineReading] = []
    var pendingIndices: [Int] = []
    /// The pending lines are one entry's head and details, whatever `detailsAbove` says.
    var headPending = false
    /// The page the table is seen to go on: a header, a balance brought forward or a dated row
    /// on it. A row without a date of its own takes the one above only there, so a fee list on
    /// a later page of notices does not become rows dated like the table's last one.
    var tablePage = 0
    var section: SectionHeadings.Heading?
    /// The date a row without one takes: the row above's, or a date printed alone as the
    /// heading of the day's rows.
    var carriedDate: PrintedDate?
    /// The rows' amounts since the table began or its last subtotal, and how many: an undated
    /// line printing their sum is that subtotal.
    var sinceSubtotal: Int64 = 0
    var rowsSinceSubtotal = 0
    /// The line `carriedDate` was read from when that line sat where the row above's wrapped
    /// detail would ("Card payment to …  12.68" / "18 Dec"): a detail's date, not a day's heading.
    var carriedFromDetail: Int?
    /// Rows dated by such a line, with it: the arithmetic cannot see a row given another's date.
    var datedByDetail: [(row: Int, dateLine: Int)] = []
    /// How the lines were grouped, for the readings that group them otherwise.
    var grouping = EntryGrouping.Found()
    /// Lines of text in the description column read while a table was open, and the first and
    /// last rows' lines: those between the rows that no row took are left over.
    var describingLines: [Int] = []
    var rowLines: ClosedRange<Int>?
    /// Text lines standing beside a row's dated line, a little above it, by the row line's index
    /// (`takeBesideRow`): kept until that row is read.
    var besideAbove: [Int: [Int]] = [:]
    /// The last line taken into `lastRow` at the top of a page, its entry cut by the page break
    /// (`continueOverPageBreak`): the line right under it goes on with the same row.
    var continuedOverBreak: Int?
    /// The lines as printed, before the reader read any again: the trace tells what they print.
    let printed: [LineReading]
    /// Where the reader notes each line's role as it takes it, when the parse traces.
    var recorder: ReadingRecorder

    init(
        reader: TableReader, readings: [LineReading], kinds: [TableReader.Kind], furniture: Set<Int>,
        recorder: consuming ReadingRecorder, printed: [LineReading]
    ) {
        self.reader = reader
        self.readings = readings
        self.printed = printed
        self.recorder = recorder
        self.recorder.noteHeadingsNotHonoured(reader.hypothesis.ignoredHeadings, lineCount: readings.count)
        self.kinds = kinds
        self.furniture = furniture
        let headerIndex = kinds.firstIndex { $0.isHeader }
        anyHeader = headerIndex != nil
        firstHeader = headerIndex.map { index in
            if case .header(let layout) = kinds[index] { return (index, layout.moneyColumnsX0 != nil) } else { return (index, false) }
        }
        let rowHeight =
            median(
                readings.indices.filter { if case .row = kinds[$0] { return true } else { return false } }
                    .map { readings[$0].line.y1 - readings[$0].line.y0 }) ?? 10
        geometry = TableGeometry(
            descriptionX: TableReader.descriptionStart(readings, kinds), rowHeight: rowHeight,
            rowsMoneyX0: headerIndex == nil ? TableReader.rowsMoneyX0(readings, kinds) : nil)
        tableLines = [Bool](repeating: false, count: readings.count)
        active = headerIndex == nil
        let geometry = self.geometry
        amountsEndEntries =
            readings.indices[(headerIndex ?? 0)...].lazy.filter { index in
                readings[index].date != nil && readings[index].amounts.isEmpty
                    && TableReader.isDatedHead(readings[index], kinds[index], geometry: geometry)
                    && TableReader.amountFollows(index, readings, kinds, geometry: geometry)
            }.prefix(2).count == 2
        detailsAbove = reader.hypothesis.entries.detailsAbove ?? amountsEndEntries
        if headerIndex == nil { noteGeometry(amountsEndEntries) }
    }

    mutating func read() -> TableReading {
        for index in readings.indices {
            take(index)
            // Its kind is final once taken: a footer may have been taken as a row's detail.
            recorder.noteKind(index, kinds: kinds)
        }
        // The file's end ends the last entry as a page's end does.
        handTailAtPageEnd()
        grouping.describingLines = describingLines.count
        if let rowLines {
            let tableLines = tableLines
            grouping.linesLeftOver = describingLines.lazy.filter { rowLines.contains($0) && !tableLines[$0] }.count
        }
        let besideText = rows.contains { $0.isUndescribed || TableState.isCoded($0) } ? undescribedBesideText() : []
        grouping.rowsUndescribed = rows.lazy.filter(\.isUndescribed).count + besideText.lazy.filter { !$0.empty }.count
        return TableReading(
            rows: rows, tableLines: tableLines, notBooked: notBookedLines, balanceSection: balanceSectionLines,
            leftOutHeadings: leftOutHeadings, firstTablePage: firstTablePage, readings: readings, kinds: kinds,
            sectionHeadings: sectionHeadings, rolesByPosition: rolesByPosition, firstHeader: firstHeader, bounds: reader.hypothesis.tableBounds,
            grouping: grouping, undescribedBesideText: besideText.map(\.line),
            datedByDetail: datedByDetailRightOfTheDates())
    }

    /// The rows dated by a lone date standing where the row above's detail does, when that date
    /// also stands right of where the table's rows print their own dates: a table whose day
    /// headings share the description column ("3 March 2025" over "Tesco Express") has no other
    /// place for them.
    private func datedByDetailRightOfTheDates() -> [(row: Int, dateLine: Int)] {
        guard !datedByDetail.isEmpty,
            let datesX0 = rows.lazy.filter({ $0.reading.date != nil && $0.reading.dateWords > 0 }).map({ $0.reading.line.x0 }).min()
        else { return [] }
        return datedByDetail.filter { readings[$0.dateLine].line.x0 > datesX0 + geometry.columnSlack }
    }

    /// Rows without a description while text stands in the description column right above or
    /// below them: an entry's narration read with no row, or with the wrong one. A row with no
    /// text anywhere near it (a redacted copy, a cheque by number) is not one of them. So are
    /// rows described only by codes ("254700112233 908172635411") while words stand so beside
    /// them that no row took: the narration printed above or below the date line, left out
    /// while a reference column's codes describe the row. `empty`: the row has no description.
    private func undescribedBesideText() -> [(line: Int, empty: Bool)] {
        var found: [(line: Int, empty: Bool)] = []
        var index = 0
        for row in rows {
            let empty = row.isUndescribed
            guard empty || TableState.isCoded(row) else { continue }
            let line = row.reading.line
            while index < readings.count, (readings[index].line.page, readings[index].line.number) < (line.page, line.number) { index += 1 }
            guard index < readings.count, readings[index].line.page == line.page, readings[index].line.number == line.number else { continue }
            let besides = [index - 1, index + 1].filter {
                $0 >= 0 && $0 < readings.count && (empty || !tableLines[$0] && TableState.hasWords(readings[$0]))
            }
            if besides.contains(where: { describes(readings[$0], beside: row.reading, at: $0) }) { found.append((index, empty)) }
        }
        return found
    }

    /// A description of codes alone: every word holds a digit or no letter ("447815XXXX3661",
    /// "254700112233 908172635411"), as a reference column prints them.
    /// Asked of every row: its parts' words are looked at where they stand, no description built.
    static func isCoded(_ row: RowDraft) -> Bool {
        let line = row.reading.line
        var anyWord = false
        func coded<S: StringProtocol>(_ part: S) -> Bool {
            // A line's word holds no space: it is its only word, taken as it stands.
            if !part.utf8.contains(0x20) {
                guard !part.isEmpty else { return true }
                anyWord = true
                return !isWordlike(part)
            }
            for word in part.split(separator: " ") {
                anyWord = true
                if isWordlike(word) { return false }
            }
            return true
        }
        guard row.before.allSatisfy(coded), row.after.allSatisfy(coded) else { return false }
        if let chosen = row.descriptionWords {
            guard chosen.allSatisfy({ coded(line.words[$0].text) }) else { return false }
        } else {
            guard line.words[row.reading.descriptionRange].allSatisfy({ coded($0.text) }) else { return false }
        }
        return anyWord
    }

    /// A letter and no digit: a word, not a code. Bytes for ASCII, as nearly every word is.
    static func isWordlike<S: StringProtocol>(_ text: S) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return !text.contains(where: \.isNumber) && text.contains(where: \.isLetter) }
        var letter = false
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 { return false }
            if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { letter = true }
        }
        return letter
    }

    /// Whether a line holds a word, three letters or more and no digit: narration, not a code.
    static func hasWords(_ reading: LineReading) -> Bool {
        reading.line.words.contains { word in
            !word.text.contains(where: \.isNumber) && word.text.lazy.filter(\.isLetter).count >= 3
        }
    }

    /// Whether `reading` is text in the description column (or right of the row's date, where a
    /// header's label is centred over its column) set as tightly to `row` as an entry's own lines are.
    private func describes(_ reading: LineReading, beside rowReading: LineReading, at index: Int) -> Bool {
        let (other, row) = (reading.line, rowReading.line)
        let dateEnd = rowReading.dateWords > 0 && rowReading.dateWords <= row.words.count ? row.words[rowReading.dateWords - 1].x1 : nil
        guard other.page == row.page, reading.date == nil, isTextOnly(reading), !isFragment(other),
            geometry.inDescriptionColumn(other.x0) || dateEnd.map({ other.x0 > $0 }) == true,
            !TableReader.isPageFooter(reading.foldedText),
            !sectionHeadings.contains(where: { $0.index == index })
        else { return false }
        switch kinds[index] {
        case .header, .summary, .row: return false
        case .furniture, .text: break
        }
        let gap = other.y0 >= row.y1 ? other.y0 - row.y1 : row.y0 - other.y1
        return gap <= geometry.lineGap
    }

    /// A letter or two of Latin text alone on a line ("A", "co"): what a redaction leaves of a
    /// blacked-out narration, no entry's own. Two letters of another script may be a word.
    private func isFragment(_ line: TextLine) -> Bool {
        var count = 0
        for word in line.words {
            for character in word.text where character.isLetter || character.isNumber {
                guard character.isASCII else { return false }
                count += 1
                if count >= 3 { return false }
            }
        }
        return true
    }

    /// The geometry read a table's details above or below its entries' date lines.
    private mutating func noteGeometry(_ above: Bool) {
        if above { grouping.geometryAbove = true } else { grouping.geometryBelow = true }
    }

    /// The line at `index` is a row's own line or its wrapped detail.
    mutating func takeIntoTable(_ index: Int) {
        tableLines[index] = true
        recorder.noteTableLine(index)
    }

    private mutating func dropPending() {
        pending = []
        pendingIndices = []
        headPending = false
    }

    private mutating func take(_ index: Int) {
        // Past the end a reading supposes, nothing is the table's (`TableBounds`).
        let bounds = reader.hypothesis.tableBounds
        if bounds.isAfterEnd(index) {
            if let end = bounds.end { recorder.noteAfterTableEnd(index, printed: printed[index], kind: kinds[index], end: end) }
            return
        }
        if let start = bounds.start, start.at.index == index { startsEarly(start) }
        let reading = readings[index]
        if sectionHeading(reading, at: index) { return }
        if section == .notBooked {
            notBookedLines.insert(index)
            recorder.noteLeftOutSection(index, printed: printed[index], balances: false)
        }
        if section == .balances {
            balanceSectionLines.insert(index)
            recorder.noteLeftOutSection(index, printed: printed[index], balances: true)
        }
        if takeBesideRow(index) { return }
        if case .furniture = kinds[index], isRowDetail(reading, at: index) || active && printsYearBelow(index) { kinds[index] = .text }
        switch kinds[index] {
        case .header(let layout): header(layout, at: index)
        case .summary, .furniture: summaryOrFurniture(reading, kind: kinds[index])
        case .row where active: row(index)
        case .row, .text: text(index)
        }
    }

    /// "Deposits and other additions", "Purchases": the sign of the bare amounts below. A line
    /// placed as the last row's wrapped detail is that, whatever it says. Repeated on every page
    /// ("WITHDRAWALS continued") it is also furniture, and "DAILY ENDING BALANCE" reads as a
    /// summary: both are still headings.
    private mutating func sectionHeading(_ reading: LineReading, at index: Int) -> Bool {
        let kind = kinds[index]
        // "Payments and credits  -£612.40" in the summary box above the first table header totals
        // a kind of row; it heads no rows.
        guard reading.date == nil, !kind.isHeader, active || reading.amounts.isEmpty,
            let heading = SectionHeadings.heading(of: reading.amounts.isEmpty ? reading.foldedText : reading.foldedDescription),
            !continuesLastRow(reading),
            !(detailsAbove && geometry.inDescriptionColumn(reading.line.x0))
        else { return false }
        let leavesOut = heading == .notBooked || heading == .balances
        // A reading that takes this heading back reads on as if it were not there.
        if leavesOut && reader.hypothesis.ignoredHeadings.contains(index) { return false }
        if leavesOut { leftOutHeadings.append(index) }
        sectionHeadings.append((index, heading))
        section = heading == .booked ? nil : heading
        lastRow = nil
        dropPending()
        return true
    }

    /// A line repeated on several pages like furniture that is an entry's detail all the same: a
    /// recurring payment's ("SPRINGFIELD IL CARD 4471"), text in the description column right
    /// under its row, or, where details print above, right on top of its dated line.
    private func isRowDetail(_ reading: LineReading, at index: Int) -> Bool {
        guard !furniture.isEmpty, furniture.contains(index), !TableReader.isPageFooter(reading.foldedText),
            geometry.inDescriptionColumn(reading.line.x0), isTextOnly(reading), !reader.skip.contains(where: reading.foldedText.contains)
        else { return false }
        if detailsAbove {
            return active && index + 1 < readings.count && readings[index + 1].date != nil
                && geometry.isRightUnder(readings[index + 1].line, aboveY1: reading.line.y1, abovePage: reading.line.page)
        }
        guard let row = lastRow else { return false }
        return geometry.isRightUnder(reading.line, aboveY1: lastY1, abovePage: rows[row].reading.line.page)
    }

    /// Whether `reading` sits where the last row's wrapped detail would: on its page, right under
    /// it, in the description column.
    private func continuesLastRow(_ reading: LineReading) -> Bool {
        guard let lastRow else { return false }
        return geometry.isRightUnder(reading.line, aboveY1: lastY1, abovePage: rows[lastRow].reading.line.page)
            && geometry.inDescriptionColumn(reading.line.x0)
    }

    private mutating func header(_ layout: HeaderLayout, at index: Int) {
        // "Payments" over a box of figures ("Minimum payment  Total payment  12.40  948.20")
        // above the first table header: the box was what it headed, not the table's rows.
        if !active, let last = sectionHeadings.last, last.index < index, section == last.heading,
            readings[(last.index + 1)..<index].contains(where: { !$0.amounts.isEmpty })
        {
            section = nil
        }
        header = layout
        headersSeen += 1
        if firstTablePage == nil, layout.columns.contains(where: { $0.role == .date }) { firstTablePage = readings[index].line.page }
        besideDescription = TableReader.columnsBesideDescription(layout)
        dateBeside = besideDescription.contains { $0.column.role == .date }
        active = true
        tablePage = readings[index].line.page
        // A page that says nothing goes on as the table's earlier pages were read.
        let said = amountsEndEntries ? true : pageSaysDetailsAbove(after: index)
        var geometric = said ?? (headersSeen > 1 && detailsAbove)
        if said == nil, headersSeen == 1 {
            // The first page saying nothing, the table's lines elsewhere may.
            geometric = WrapEvidence(readings: readings, kinds: kinds, geometry: geometry).detailsAbove(from: index) ?? false
        }
        if said != nil || headersSeen == 1 { noteGeometry(geometric) }
        detailsAbove = reader.hypothesis.entries.detailsAbove ?? geometric
        handTailAtPageEnd()
        lastRow = nil
        // An entry's details printed above its date line at the foot of the page before: its
        // date line is the first row of this page.
        if (detailsAbove || headPending) && pendingGoesOnOverPageBreak(to: index) { handFootOfPageToLastRow() }
        if !(detailsAbove || headPending) || !pendingGoesOnOverPageBreak(to: index) { dropPending() }
    }

    /// A summary line ends whatever entry was pending; what a page break prints (furniture, the
    /// balance carried or brought forward) does not: an entry may go on over the page break.
    private mutating func summaryOrFurniture(_ reading: LineReading, kind: TableReader.Kind) {
        if case .summary = kind {
            handPendingToLastRow(before: reading.line)
            lastRow = nil
            if !TableReader.isPageBreak(reading, kind) { dropPending() }
        }
        if reading.summary == .broughtForward { tablePage = reading.line.page }
    }

    /// Whether the line at `index` goes on from the pending entry: right under its last line, or
    /// first on the next page after nothing but furniture, or after all a page break prints
    /// when the entry's lines follow the page's last row.
    private func joinsPending(_ index: Int) -> Bool {
        guard let last = pendingIndices.last else { return false }
        return geometry.isRightUnder(readings[index].line, aboveY1: readings[last].line.y1, abovePage: readings[last].line.page)
            || TableReader.followsOverPageBreak(index, after: last, readings, kinds)
            || pendingStartsUnderRow && TableReader.goesOnOverPageBreak(index, after: last, readings, kinds)
    }

    /// A line with an amount, inside the table.
    private mutating func row(_ index: Int) {
        let reading = readings[index]
        if section == .balances || section == .notBooked {
            lastRow = nil
            return
        }
        // "RATE 1.1563 NON-STERLING FEE 0.59" under a row: its numbers are all left of the
        // money columns, so it is a wrapped detail, not a row of its own.
        if reading.date == nil, moneyX0 != nil, isTextOnly(reading) {
            text(index)
            return
        }
        // "USD 12,50 TIPO DE CAMBIO 17,20" under a row with no header to place the money: text
        // running into its number, as a detail does, not a row set apart in a column; and a
        // foreign-exchange detail wherever its numbers stand.
        if reading.date == nil, reader.hypothesis.entries.undatedAmounts != .rows,
            (!anyHeader && TableReader.runsIntoItsAmount(reading)) || ForeignExchangeDetail.isDetail(reading)
        {
            if lastRow != nil { grouping.undatedDetails += 1 }
            text(index, numbersAreText: true)
            return
        }
        var date = reading.date
        let above = (detailsAbove || headPending) && joinsPending(index)
        // The entry's dated first line, above with its details.
        if date == nil, above { date = pending.first?.date }
        if date == nil, dateBeside { date = TableReader.dateBesideDescription(reading, besideDescription, geometry: geometry) }
        let carried = date == nil
        // "1041  ^  03/10  300.00" under "CHECK NUMBER | DESCRIPTION | DATE PAID | AMOUNT": a date
        // read from the date column is the row's, not a daily balance table's date.
        let datedInColumn = reading.date == nil && !carried
        guard
            !carried
                || !dateBeside && carriedDate != nil && geometry.inDescriptionColumn(reading.descriptionX0 ?? 0)
                    && reading.line.page == tablePage,
            !reading.descriptionRange.isEmpty || !carried,
            anyHeader || !TableReader.runsIntoItsAmount(reading) || carried && reader.hypothesis.entries.undatedAmounts == .rows,
            datedInColumn || !TableReader.isDatesAndAmounts(reading)
        else {
            lastRow = nil
            dropPending()
            return
        }
        // "Card ending 4321 total   1,234.56" under a card's rows: the sum of the rows since
        // the last such line is their subtotal (the card's, the section's), never a row.
        if carried, reading.amounts.count == 1, rowsSinceSubtotal >= 3, reading.amounts[0].magnitude == sinceSubtotal {
            lastRow = nil
            dropPending()
            (sinceSubtotal, rowsSinceSubtotal) = (0, 0)
            kinds[index] = .summary
            return
        }
        if carried, lastRow != nil {
            // A reading that takes every undated amount line under a row as that row's detail.
            if reader.hypothesis.entries.undatedAmounts == .details {
                text(index, numbersAreText: true)
                return
            }
            grouping.undatedRows += 1
        }
        if !carried {
            carriedFromDetail = nil
        } else if let origin = carriedFromDetail {
            datedByDetail.append((index, origin))
        }
        var draft = RowDraft(reading: reading, date: date ?? carriedDate, valueDate: reading.valueDate, section: section, amounts: [])
        draft.table = headersSeen
        if !carried { placeDates(&draft) }
        let tokens = moneyTokens(reading, draft: &draft)
        if let assigned = TableReader.headerRoles(tokens, header: header) {
            draft.amounts = assigned
        } else {
            draft.amounts = reader.positionalRoles.roles(tokens)
            if tokens.count > 1 { rolesByPosition = true }
        }
        if let header, !carried { TableReader.takeNarrationBeforeDate(&draft, header: header, geometry: geometry) }
        if !besideDescription.isEmpty { TableReader.separate(&draft, besideDescription, geometry: geometry) }
        // Not joining this row, the lines pending right under the last row are still its own:
        // the last lines of a cell set around its money.
        if above, pending.first?.line.page != reading.line.page {
            handTailAtPageEnd()
            handFootOfPageToLastRow()
        }
        if above || detailsAbove && !headPending { handPendingToLastRow(before: reading.line) }
        if above {
            let printed = pending.map(\.line.text)
            draft.before = zip(pending, printed).map { reading, text in reading.date != nil ? reading.descriptionText : text }
            draft.rawBefore = printed
            for line in pendingIndices {
                if readings[line].line.page != reading.line.page { recorder.noteContinuedOverPageBreak(line, row: reading.line, below: false) }
                takeIntoTable(line)
            }
        }
        // "1041  03/12  125.00": a check paid prints its number before the date and nothing else
        // to describe it; the number is its description.
        if reading.descriptionRange.isEmpty, draft.descriptionWords == nil, draft.before.isEmpty, reading.dateWords >= 2,
            let first = reading.line.words.first?.text,
            first.utf8.count <= 6, first.allSatisfy(\.isASCIIDigit)
        {
            draft.descriptionWords = [0]
        }
        handBesideLines(to: &draft, at: index)
        dropPending()
        rows.append(draft)
        if let amount = draft.amounts.first(where: { [.amount, .debit, .credit].contains($0.1) })?.0.magnitude {
            let (sum, overflow) = sinceSubtotal.addingReportingOverflow(amount)
            sinceSubtotal = overflow ? -1 : sum
            rowsSinceSubtotal += 1
        }
        rowLines = (rowLines?.lowerBound ?? index)...index
        carriedDate = draft.date
        takeIntoTable(index)
        tablePage = reading.line.page
        lastRow = rows.count - 1
        lastY1 = reading.line.y1
        kinds[index] = .row
    }

    /// Under a header with a booking and a value date column ("DATA MOV | DATA VAL"), a row's
    /// dates are told by where they stand: one printed only under the value column is the value
    /// date, the booking date being the row above's; a date standing in the description column
    /// is the description's ("26/04 LEV. ATM …", the day of a card purchase).
    private func placeDates(_ draft: inout RowDraft) {
        guard let header else { return }
        // "Value date | Date | …": the value date printed first, under its own column. Only a
        // booking date header standing over the row's second date says so: one standing right of
        // both dates is no column of theirs (a header word damaged or exchanged).
        if draft.reading.valueDate != nil, let value = header.column(.valueDate), let booked = header.column(.date), value.x1 < booked.x0,
            let first = draft.date, let second = draft.valueDate, (1...draft.reading.line.words.count).contains(draft.reading.dateWords),
            booked.x0 <= draft.reading.line.words[draft.reading.dateWords - 1].x1 + geometry.columnSlack
        {
            draft.date = second
            draft.valueDate = first
        }
        let dateColumns = header.columns.filter { $0.role == .date }.sorted { $0.x0 < $1.x0 }
        guard dateColumns.count == 2, let description = header.column(.description) else { return }
        let reading = draft.reading
        let words = reading.line.words
        guard reading.dateWords >= 1, reading.dateWords <= words.count else { return }
        let slack = geometry.columnSlack
        var dateWords = Array(0..<reading.dateWords)
        // The second date read from the description column: text, not a value date.
        if reading.valueDate != nil, reading.dateWords == 2, let last = dateWords.last,
            words[last].x0 >= description.x0 - slack, words[dateWords[0]].x1 < description.x0
        {
            draft.valueDate = nil
            dateWords.removeLast()
            draft.descriptionWords = [last] + (draft.descriptionWords ?? Array(reading.descriptionRange))
        }
        // One date, under the value column: the booking date is carried from the row above.
        if dateWords.count == 1, draft.valueDate == nil, let carriedDate, words[dateWords[0]].x0 >= dateColumns[1].x0 - slack,
            words[dateWords[0]].x0 > dateColumns[0].x1
        {
            draft.valueDate = reading.date
            draft.date = carriedDate
        }
    }

    /// "AMAZON.DE 25.00 EUR   27.12": a number left of every money column is the description's;
    /// the rest are the row's money.
    private func moneyTokens(_ reading: LineReading, draft: inout RowDraft) -> [AmountToken] {
        var tokens = reading.amounts
        guard tokens.count > 1, let moneyX0 = header?.moneyColumnsX0,
            case let inText = TableReader.amountsInText(tokens, moneyX0), inText > 0
        else { return tokens }
        tokens.removeFirst(inText)
        // A currency code read as the kept amount's prefix ("… 25.00 EUR   27.12") is the text's too.
        var end = tokens[0].words.lowerBound
        while end < tokens[0].words.upperBound - 1, reading.line.words[end].x1 < moneyX0 - TableGeometry.moneyColumnSlack {
            end += 1
        }
        tokens[0].words = end..<tokens[0].words.upperBound
        tokens[0].x0 = reading.line.words[end].x0
        draft.descriptionWords = Array(reading.descriptionRange.lowerBound..<end)
        return tokens
    }

    /// A line without an amount in a money column: a day's date heading, an entry's dated first
    /// line, or a wrapped detail of the row above or below. `numbersAreText`: its numbers are
    /// known to be its text's already.
    private mutating func text(_ index: Int, numbersAreText: Bool = false) {
        let reading = readings[index]
        if let date = reading.date, reading.amounts.isEmpty, active {
            datedText(index, date: date)
            return
        }
        if active, takesYearBelow(index) { return }
        let inColumn = geometry.inDescriptionColumn(reading.line.x0) && (numbersAreText || isTextOnly(reading))
        if inColumn, active { describingLines.append(index) }
        if detailsAbove || headPending {
            if inColumn && active, pending.isEmpty || joinsPending(index) {
                pending.append(reading)
                pendingIndices.append(index)
            } else if inColumn && active, !headPending, startsNextEntry(index) {
                // Set apart from the lines pending by a wider gap than theirs: those are the last
                // row's narration below its date line, and this line opens the next entry's.
                handPendingToLastRow(before: reading.line)
                dropPending()
                pending = [reading]
                pendingIndices = [index]
            } else {
                dropPending()
            }
        } else if inColumn, active, reader.hypothesis.entries.detailsAbove == nil, opensEntryBelow(index) {
            // "Transaction 10" / "Annoying text   600.35": nearer the amount line below than the
            // row above, the line is the start of the entry below, not the end of the one above.
            pending = [reading]
            pendingIndices = [index]
            headPending = true
            lastRow = nil
        } else if let row = lastRow, inColumn, geometry.isRightUnder(reading.line, aboveY1: lastY1, abovePage: rows[row].reading.line.page) {
            let text = reading.line.text
            rows[row].after.append(text)
            rows[row].rawAfter.append(text)
            takeIntoTable(index)
            lastY1 = reading.line.y1
        } else if inColumn, active, let row = rowGoingOnOverPageBreak(index) {
            // At the top of a page, before its first row: the last row of the page before goes on.
            continueOverPageBreak(index, row: row)
        } else {
            lastRow = nil
        }
    }

    /// Whether the text line at `index` starts an entry whose amount line follows it: the lines
    /// down to an undated amount line sit closer together than this line sits to the row above
    /// (an entry's lines are set tighter than the space between entries).
    private func opensEntryBelow(_ index: Int) -> Bool {
        guard let row = lastRow else { return false }
        let reading = readings[index]
        guard rows[row].reading.line.page == reading.line.page, index + 1 < readings.count else { return false }
        let gapAbove = reading.line.y0 - lastY1
        var previous = reading.line
        for next in (index + 1)..<readings.count {
            let line = readings[next].line
            let gap = line.y0 - previous.y1
            guard line.page == previous.page, readings[next].date == nil,
                gap < gapAbove - TableGeometry.entryGapMargin
            else { return false }
            switch kinds[next] {
            case .row: return !isTextOnly(readings[next])
            case .text: previous = line
            default: return false
            }
        }
        return false
    }

    /// Whether the text line at `index` opens the entry whose dated amount line comes right under
    /// it, through text lines each right under the one before: narration printed above its date
    /// line, a cell of several lines whose middle the row's money is set beside.
    private func startsNextEntry(_ index: Int) -> Bool {
        var previous = readings[index].line
        for next in (index + 1)..<min(readings.count, index + TableState.entryLinesAbove) {
            let line = readings[next].line
            guard geometry.isRightUnder(line, aboveY1: previous.y1, abovePage: previous.page) else { return false }
            switch kinds[next] {
            case .row: return readings[next].date != nil && !isTextOnly(readings[next])
            case .text, .furniture: previous = line
            case .header, .summary: return false
            }
        }
        return false
    }

    /// The most lines of narration an entry prints above its date line that are looked through.
    static let entryLinesAbove = 8

    private mutating func datedText(_ index: Int, date: PrintedDate) {
        let reading = readings[index]
        if let x0 = reading.descriptionX0, geometry.inDescriptionColumn(x0), !reading.descriptionRange.isEmpty { describingLines.append(index) }
        if reading.descriptionRange.isEmpty {
            // "03 Feb 2025" alone: the heading of the day's rows, unless it stands where the row
            // above's wrapped detail would ("… On" / "18 Dec"), which the rows below then take.
            carriedFromDetail = continuesLastRow(reading) ? index : nil
            carriedDate = date
            tablePage = reading.line.page
            return
        }
        if TableReader.isDatedHead(reading, kinds[index], geometry: geometry) {
            if detailsAbove || TableReader.amountFollows(index, readings, kinds, geometry: geometry) {
                // An entry's first line: its details and amount follow.
                pending = [reading]
                pendingIndices = [index]
                headPending = !detailsAbove
                lastRow = nil
                return
            }
            // "03.02.2025  Mandat: …" under a row: its detail line, dated with its value date.
            if let row = lastRow, geometry.isRightUnder(reading.line, aboveY1: lastY1, abovePage: rows[row].reading.line.page) {
                rows[row].after.append(reading.descriptionText)
                rows[row].rawAfter.append(reading.line.text)
                if rows[row].valueDate == nil { rows[row].valueDate = date }
                takeIntoTable(index)
                lastY1 = reading.line.y1
                return
            }
        }
        lastRow = nil
        dropPending()
    }
}
