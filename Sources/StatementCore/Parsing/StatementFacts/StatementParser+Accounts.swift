extension StatementParser {
    /// Every account a PDF prints: one statement per account of a combined statement (each
    /// section opened by a line naming a different account, with an opening balance or rows of
    /// its own), else exactly `[parse(pages:)]`. When in doubt it does not split.
    public func parseAll(pages: [TextPage]) -> [Statement] {
        do { return try statements(in: pages) } catch { return [StatementParser.outOfRange(error, pageCount: pages.count)] }
    }

    /// `parseAll(pages:)`, throwing for a file whose text cannot be a statement (amounts beyond range).
    public func statements(in pages: [TextPage]) throws(StatementParseError) -> [Statement] {
        StatementParser.checkingPageNumbering(try sections(of: pages), of: pages)
    }

    func sections(of pages: [TextPage]) throws(StatementParseError) -> [Statement] {
        let whole = try parse(pages: pages, inheriting: nil)
        let lines = pages.flatMap(\.lines)
        let rowLines = AccountSections.rowLines(of: whole, in: lines)
        let starts = AccountSections.starts(in: lines, rowLines: rowLines)
        guard starts.count >= 2, starts.count <= AccountSections.maximumSections else { return [whole] }

        // The profile parse(pages:) applies, matched on the first page, which later sections lack.
        let foldedFirstPage = TextFolding.normalised(lines.filter { $0.page == 1 }.map(\.text).joined(separator: " "))
        var sectionParser = StatementParser(
            forcedProfile: forcedProfile ?? profiles.first { $0.matches(foldedFirstPage: foldedFirstPage) },
            threads: threads)
        sectionParser.tracing = tracing
        var parsed: [Range<Int>: Statement] = [:]
        func section(_ range: Range<Int>) throws(StatementParseError) -> Statement {
            if let known = parsed[range] { return known }
            // The top of the document is the first section's; later ones inherit what it prints.
            let inherited =
                range.lowerBound == 0
                ? nil
                : StatementFacts(institution: nil, account: nil, period: whole.period, statementDate: whole.statementDate)
            let statement = try sectionParser.parse(pages: AccountSections.pages(range, of: pages), inheriting: inherited)
            parsed[range] = statement
            return statement
        }
        var failure: StatementParseError?
        let kept = AccountSections.prune(starts, lineCount: lines.count) { range in
            do throws(StatementParseError) {
                let statement = try section(range)
                return statement.openingBalance != nil || !statement.transactions.isEmpty
            } catch {
                failure = failure ?? error
                return false
            }
        }
        if let failure { throw failure }
        guard kept.count >= 2 else { return [whole] }
        let ranges = AccountSections.ranges(kept, lineCount: lines.count)
        var statements: [Statement] = []
        for range in ranges { statements.append(try section(range)) }
        // A statement that adds up as one is one, unless every part adds up on its own as well
        // (a card statement printing each card's number over its rows adds up only as a whole);
        // and parts that do not add up are no better than the whole.
        let verdicts = statements.map(\.verification.verdict)
        guard whole.verification.verdict == .verified ? verdicts.allSatisfy({ $0 == .verified }) : !verdicts.contains(.failed) else {
            return [whole]
        }
        for position in statements.indices {
            statements[position].account = kept[position].account.masked
            statements[position].accountNumber = kept[position].account.number
            statements[position].kind = StatementParser.sectionKind(
                statements[position], start: kept[position].index,
                range: ranges[position], lines: lines)
            guard position > 0 else { continue }
            // A combined statement prints its bank, period and date once, at the top.
            statements[position].institution = statements[0].institution
            statements[position].period = statements[position].period ?? statements[0].period
            statements[position].statementDate = statements[position].statementDate ?? statements[0].statementDate
        }
        return statements
    }

    /// Current or savings as the section's own heading says (its name and account line, down to
    /// its first row), not the document's title, which names every account. A card stays a card
    /// either way: its signs were read as a card's.
    static func sectionKind(_ statement: Statement, start: Int, range: Range<Int>, lines: [TextLine]) -> AccountKind {
        let firstRow =
            statement.transactions.first.flatMap { row in
                range.first { lines[$0].page == row.page && lines[$0].number == row.line }
            } ?? range.upperBound
        let heading = lines[start..<max(start + 1, firstRow)].map(\.text).joined(separator: " ")
        let kind = AccountKindDetector.detect(foldedText: TextFolding.normalised(heading))
        return statement.kind == .card || kind == .card ? statement.kind : kind
    }
}
