/// How an entry's lines are shared between two amount lines, and where the money columns are.
extension TableState {
    /// Where the money columns start: the header's, or with no header at all the rows'.
    var moneyX0: Double? {
        header?.moneyColumnsX0 ?? (anyHeader ? nil : geometry.rowsMoneyX0)
    }

    func isTextOnly(_ reading: LineReading) -> Bool {
        TableReader.isTextOnly(reading, moneyX0: moneyX0)
    }

    /// Text lines pending between the last row's amount line and `line` (the next amount line, or
    /// a summary), in a table whose entries start above their amount line: those before the widest
    /// gap are the last row's, centred on its amount line, and the rest start the next entry.
    /// Only a gap wider than every other by a margin splits them.
    mutating func handPendingToLastRow(before line: TextLine) {
        guard let row = lastRow, !headPending, !pending.isEmpty, rows[row].reading.line.page == line.page,
            pending.allSatisfy({ $0.line.page == line.page })
        else { return }
        var gaps = [pending[0].line.y0 - lastY1]
        for (upper, lower) in zip(pending, pending.dropFirst()) { gaps.append(lower.line.y0 - upper.line.y1) }
        gaps.append(line.y0 - pending[pending.count - 1].line.y1)
        guard let widest = gaps.indices.max(by: { gaps[$0] < gaps[$1] }), widest > 0,
            gaps.indices.allSatisfy({ $0 == widest || gaps[$0] < gaps[widest] - TableGeometry.entryGapMargin }),
            pending[..<widest].allSatisfy({ $0.date == nil })
        else { return }
        for (reading, index) in zip(pending[..<widest], pendingIndices[..<widest]) {
            let text = reading.line.text
            rows[row].after.append(text)
            rows[row].rawAfter.append(text)
            takeIntoTable(index)
            lastY1 = reading.line.y1
        }
        pending.removeFirst(widest)
        pendingIndices.removeFirst(widest)
    }

    /// At the page's end (the next page's header, or the next entry's lines going on over the
    /// page break), the lines pending right under the last row on its page are the tail of its
    /// narration when the row took narration from above its date line too: a cell set around its
    /// row's money, cut by the page's end rather than by the next entry. The lines pending on
    /// the next page stay pending.
    mutating func handTailAtPageEnd() {
        guard let row = lastRow, !headPending, !pending.isEmpty, !rows[row].before.isEmpty else { return }
        let page = rows[row].reading.line.page
        let tail = pending.prefix { $0.line.page == page }.count
        guard tail > 0 else { return }
        var aboveY1 = lastY1
        for reading in pending[..<tail] {
            guard geometry.isRightUnder(reading.line, aboveY1: aboveY1, abovePage: page) else { return }
            aboveY1 = reading.line.y1
        }
        for (reading, index) in zip(pending[..<tail], pendingIndices[..<tail]) {
            let text = reading.line.text
            rows[row].after.append(text)
            rows[row].rawAfter.append(text)
            takeIntoTable(index)
        }
        lastY1 = aboveY1
        pending.removeFirst(tail)
        pendingIndices.removeFirst(tail)
    }
}
