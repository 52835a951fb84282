/// Where the statements of one account begin in a file holding several of its periods (a bank
/// portal's download of a quarter: each month a whole statement with its own period heading,
/// opening balance, rows and closing balance). Read as one statement such a file fails: the
/// first closing balance is not where the rows end. Each section opens at a heading printing a
/// later period than the section before, once that section has printed a closing balance (or a
/// balance carried forward, or stated at a date), with an opening balance under the heading;
/// the verifier decides (`StatementParser.sections(of:)`).
enum PeriodSections {
    /// `period`: the one the file read as one statement took, from its first period heading; the
    /// date order is the one that reads that heading so.
    static func starts(in lines: [TextLine], rowLines: Set<Int>, period: DateRange) -> [SectionStart] {
        let finders = [DateOrder.dayMonth, .monthDay].map { FactFinder(order: $0) }
        guard let finder = finders.first(where: { finder in lines.contains { finder.period(on: $0) == period } }) else { return [] }
        var starts: [SectionStart] = []
        var current: DateRange?
        var closed = false
        for (index, line) in lines.enumerated() where !rowLines.contains(index) {
            // Anywhere on the line: a summary box prints its balances beside the holder's address.
            let kind = SummaryLabels.kind(of: TextFolding.normalised(line.text), anywhere: true)
            if kind == .closing || kind == .carriedForward || kind == .stated { closed = true }
            guard let printed = finder.period(on: line) else { continue }
            guard let before = current else {
                if printed == period {
                    starts.append(SectionStart(index: index, subject: .period(printed)))
                    current = printed
                }
                continue
            }
            // A page header repeating the period, or a summary's other period ("Interest period
            // 01/01 to 31/03"), opens nothing: only a later period after a closing balance does.
            guard closed, printed.start > before.end, opensBalance(lines, after: index, rowLines: rowLines) else { continue }
            starts.append(SectionStart(index: headingTop(lines, above: index, rowLines: rowLines), subject: .period(printed)))
            current = printed
            closed = false
        }
        return starts
    }

    /// The heading names an opening balance under it ("Opening balance", "Balance brought
    /// forward", "Balance on 1 March"), on its page, before any row.
    static func opensBalance(_ lines: [TextLine], after index: Int, rowLines: Set<Int>) -> Bool {
        let page = lines[index].page
        for next in (index + 1)..<min(lines.count, index + 1 + AccountSections.headingDepth) {
            guard lines[next].page == page, !rowLines.contains(next) else { return false }
            let kind = SummaryLabels.kind(of: TextFolding.normalised(lines[next].text), anywhere: true)
            if kind == .opening || kind == .broughtForward || kind == .stated { return true }
        }
        return false
    }

    /// The first line of the heading printing the period: the bank's name and the account line
    /// above it belong to the new statement, up to the top of the page or the last row or
    /// balance of the statement before.
    static func headingTop(_ lines: [TextLine], above index: Int, rowLines: Set<Int>) -> Int {
        var top = index
        while top > 0, lines[top - 1].page == lines[index].page, !rowLines.contains(top - 1),
            SummaryLabels.kind(of: TextFolding.normalised(lines[top - 1].text), anywhere: true) == nil
        {
            top -= 1
        }
        return top
    }
}
