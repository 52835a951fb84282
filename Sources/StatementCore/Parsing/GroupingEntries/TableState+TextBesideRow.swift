/// Narration set beside a row's dated line but offset from it: a cell of two lines centred on
/// a one-line row, so its first line rides a little above the date and its second a little
/// below ("UPI/… " over, "…/UPI" under, the date and amounts between). Each of those lines
/// shares the row's band on the page (their boxes overlap the dated line's by a good part of
/// a line's height) and fills the row's empty cell between its date and its money; lines of
/// separate entries never overlap like that. Such a line is the row's, whichever way the
/// table's other details run, and whatever repeats on other pages.
extension TableState {
    /// The share of the shorter line's height two lines' boxes must overlap by to share a band.
    static let sharedBand = 0.25

    /// The row line beside which the text line at `index` stands, if any: the dated row line
    /// right above or right below it in reading order, on its page.
    func rowBeside(_ index: Int) -> Int? {
        let reading = readings[index]
        // Cheapest first: every line of the table comes through here.
        guard active, reading.date == nil, reading.amounts.isEmpty, !reading.line.words.isEmpty else { return nil }
        switch kinds[index] {
        case .text, .furniture: break
        case .header, .summary, .row: return nil
        }
        for other in [index + 1, index - 1] where other >= 0 && other < readings.count {
            guard case .row = kinds[other], readings[other].date != nil, !readings[other].amounts.isEmpty,
                sharesBand(reading.line, readings[other].line), fillsEmptyCell(reading.line, of: readings[other]),
                !TableReader.isPageFooter(reading.foldedText)
            else { continue }
            return other
        }
        return nil
    }

    /// Whether two lines' boxes overlap vertically by a good part of the shorter one's height.
    private func sharesBand(_ line: TextLine, _ other: TextLine) -> Bool {
        guard line.page == other.page else { return false }
        let overlap = min(line.y1, other.y1) - max(line.y0, other.y0)
        let height = min(line.y1 - line.y0, other.y1 - other.y0)
        return height > 0 && overlap >= height * TableState.sharedBand
    }

    /// Whether `line` stands right of the row's dates and left of its money, touching none of
    /// the row's words: the row's description cell, printed with nothing in it on the row's line.
    private func fillsEmptyCell(_ line: TextLine, of row: LineReading) -> Bool {
        let words = row.line.words
        guard row.dateWords > 0, row.dateWords <= words.count, let money = row.amounts.first,
            money.words.lowerBound < words.count
        else { return false }
        let (dateEnd, moneyStart) = (words[row.dateWords - 1].x1, words[money.words.lowerBound].x0)
        guard line.x0 > dateEnd, line.x1 < moneyStart else { return false }
        return !words.contains { $0.x1 > line.x0 && $0.x0 < line.x1 }
    }

    /// Takes the text line at `index` as the detail of the row beside it: kept for the row
    /// below until it is read, or added to the row above. False when it stands beside no row.
    mutating func takeBesideRow(_ index: Int) -> Bool {
        guard let row = rowBeside(index) else { return false }
        if row > index {
            besideAbove[row, default: []].append(index)
            return true
        }
        guard let last = lastRow, rows[last].reading.line.page == readings[row].line.page,
            rows[last].reading.line.number == readings[row].line.number
        else { return false }
        let text = readings[index].line.text
        rows[last].after.append(text)
        rows[last].rawAfter.append(text)
        takeIntoTable(index)
        lastY1 = max(lastY1, readings[index].line.y1)
        return true
    }

    /// Gives the draft of the row at `index` the lines kept for it from above its dated line.
    mutating func handBesideLines(to draft: inout RowDraft, at index: Int) {
        guard let lines = besideAbove.removeValue(forKey: index) else { return }
        let printed = lines.map { readings[$0].line.text }
        draft.before += printed
        draft.rawBefore += printed
        for line in lines { takeIntoTable(line) }
    }
}
