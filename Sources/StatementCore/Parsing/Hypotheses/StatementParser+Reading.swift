extension StatementParser {
    /// The last stage: the statement a reading makes, with what the stages left open for its
    /// alternatives and, when the parse traces, each line's role.
    static func reading(
        pages: [TextPage], lines: LinesRead, facts: FactsRead, tables: TablesFound, columns: ColumnModel, kind: AccountKind,
        entries: EntriesGrouped, verified: Verified, supposing hypothesis: Hypothesis, recorder: ReadingRecorder
    ) -> ReadingChoice.Reading {
        let (readings, currency, profile) = (lines.readings, lines.currency, lines.profile)
        var statement = Statement(
            institution: facts.facts.institution, account: facts.facts.account, kind: kind, currency: currency,
            period: facts.facts.period, statementDate: facts.facts.statementDate, openingBalance: entries.openingBalance,
            closingBalance: verified.placedClosing.map { Money(minorUnits: $0.value, currency: currency) } ?? entries.closingBalance,
            transactions: entries.transactions,
            verification: verified.verification, pageCount: lines.pageCount, layout: profile?.name,
            currencyDecision: lines.currencyDecision, accountNumber: facts.facts.accountNumber,
            bankCode: facts.facts.bankCode
        )
        .deciding(
            StatementParser.decisions(
                profile: profile, decimalMark: lines.decimalMark, order: facts.order, readings: readings,
                currency: currency, facts: facts.facts, supposed: hypothesis.dateOrder != nil))
        statement.tableHeader = columns.firstHeader.map { TextFolding.normalised(readings[$0.index].line.text) }
        statement.decisions.overviewAccounts = OverviewAccount.named(in: tables.overviews, readings: readings, reader: lines.reader)
        var open = recorder.open
        // Only a reading not verified is tried the other ways; the spacing only by the first.
        if verified.verification.verdict != .verified {
            open.tableBounds = TableBounds.evidence(
                readings: tables.table.readings, firstHeader: columns.firstHeader, unexplained: verified.unexplained,
                rows: entries.transactions.map { ($0.page, $0.line) }, closing: entries.balances.closing, figures: verified.figures,
                reached: TableBounds.closingReached(rows: entries.transactions, closing: entries.balances.closing))
            if hypothesis == Hypothesis() { open.spacedLetters = SpacedLetters.joiningGap(in: pages) }
        }
        let traced = recorder.tracing ? lineTrace(pages: pages, read: lines, notes: recorder.lines) : nil
        return ReadingChoice.Reading(
            statement: statement, unexplainedLines: verified.unexplained.count,
            leftOutHeadings: tables.table.leftOutHeadings.map {
                (
                    index: $0, text: readings[$0].line.text,
                    page: readings[$0].line.page, line: readings[$0].line.number
                )
            },
            hypothesis: hypothesis, open: open, lines: traced)
    }
}
