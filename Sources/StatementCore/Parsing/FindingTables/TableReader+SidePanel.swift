extension TableReader {
    /// How far clear of the table's right edge a side panel's text starts: more than the space
    /// a mark ("CR") or a currency leaves after the money.
    static let sidePanelGap = 6.0

    /// "Credit interest 4.10% AER", "Help: 0345 600 7000", "Opening balance 1,234.56": a summary
    /// box or help panel printed RIGHT of the table, its lines at or between the rows' heights.
    /// Its text starts beyond where the table ends on the right (the header's last money column,
    /// or where the dated rows' money ends), which no row's own text does when the table ends in
    /// money: a line all beyond that edge is no row's detail, and a row's line is read without
    /// the words beyond it. Tables whose last column is text (a description after the money)
    /// have no such edge. Words with letters only: a figure alone there may be a short balance
    /// under a left-aligned label; a mark or currency is the amount's.
    static func readingWithoutSidePanel(
        _ readings: inout [LineReading], _ kinds: inout [Kind], reader: LineReader,
        classify: (LineReading, Int) -> Kind
    ) {
        for section in tableSections(readings, kinds) {
            // Dated rows beyond the edge are a second table's, printed side by side: no panel.
            guard let edge = rightEdge(of: section, readings),
                !section.lines.contains(where: { index in
                    readings[index].date != nil && !readings[index].amounts.isEmpty && readings[index].line.x0 > edge
                })
            else { continue }
            for index in section.lines {
                if case .header = kinds[index] { continue }
                if case .summary = kinds[index] { continue }
                let words = readings[index].line.words
                guard let first = words.indices.first(where: { words[$0].x0 > edge }) else { continue }
                let beyond = words.indices[first...]
                guard beyond.contains(where: { isPanelWord(words[$0].text) }),
                    !beyond.contains(where: { isMarkOrCurrency(words[$0].text) })
                else { continue }
                let dated = readings[index].date != nil
                if first == words.startIndex {
                    guard !dated, !isPageFooter(readings[index].foldedText) else { continue }
                    kinds[index] = .furniture
                    continue
                }
                // The words left of the panel are read again: a row keeps its date, and its money
                // stands in the table.
                let again = reader.read(
                    TextLine(
                        page: readings[index].line.page, number: readings[index].line.number,
                        words: LineWords(words.indices[..<first].map { words[$0] })))
                // The line keeps the amounts it printed left of the panel; a row keeps one at least.
                let kept = readings[index].amounts.filter { $0.words.upperBound <= first }.count
                guard (again.date != nil) == dated, again.amounts.count >= kept, !dated || !again.amounts.isEmpty,
                    again.amounts.allSatisfy({ $0.x1 <= edge })
                else { continue }
                readings[index] = again
                kinds[index] = classify(again, index)
            }
        }
    }

    /// A stretch of lines read as one table: from a header whose last column holds money to the
    /// next header; before the first header, the lines from a page's first dated row to its last.
    struct TableSection {
        var lines: Range<Int>
        /// The header's last column, when it holds money; nil where no header heads the lines.
        var lastMoney: HeaderLayout.Column?
    }

    static func tableSections(_ readings: [LineReading], _ kinds: [Kind]) -> [TableSection] {
        var sections: [TableSection] = []
        let headers = kinds.indices.filter { kinds[$0].isHeader }
        for (position, start) in headers.enumerated() {
            guard case .header(let header) = kinds[start], let last = header.columns.max(by: { $0.x1 < $1.x1 }),
                last.role.holdsMoney
            else { continue }
            let end = position + 1 < headers.count ? headers[position + 1] : readings.count
            sections.append(TableSection(lines: (start + 1)..<end, lastMoney: last))
        }
        // Rows before any header: each page's dated rows, from the first to the last.
        var byPage: [(page: Int, first: Int, last: Int)] = []
        for index in 0..<(headers.first ?? readings.count) where readings[index].date != nil && !readings[index].amounts.isEmpty {
            let page = readings[index].line.page
            if let last = byPage.last, last.page == page {
                byPage[byPage.count - 1].last = index
            } else {
                byPage.append((page, index, index))
            }
        }
        // Rows printing words after their money ("950.00 2,682.80 STANDING ORDER RENT") may
        // describe themselves there: with no header to say so, that text is left as it is.
        for (_, first, last) in byPage where !(first...last).contains(where: { printsWordsAfterMoney(readings[$0]) }) {
            sections.append(TableSection(lines: first..<(last + 1), lastMoney: nil))
        }
        return sections
    }

    /// Where the section's table ends on the right, panel gap included: the header's last
    /// column or the dated rows' money in it, whichever ends further right; with no header, the
    /// money ending the dated rows' lines (a panel's figure at a row's height ends its line too,
    /// and then only moves the edge out of reach).
    static func rightEdge(of section: TableSection, _ readings: [LineReading]) -> Double? {
        var end = section.lastMoney?.x1 ?? -Double.infinity
        for index in section.lines where readings[index].date != nil {
            let reading = readings[index]
            for amount in reading.amounts {
                if let column = section.lastMoney {
                    if amount.x0 <= column.x1 + TableGeometry.moneyColumnSlack { end = max(end, amount.x1) }
                } else if amount.words.upperBound == reading.line.words.count {
                    end = max(end, amount.x1)
                }
            }
        }
        return end.isFinite ? end + sidePanelGap : nil
    }

    private static func printsWordsAfterMoney(_ reading: LineReading) -> Bool {
        guard reading.date != nil, let money = reading.amounts.first else { return false }
        let words = reading.line.words
        return words.indices[money.words.upperBound...].contains { index in
            isPanelWord(words[index].text) && !isMarkOrCurrency(words[index].text)
                && !reading.amounts.contains { $0.words.contains(index) }
        }
    }

    /// A word of three letters or more: a panel's label, not a figure.
    private static func isPanelWord(_ text: String) -> Bool {
        text.unicodeScalars.lazy.filter { $0.properties.isAlphabetic }.count >= 3
    }

}
