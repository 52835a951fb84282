/// Where the accounts of a combined statement (a bank's current and savings accounts in one PDF)
/// begin. Each section opens with a line naming its account and goes on to the next such line.
/// Finding them is cautious: a false split breaks a statement that parses well as one.
enum AccountSections {
    /// Every split parses its sections again; a document naming more accounts than this is a
    /// list of accounts, not sections.
    static let maximumSections = 64

    /// Lines naming an account as a heading, outside the transaction rows, where the account
    /// differs from the one named before: a page header repeating the number changes nothing.
    /// A plain line right above the account line is the section's name and starts it.
    static func starts(in lines: [TextLine], rowLines: Set<Int>) -> [SectionStart] {
        var starts: [SectionStart] = []
        for (index, line) in lines.enumerated() where !rowLines.contains(index) {
            guard let account = AccountLine.account(on: line) else { continue }
            let again = starts.last?.subject.isSame(as: .account(account)) ?? false
            if again && !opensBalance(lines, after: index, rowLines: rowLines) { continue }
            let named = index > 0 && isName(lines[index - 1], above: line) && !rowLines.contains(index - 1)
            starts.append(SectionStart(index: named ? index - 1 : index, subject: .account(account), again: again))
        }
        return starts
    }

    /// How far under its account line a section prints its opening balance.
    static let headingDepth = 16

    /// The account line heads a table of its own: an opening balance ("Beginning Balance",
    /// "Saldo anterior") is named under it on its page, before any row or other account line. A
    /// page header repeating the number heads rows, or a balance brought forward, not an opening.
    static func opensBalance(_ lines: [TextLine], after index: Int, rowLines: Set<Int>) -> Bool {
        let page = lines[index].page
        for next in (index + 1)..<min(lines.count, index + 1 + headingDepth) {
            let line = lines[next]
            guard line.page == page, !rowLines.contains(next), AccountLine.account(on: line) == nil else { return false }
            if SummaryLabels.kind(of: TextFolding.normalised(line.text), anywhere: false) == .opening { return true }
        }
        return false
    }

    /// A section opened by the same number again is another account only when its part prints
    /// an opening and a closing, and its opening is none of the figures an earlier part starts or
    /// ends at: a continuation of the account before starts where that one stopped.
    static func ownBalances(_ part: Statement, after earlier: [Statement]) -> Bool {
        guard let opening = part.openingBalance, part.closingBalance != nil else { return false }
        return !earlier.contains { $0.openingBalance == opening || $0.closingBalance == opening }
    }

    /// "Instant Savings Account" over "Account number 87654321": a few words, no figures, same page.
    static func isName(_ line: TextLine, above account: TextLine) -> Bool {
        line.page == account.page && line.words.count <= 6 && !line.text.contains(where: \.isNumber)
    }

    /// Keeps the starts whose section has something of its own (`hasEvidence`: an opening
    /// balance or transaction rows), and drops any naming an account an earlier section already
    /// has: a number printed again (in a header, in a later overview) does not start anything.
    /// A dropped start's lines join the section before it, or the next one when it was first.
    static func prune(_ starts: [SectionStart], lineCount: Int, hasEvidence: (Range<Int>) -> Bool) -> [SectionStart] {
        var kept = starts
        var position = 0
        while position < kept.count {
            let repeated = !kept[position].again && kept[..<position].contains { $0.subject.isSame(as: kept[position].subject) }
            if repeated || !hasEvidence(ranges(kept, lineCount: lineCount)[position]) {
                kept.remove(at: position)
            } else {
                position += 1
            }
        }
        return kept
    }

    /// The lines of each section; the first also holds what precedes it (the document's header).
    static func ranges(_ starts: [SectionStart], lineCount: Int) -> [Range<Int>] {
        starts.indices.map { position in
            let lower = position == 0 ? 0 : starts[position].index
            let upper = position + 1 < starts.count ? starts[position + 1].index : lineCount
            return lower..<upper
        }
    }

    /// The pages holding `range` of the document's lines, each with only those lines: page and
    /// line numbers stay as printed, so rows and problems still point at the real place.
    static func pages(_ range: Range<Int>, of pages: [TextPage]) -> [TextPage] {
        var result: [TextPage] = []
        var offset = 0
        for page in pages {
            let lower = max(range.lowerBound, offset), upper = min(range.upperBound, offset + page.lines.count)
            if lower < upper {
                result.append(
                    TextPage(
                        number: page.number, width: page.width, height: page.height,
                        lines: Array(page.lines[(lower - offset)..<(upper - offset)])))
            }
            offset += page.lines.count
        }
        return result
    }

    /// The lines the parsed rows were read from, wrapped details above and below included: an
    /// account number in a description never opens a section.
    static func rowLines(of statement: Statement, in lines: [TextLine]) -> Set<Int> {
        var result: Set<Int> = []
        var next = 0
        for row in statement.transactions {
            // Rows come in reading order, so each is looked for from the one before.
            let isRow = { (index: Int) in lines[index].page == row.page && lines[index].number == row.line }
            guard let index = (next..<lines.count).first(where: isRow) ?? lines.indices.first(where: isRow) else { continue }
            next = index + 1
            result.insert(index)
            guard row.rawText.holdsByte(0x0A), row.rawText.contains("\n") else { continue }
            let parts = row.rawText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let own = parts.firstIndex(of: lines[index].text) ?? 0
            for (part, text) in parts.enumerated() {
                let candidate = index + part - own
                if lines.indices.contains(candidate), lines[candidate].text == text { result.insert(candidate) }
            }
        }
        return result
    }
}
