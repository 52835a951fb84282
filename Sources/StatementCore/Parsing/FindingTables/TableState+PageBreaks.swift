/// An entry cut by a page break: its lines on either side of what the break prints (a footer,
/// the balance carried and brought forward, the letterhead and the table's header again).
/// Where details print below their date line, the lines at the top of a page before its first
/// row are the last row's of the page before; where they print above, the lines at the foot
/// of a page after its last row are the next page's first row's. Which way a table prints them
/// is read where its lines say so (`pageSaysDetailsAbove`), never from such a cut entry: a
/// page's first row with text on top of it says nothing when the page before ended on a row.
extension TableState {
    /// The row whose lines end the page before, when only what a page break prints lies between
    /// them and the line at `index`: a line at the top of a page goes on from that row.
    func rowEndingPageBefore(_ index: Int) -> Int? {
        var previous = index - 1
        while previous >= 0, TableReader.isPageBreak(readings[previous], kinds[previous]) { previous -= 1 }
        guard previous >= 0, readings[previous].line.page + 1 == readings[index].line.page, tableLines[previous],
            let row = rows.indices.last, rows[row].reading.line.page == readings[previous].line.page
        else { return nil }
        return row
    }

    /// The row the text line at `index` goes on from over a page break, where details print below
    /// their date line: the last row of the page before, the line being first on its page after
    /// what the break prints (with the page's first dated row right under it and the lines
    /// between), or right under such a line.
    func rowGoingOnOverPageBreak(_ index: Int) -> Int? {
        if let row = lastRow, let line = continuedOverBreak, line == index - 1,
            geometry.isRightUnder(readings[index].line, aboveY1: readings[line].line.y1, abovePage: readings[line].line.page)
        {
            return row
        }
        guard let row = rowEndingPageBefore(index), narrationGoesOnToRow(from: index) else { return nil }
        return row
    }

    /// Whether the text line at `index` and the lines right under it lead to a dated row, the
    /// next line under the last of them, set over it as entries are set apart (as the row over
    /// the line under it): a heading or a notice at a page's top leads to no row, and the lines
    /// of an entry whose details print above its date line sit tighter on top of their row.
    func narrationGoesOnToRow(from index: Int) -> Bool {
        var previous = index
        for next in (index + 1)..<min(readings.count, index + TableState.entryLinesAbove) {
            let line = readings[next].line
            let gapOver = line.y0 - readings[previous].line.y1
            switch kinds[next] {
            case .row:
                guard readings[next].date != nil, !isTextOnly(readings[next]), line.page == readings[previous].line.page else { return false }
                guard next + 1 < readings.count, readings[next + 1].line.page == line.page else { return gapOver <= geometry.lineGap }
                // Not tighter on top of the row than the row over the line under it, nor looser
                // than entries are set apart.
                let gapUnder = readings[next + 1].line.y0 - line.y1
                return gapOver >= gapUnder - TableGeometry.entryGapMargin
                    && gapOver <= max(geometry.lineGap, gapUnder + TableGeometry.entryGapMargin)
            case .text:
                guard geometry.isRightUnder(line, aboveY1: readings[previous].line.y1, abovePage: readings[previous].line.page),
                    geometry.inDescriptionColumn(line.x0), isTextOnly(readings[next])
                else { return false }
                previous = next
            case .header, .summary, .furniture: return false
            }
        }
        return false
    }

    /// At the foot of a page, the lines pending right under its last row, cut from the next page
    /// by the break, are that row's details printed below it when they sit closer under it than
    /// it sits under the line above it: an entry's lines are set tighter than entries are apart.
    mutating func handFootOfPageToLastRow() {
        guard let first = pendingIndices.first, first > 1, !headPending, let row = rows.indices.last else { return }
        let rowLine = rows[row].reading.line
        let above = readings[first - 2].line
        guard readings[first - 1].line.page == rowLine.page, readings[first - 1].line.number == rowLine.number,
            readings[first - 1].line.x0 == rowLine.x0, above.page == rowLine.page,
            readings[first].line.y0 - rowLine.y1 < rowLine.y0 - above.y1 - TableGeometry.entryGapMargin
        else { return }
        var aboveY1 = rowLine.y1
        var taken = 0
        for (reading, index) in zip(pending, pendingIndices) {
            guard geometry.isRightUnder(reading.line, aboveY1: aboveY1, abovePage: rowLine.page) else { break }
            let text = reading.line.text
            rows[row].after.append(text)
            rows[row].rawAfter.append(text)
            takeIntoTable(index)
            aboveY1 = reading.line.y1
            taken += 1
        }
        pending.removeFirst(taken)
        pendingIndices.removeFirst(taken)
    }

    /// Takes the text line at `index` into `row`'s description, past the page break.
    mutating func continueOverPageBreak(_ index: Int, row: Int) {
        let text = readings[index].line.text
        rows[row].after.append(text)
        rows[row].rawAfter.append(text)
        recorder.noteContinuedOverPageBreak(index, row: rows[row].reading.line, below: true)
        takeIntoTable(index)
        lastRow = row
        lastY1 = readings[index].line.y1
        continuedOverBreak = index
    }

    /// Whether the lines pending at the header at `index` end the page before, right under its
    /// last row and with only what a page break prints after them: an entry whose details print
    /// above its date line, cut by the break, whose date line is still to come. A line printed
    /// after the footer (a page number alone) is no entry's.
    func pendingGoesOnOverPageBreak(to index: Int) -> Bool {
        guard pendingStartsUnderRow, let last = pendingIndices.last else { return false }
        return TableReader.goesOnOverPageBreak(index, after: last, readings, kinds)
    }

    /// The lines pending start right after a line the table took (a row's, or its detail's).
    var pendingStartsUnderRow: Bool {
        guard let first = pendingIndices.first, first > 0 else { return false }
        return tableLines[first - 1] && readings[first - 1].line.page == readings[first].line.page
    }

    /// Whether the page under the header at `index` prints details above its rows' date lines,
    /// from the lines right on top of its first row (`TableReader.prefersDetailsAbove`). Those
    /// lines say nothing when the page before ended on a row: they may be that row's details,
    /// printed below it and cut by the break, as well as the first row's printed above it,
    /// unless they sit tighter on top of it than it sits over the line under it.
    func pageSaysDetailsAbove(after index: Int) -> Bool? {
        let said = TableReader.prefersDetailsAbove(readings, kinds, after: index, geometry: geometry)
        guard said == true, let first = TableReader.firstRow(after: index, readings, kinds) else { return said }
        var top = first - 1
        while top - 1 > index, case .text = kinds[top - 1], geometry.inDescriptionColumn(readings[top - 1].line.x0),
            geometry.isRightUnder(readings[top].line, aboveY1: readings[top - 1].line.y1, abovePage: readings[top - 1].line.page)
        {
            top -= 1
        }
        return rowEndingPageBefore(top) != nil && narrationGoesOnToRow(from: top) ? nil : true
    }
}
