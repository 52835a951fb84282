extension StatementParser {
    /// The third stage: the table's entries made into signed, dated rows, with the balances the
    /// statement prints around them.
    struct EntriesGrouped {
        var signs: SignRules
        var balances:
            (
                opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?,
                carriedForward: BalanceFinder.AmountAt?, stated: [BalanceFinder.AmountAt]
            )
        var overview: OverviewFigures
        var reference: DateRange?
        var transactions: [Transaction]
        var labelledOpening: BalanceFinder.AmountAt?
        var labelledClosing: BalanceFinder.AmountAt?
        var openingBalance: Money?
        var closingBalance: Money?
        /// Rows dated a day or two past their month's end, kept on its last day; rows left out
        /// where a later table starts over.
        var groupingNotes: [VerificationProblem]
        /// The previous bill's payment read from the summary box (`SummaryBoxPayment`): its
        /// line prints its date within its text.
        var summaryPayment: Transaction?
    }

    /// An entry of the table as the trace tells it.
    struct TracedEntry {
        var page: Int
        var line: Int
        /// Where the entry's line starts: the two halves of a line cut between tables printed
        /// side by side share its page and number.
        var x0: Double
        var roles: [ColumnRole]
        var section: SectionHeadings.Heading?
        /// Its money's roles came from the arithmetic, no header naming them (`ArithmeticRoles`).
        var rolesByArithmetic = false
    }

    func groupEntries(
        _ drafts: consuming [RowDraft], read: LinesRead, tables: TablesFound, columns: ColumnModel, facts: inout FactsRead,
        kind: AccountKind, supposing hypothesis: Hypothesis, recording recorder: inout ReadingRecorder
    ) throws(StatementParseError) -> EntriesGrouped {
        var drafts = drafts
        let (order, currency, lineReader) = (facts.order, read.currency, read.reader)
        // Counted where they are, not gathered into an array of every row's tokens.
        let unsignedIsDebit =
            read.profile?.unsignedIsDebit
            ?? SignRules.unsignedIsDebit(drafts.lazy.flatMap { $0.amounts.lazy.filter { $0.1 == .amount }.map(\.0) })
        // The table reader grew the drafts by appending, up to twice their count: cut to size
        // before the arrays of rows are reserved beside them.
        drafts = drafts.withUnsafeBufferPointer { Array($0) }
        let holdersSide =
            kind == .card && SignRules.marksItsPurchases(drafts.lazy.flatMap { $0.amounts.lazy.filter { $0.1 == .amount }.map(\.0) })
        var signs = SignRules(kind: holdersSide ? .current : kind, unsignedIsDebit: unsignedIsDebit)
        signs.otherConvention = hypothesis.otherSigns
        // The sections whose amounts the sign convention decided, for the readings that try the other.
        recorder.open.signSections = StatementParser.signSections(drafts, kind: kind)
        recorder.open.cardSigns = kind == .card
        if recorder.tracing {
            recorder.entries = drafts.map {
                TracedEntry(
                    page: $0.reading.line.page, line: $0.reading.line.number, x0: $0.reading.line.x0,
                    roles: $0.amounts.map(\.1), section: $0.section,
                    rolesByArithmetic: columns.arithmetic != nil && $0.amounts.count > 1 && $0.amounts.contains { $0.1 == .balance })
            }
        }
        // "01 Aug 2025   5,230.40   BALANCE B/F": a label printed after the money is read where the table put it.
        var balances = BalanceFinder(reader: lineReader, signs: signs, vocabulary: columns.vocabulary)
            .find(in: tables.table.readings, skipping: tables.overviewLines, firstTablePage: tables.table.firstTablePage)
        let overview = StatementParser.overviewFigures(
            tables.overviews, readings: read.readings, account: facts.facts.accountNumber,
            reader: lineReader, signs: signs)
        balances.opening = balances.opening ?? overview.opening
        balances.closing = balances.closing ?? overview.closing
        if facts.printedPeriod == nil,
            let stated = StatementParser.statedPeriod(
                read.readings, opening: balances.opening, closing: balances.closing,
                finder: FactFinder(order: order),
                yearFrom: {
                    facts.facts.statementDate ?? facts.facts.billDate ?? StatementParser.latestDates(read.readings, order: order)?.end
                        ?? StatementParser.latestPrintedDate(read.opening, order: order)?.end
                })
        {
            facts.facts.period = stated
        }
        // The statement's own dates bound its rows; dates it merely lists only centre them.
        let reference =
            facts.facts.period?.boundingRows
            ?? (facts.facts.statementDate ?? facts.facts.billDate).map { DateRange(start: $0.adding(days: -45), end: $0).boundingRows }
            ?? StatementParser.latestDates(read.readings, order: order) ?? StatementParser.latestPrintedDate(read.opening, order: order)
        var detailsOffTheChain = 0
        var startingOver: StartingOver?
        let booked = StatementParser.booked(
            consume drafts, order: order, reference: reference, signs: signs,
            opening: balances.opening, closing: balances.closing, undatedAmounts: hypothesis.entries.undatedAmounts,
            detailsOffTheChain: &detailsOffTheChain, startingOver: &startingOver)
        // Undated amount lines the running balance made the row above's detail count as grouped that way.
        recorder.open.entries = tables.table.grouping.offTheChain(detailsOffTheChain)
        let groupingNotes =
            StatementParser.monthEndNotes(booked, order: order, reference: reference) + (startingOver.map { [$0.note] } ?? [])

        var transactions = StatementParser.transactions(
            consume booked, order: order, reference: reference, signs: signs,
            currency: currency, threads: threads)
        var (labelledOpening, labelledClosing) = StatementParser.datedBalances(
            balances, facts: facts.facts, order: order,
            lastRow: transactions.last.map { ($0.page, $0.line) })
        // No balance read by its label: the lone figures in the balance column the arithmetic found.
        if labelledOpening == nil, labelledClosing == nil, balances.carriedForward == nil, let placed = columns.arithmetic {
            (labelledOpening, labelledClosing) = (placed.opening, placed.closing)
        }
        // No balance read by its label: one may still stand where balances do (`BalancesByPlace`).
        if labelledOpening == nil, labelledClosing == nil, balances.carriedForward == nil,
            let placed = BalancesByPlace.find(
                readings: tables.table.readings, tableLines: tables.table.tableLines, transactions: transactions)
        {
            (labelledOpening, labelledClosing) = (placed.opening, placed.closing)
            if placed.closesOnLastRow { transactions.removeLast() }
        }
        // Two printed openings that disagree: the arithmetic picks the one the rows close from.
        let finder = BalanceFinder(reader: lineReader, signs: signs, vocabulary: columns.vocabulary)
        labelledOpening = BalanceFinder.provenOpening(labelledOpening, closing: labelledClosing, rows: transactions) {
            finder.openings(in: tables.table.readings, skipping: tables.overviewLines, firstTablePage: tables.table.firstTablePage)
        }
        if labelledOpening == nil {
            labelledOpening = MisprintedOpening.find(
                readings: tables.table.readings, closing: labelledClosing, rows: transactions, minorDigits: lineReader.minorDigits)
        }
        // The previous bill's payment printed only in the summary box, when the rows miss exactly it.
        let summaryPayment = SummaryBoxPayment.find(
            in: tables.table.readings, opening: labelledOpening, closing: labelledClosing, rows: transactions,
            order: order, currency: currency, kind: kind)
        if let summaryPayment { transactions.insert(summaryPayment, at: 0) }
        let openingBalance = labelledOpening.map { Money(minorUnits: $0.minorUnits, currency: currency) }
        let closingBalance = StatementParser.closing(
            labelledClosing, carriedForward: balances.carriedForward,
            transactions: transactions
        ).map { Money(minorUnits: $0, currency: currency) }
        try StatementParser.settleSigns(&transactions, opening: openingBalance)
        // The rows final, each line's role as the grouping and the balance finding gave it.
        recorder.noteRows(transactions, readings: read.readings, kind: kind)
        recorder.noteSections(tables.table.sectionHeadings, kind: kind)
        recorder.noteBalances(
            opening: balances.opening, closing: balances.closing, carriedForward: balances.carriedForward, stated: balances.stated, read: read)
        return EntriesGrouped(
            signs: signs, balances: balances, overview: overview, reference: reference, transactions: transactions,
            labelledOpening: labelledOpening, labelledClosing: labelledClosing, openingBalance: openingBalance,
            closingBalance: closingBalance, groupingNotes: groupingNotes, summaryPayment: summaryPayment)
    }

    /// The sections (by heading; nil for none) holding an amount whose sign the convention
    /// decides: one in a signed-amount column that neither its column nor its section's heading signs.
    static func signSections(_ drafts: [RowDraft], kind: AccountKind) -> [SectionHeadings.Heading?] {
        var sections: [SectionHeadings.Heading?] = []
        for draft in drafts where !sections.contains(draft.section) {
            let bySection = draft.section?.direction(kind: kind) != nil
            if draft.amounts.contains(where: { $0.1 == .amount && ($0.0.mark != .none || !bySection) }) { sections.append(draft.section) }
        }
        return sections
    }

    static func transaction(
        _ draft: RowDraft, order: DateOrder, reference: DateRange?, signs: SignRules,
        currency: Currency
    ) -> Transaction? {
        guard let row = figures(draft, order: order, reference: reference, signs: signs) else { return nil }
        return Transaction(
            date: row.date, valueDate: draft.valueDate?.resolve(order: order, near: reference ?? DateRange(start: row.date, end: row.date)),
            description: draft.description, rawText: draft.rawText,
            amount: Money(minorUnits: row.amount, currency: currency),
            balance: row.balance.map { Money(minorUnits: $0, currency: currency) },
            page: draft.reading.line.page, line: draft.reading.line.number)
    }

    /// A labelled closing balance; else a last "carried forward" that no row follows; else the
    /// running balance printed on the last row.
    static func closing(
        _ labelled: BalanceFinder.AmountAt?, carriedForward: BalanceFinder.AmountAt?,
        transactions: [Transaction]
    ) -> Int64? {
        if let labelled { return labelled.minorUnits }
        if let carriedForward, !transactions.contains(where: { ($0.page, $0.line) > (carriedForward.page, carriedForward.line) }) {
            return carriedForward.minorUnits
        }
        return transactions.last?.balance?.minorUnits
    }

    /// Where a running balance is printed, it settles a row's sign: a change of -12.00 is a debit
    /// whatever the column or mark suggested. Without an opening balance the first printed
    /// balance starts the check.
    static func settleSigns(_ transactions: inout [Transaction], opening: Money?) throws(StatementParseError) {
        var previous = opening
        for index in transactions.indices {
            let row = transactions[index]
            if let balance = row.balance {
                if let before = previous {
                    let change = try VerificationTally.subtract(balance, before, at: row)
                    if change.minorUnits != 0 && change.minorUnits == 0 &- row.amount.minorUnits {
                        transactions[index].amount = Money(minorUnits: change.minorUnits, currency: row.amount.currency)
                    }
                }
                previous = balance
            } else {
                previous = try previous.map { (value: Money) throws(StatementParseError) in try VerificationTally.add(value, row.amount, at: row) }
            }
        }
    }
}
