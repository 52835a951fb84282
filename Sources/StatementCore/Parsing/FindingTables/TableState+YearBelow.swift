extension TableState {
    /// "03/03   Energy Company invoice   -84.20" over "2025": the year of a row's date printed on
    /// the line under it, in the date column. The row's date takes it; words beside it in the
    /// description column are the row's wrapped detail, as any line under a row is.
    mutating func takesYearBelow(_ index: Int) -> Bool {
        guard printsYearBelow(index), let row = lastRow, let date = rows[row].date,
            let year = readings[index].line.words.first.flatMap({ TableState.printedYear($0.text) })
        else { return false }
        let reading = readings[index]
        let words = reading.line.words
        var dated = date
        dated.year = year
        rows[row].date = dated
        if carriedDate == date { carriedDate = dated }
        takeIntoTable(index)
        lastY1 = reading.line.y1
        if let next = words.dropFirst().first, geometry.inDescriptionColumn(next.x0) {
            let text = words.dropFirst().map(\.text).joined(separator: " ")
            rows[row].after.append(text)
            rows[row].rawAfter.append(text)
        }
        return true
    }

    /// Whether the line at `index` starts with the year of the last row's yearless date, under
    /// it: a line that repeats on every page ("2025 …") is that all the same.
    func printsYearBelow(_ index: Int) -> Bool {
        guard let row = lastRow, let date = rows[row].date, date.year == nil else { return false }
        let reading = readings[index]
        let above = rows[row].reading
        guard let first = reading.line.words.first, TableState.printedYear(first.text) != nil, above.dateWords > 0,
            geometry.isRightUnder(reading.line, aboveY1: lastY1, abovePage: above.line.page)
        else { return false }
        return first.x0 < above.line.words[above.dateWords - 1].x1 && first.x1 > above.line.words[0].x0
    }

    /// "2025", and a Thai "2568": a year alone.
    static func printedYear(_ text: String) -> Int? {
        guard text.utf8.count == 4, text.utf8.allSatisfy(AmountText.isDigit), let value = Int(text) else { return nil }
        let year = DateText.expandYear(value, digits: 4)
        return (1990...2099).contains(year) ? year : nil
    }
}
