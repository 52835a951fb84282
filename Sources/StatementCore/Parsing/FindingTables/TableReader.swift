/// Reads the transaction rows of a statement: rows under a header (repeated headers continue the
/// table), dates carried down to undated rows, and wrapped descriptions joined to their row,
/// whether the layout prints details below the amount line or above it.
struct TableReader {
    var vocabulary: HeaderVocabulary
    var skip: [String]
    /// Reads lines again when a header puts the description after the money columns.
    var reader: LineReader?
    /// What this reading supposes (`Hypothesis`), handed down whole: the table reads its
    /// sections (`ignoredHeadings`), tables (`tableBounds`) and entries (`entries`) decisions
    /// where it uses them; the columns decision is the column model's (`positionalRoles`).
    var hypothesis = Hypothesis()
    /// Which of a row's figures is the balance where no header names the money columns, as the
    /// column model decided it (`StatementParser.positionalRoles`).
    var positionalRoles = PositionalRoles()

    enum Kind {
        case header(HeaderLayout), summary, furniture, row, text

        var isHeader: Bool {
            if case .header = self { return true } else { return false }
        }
    }

    /// The rows, which lines they were read from (their own and their wrapped details), the
    /// lines in sections not booked and under daily-balance headings, and the lines as the table
    /// read them (with text printed after the money moved before it). `summaries`: lines already
    /// known to be summaries (an accounts overview), never rows or headers. The reader notes
    /// each line's role in `recorder` as it takes the line.
    func read(
        _ readings: [LineReading], furniture: Set<Int>, summaries: Set<Int> = [], recording recorder: inout ReadingRecorder
    ) -> TableReading {
        let printed = readings
        var readings = readings
        var kinds = readings.indices.map { index -> Kind in
            summaries.contains(index)
                ? .summary
                : classify(
                    readings[index], above: index > 0 ? printed[index - 1] : nil, below: printed[safe: index + 1],
                    furniture: furniture.contains(index))
        }
        TableReader.splittingJoinedLabels(readings, &kinds)
        // The upper halves of a header's stacked labels are the header's.
        for index in kinds.indices.dropFirst() {
            if case .header(let header) = kinds[index], header.stacked, !summaries.contains(index - 1) { kinds[index - 1] = .header(header) }
        }
        let reclassify = { (reading: LineReading, index: Int) -> Kind in
            summaries.contains(index)
                ? .summary
                : classify(
                    reading, above: index > 0 ? printed[index - 1] : nil, below: printed[safe: index + 1],
                    furniture: furniture.contains(index))
        }
        if let reader {
            TableReader.readingWholeAmountsInMoneyColumns(&readings, &kinds, reader: reader, classify: reclassify)
            TableReader.readingValueDatesUnderTheirLabel(&readings, &kinds, reader: reader, classify: reclassify)
            TableReader.readingWithoutMarginText(&readings, &kinds, reader: reader, classify: reclassify)
            TableReader.readingWithoutSidePanel(&readings, &kinds, reader: reader, classify: reclassify)
            TableReader.readingEmptyCellsApartFromSigns(&readings, &kinds, reader: reader, classify: reclassify)
            TableReader.readingMoneyColumnsBeforeText(&readings, &kinds, reader: reader, classify: reclassify)
        }
        if let reader, kinds.contains(where: { if case .header(let header) = $0 { return header.printsTextAfterMoney } else { return false } }) {
            TableReader.movingTextBeforeMoney(&readings, &kinds, reader: reader, classify: reclassify)
        }
        var state = TableState(reader: self, readings: readings, kinds: kinds, furniture: furniture, recorder: consume recorder, printed: printed)
        defer { recorder = state.recorder }
        return state.read()
    }

    /// `above`: the line printed right above, which may hold the upper halves of the header's labels.
    private func classify(_ reading: LineReading, above: LineReading?, below: LineReading?, furniture: Bool) -> Kind {
        let text = reading.foldedText
        if skip.contains(where: { text.contains($0) }) { return .furniture }
        if let header = TableReader.header(reading, above: above, below: below, vocabulary: vocabulary, skip: skip) { return .header(header) }
        let dated = reading.date != nil
        if reading.summary != nil, !(dated && TableReader.isDayBalance(reading)) { return .summary }
        let looksLikeRow = dated && !reading.amounts.isEmpty
        if !looksLikeRow && (furniture || TableReader.isPageFooter(text)) { return .furniture }
        return reading.amounts.isEmpty ? .text : .row
    }

    /// The header `reading` prints, read with the line `above` when that holds the upper halves
    /// of its labels (`HeaderLayout.stacked`); a heading, a summary or a figure above is no half.
    static func header(
        _ reading: LineReading, above: LineReading?, below: LineReading? = nil, vocabulary: HeaderVocabulary, skip: [String]
    ) -> HeaderLayout? {
        guard reading.amounts.isEmpty, reading.date == nil else { return nil }
        let alone = HeaderLayout.detect(reading.line, vocabulary: vocabulary)
        // Labels of two lines straddling the header's one-line labels.
        if alone != nil, let above, let below, above.amounts.isEmpty, below.amounts.isEmpty, above.date == nil, below.date == nil,
            let header = HeaderLayout.detect(reading.line, between: above.line, and: below.line, vocabulary: vocabulary, alone: alone)
        {
            return header
        }
        // The geometry first: it turns away almost every line before the words are looked up.
        if let above, above.amounts.isEmpty, above.date == nil, above.summary == nil,
            var header = HeaderLayout.detect(reading.line, stackedUnder: above.line, vocabulary: vocabulary, alone: alone),
            SectionHeadings.heading(of: above.foldedText) == nil, !skip.contains(where: { above.foldedText.contains($0) })
        {
            header.stacked = true
            return header
        }
        return alone
    }

    /// "29/04  SALDO  68.855,15": a dated line naming nothing but a balance is the day's balance,
    /// read like a row so that it checks the rows of its day (`StatementParser.dayEndBalance`).
    static func isDayBalance(_ reading: LineReading) -> Bool {
        reading.summary == .total && reading.amounts.count == 1 && dayBalanceWords.contains(reading.foldedDescription)
    }

    private static let dayBalanceWords: Set<String> = [
        "saldo", "balance", "saldo do dia", "saldo del dia", "saldo dia", "solde", "solde du jour", "kontostand", "day balance",
    ]

    /// The page words of `PageNumbering`, folded as lines are.
    private static let pageWords = Set(PageNumbering.words.map(TextFolding.normalised))

    static func isPageFooter(_ folded: String) -> Bool {
        // Asked of every line. In ASCII a space byte is a character of its own: the words are
        // split on the bytes, and a page word looked up only before a number.
        let utf8 = folded.utf8
        if utf8.isAllASCII {
            let words = utf8.split(separator: 0x20)
            for index in words.indices.dropLast() where words[index + 1].allSatisfy(AmountText.isDigit) {
                if pageWords.contains(String(decoding: words[index], as: UTF8.self)) { return true }
            }
            return false
        }
        let words = folded.split(separator: " ")
        for (index, word) in words.enumerated() where pageWords.contains(String(word)) {
            if index + 1 < words.count, words[index + 1].allSatisfy(\.isASCIIDigit) { return true }
        }
        return false
    }
}

func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}
