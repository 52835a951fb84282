/// Which way a table's entries print their details, read from the lines that say it: text in
/// the description column with a row on one side only, or set tighter to the row on one side
/// than to the row on the other. Right under a row with the closing balance, a subtotal or a
/// wider gap after it, a line is that row's, printed below it; right on top of a dated row with
/// a balance line, a heading or a wider gap before it, it is that row's, printed above it.
/// Between two rows set as tightly as an entry's own lines, it may be either's and says
/// nothing. What a page break prints (`TableReader.isPageBreak`) stands between no entry's
/// lines: a line first on its page, a row ending the page before, has rows on both sides.
struct WrapEvidence {
    let readings: [LineReading]
    let kinds: [TableReader.Kind]
    let geometry: TableGeometry

    /// Details printed above their date line (true) or below it (false), as the lines from
    /// `start` on say one way more often than the other; nil when as many say each way.
    func detailsAbove(from start: Int) -> Bool? {
        var (above, below) = (0, 0)
        var index = start
        while index < readings.count {
            guard isNarration(index) else {
                index += 1
                continue
            }
            var end = index
            var count = 1
            while count < TableState.entryLinesAbove, let next = neighbour(after: end), isNarration(next), gap(end, next) != nil {
                end = next
                count += 1
            }
            let over = neighbour(before: index).flatMap { isRow($0) ? gap($0, index) : nil }
            let under = neighbour(after: end).flatMap { isRow($0) && readings[$0].date != nil ? gap(end, $0) : nil }
            switch (over, under) {
            case (let over?, let under?):
                if over < under - TableGeometry.entryGapMargin { below += 1 }
                if under < over - TableGeometry.entryGapMargin { above += 1 }
            case (.some, nil): below += 1
            case (nil, .some): above += 1
            case (nil, nil): break
            }
            index = end + 1
        }
        return above == below ? nil : above > below
    }

    /// A line of text alone in the description column holding a word: an entry's details,
    /// unless a heading. A digit or a code alone (a cell of another column cut from its line)
    /// says nothing of where details go.
    private func isNarration(_ index: Int) -> Bool {
        let reading = readings[index]
        guard case .text = kinds[index], reading.date == nil, reading.amounts.isEmpty, geometry.inDescriptionColumn(reading.line.x0),
            TableState.hasWords(reading)
        else { return false }
        return SectionHeadings.heading(of: reading.foldedText) == nil
    }

    private func isRow(_ index: Int) -> Bool {
        if case .row = kinds[index] { return true } else { return false }
    }

    /// The line before `index`, past what a page break prints when the break lies between them.
    private func neighbour(before index: Int) -> Int? {
        guard index > 0 else { return nil }
        var previous = index - 1
        while previous > 0, TableReader.isPageBreak(readings[previous], kinds[previous]) { previous -= 1 }
        return readings[previous].line.page < readings[index].line.page ? previous : index - 1
    }

    /// The line after `index`, past what a page break prints when the break lies between them.
    private func neighbour(after index: Int) -> Int? {
        guard index + 1 < readings.count else { return nil }
        var next = index + 1
        while next + 1 < readings.count, TableReader.isPageBreak(readings[next], kinds[next]) { next += 1 }
        return readings[next].line.page > readings[index].line.page ? next : index + 1
    }

    /// The white space between the lines at `upper` and `lower` when they are set as one entry's
    /// may be: right under each other, or on either side of a page break with nothing else
    /// between them, where no space can be measured (not a number: it compares with none, so
    /// a line between a row cut off by the break and another row says nothing). Nil: apart.
    private func gap(_ upper: Int, _ lower: Int) -> Double? {
        let (above, below) = (readings[upper].line, readings[lower].line)
        if above.page == below.page {
            return lower == upper + 1 && geometry.isRightUnder(below, aboveY1: above.y1, abovePage: above.page) ? below.y0 - above.y1 : nil
        }
        return TableReader.goesOnOverPageBreak(lower, after: upper, readings, kinds) ? .nan : nil
    }
}
