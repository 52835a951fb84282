/// Turns the positioned lines of a statement nobody here has seen into a verified statement.
/// Everything is decided per statement (decimal mark, date order, kind, sign convention), from
/// the statement's own text; a layout profile only fills in what the text cannot say.
public struct StatementParser: Sendable {
    public var profiles: [LayoutProfile]
    public var forcedProfile: LayoutProfile?
    /// Threads reading the lines once the decimal mark and currency are decided (`--jobs`):
    /// each line is read on its own, so the statement is the same on any number; 1 reads them
    /// on the calling thread.
    public var threads: Int

    public init(profiles: [LayoutProfile] = [], forcedProfile: LayoutProfile? = nil, threads: Int = 1) {
        self.profiles = profiles
        self.forcedProfile = forcedProfile
        self.threads = max(1, threads)
    }

    /// The statement, checked against its page numbering too. Amounts beyond range give a
    /// failed statement without rows here; `statements(in:)` throws for them instead.
    public func parse(pages: [TextPage]) -> Statement {
        do {
            return StatementParser.checkingPageNumbering([try parse(pages: pages, inheriting: nil)], of: pages)[0]
        } catch {
            return StatementParser.outOfRange(error, pageCount: pages.count)
        }
    }

    /// `inherited`: what a combined statement printed once at its top (period, statement date),
    /// for a later account's section that does not print its own; its yearless dates need it.
    func parse(pages: [TextPage], inheriting inherited: StatementFacts?) throws(StatementParseError) -> Statement {
        try ReadingChoice.choose(first: try read(pages: pages, inheriting: inherited, ignoring: [])) { ignored throws(StatementParseError) in
            try read(pages: pages, inheriting: inherited, ignoring: ignored)
        }
    }

    /// One reading of the statement: `ignoring` names the headings of left-out sections it does
    /// not honour.
    func read(pages: [TextPage], inheriting inherited: StatementFacts?, ignoring: Set<Int>) throws(StatementParseError) -> ReadingChoice.Reading {
        let lines = pages.flatMap(\.lines)
        // The first two pages given, not pages 1 and 2: a combined statement's later account
        // starts on whatever page its section does.
        let firstPage = lines.first?.page ?? 1
        let opening = lines.filter { $0.page <= firstPage + 1 }
        let foldedFirstPage = TextFolding.normalised(lines.filter { $0.page == firstPage }.map(\.text).joined(separator: " "))
        let profile = forcedProfile ?? profiles.first { $0.matches(foldedFirstPage: foldedFirstPage) }

        let decimalMark = profile?.decimalMark ?? DecimalMark.detect(lines: lines, threads: threads)
        let currencyDecision = profile.flatMap { profile in profile.currency.map {
            CurrencyDecision(currency: Currency(code: $0), evidence: ["layout profile '\(profile.name)'"]) } }
            ?? CurrencyDecider.decide(opening: opening, all: lines, threads: threads)
        let currency = currencyDecision.currency ?? CurrencyDecider.provisional(opening)
        let reader = LineReader(decimalMark: decimalMark, minorDigits: currency.minorUnitDigits)
        let (lineReader, readings, besideTables) = StatementParser.read(lines, with: reader, threads: threads)
        var order = profile?.dateOrder ?? StatementParser.dateOrder(readings, currency: currency, opening: opening.count)
        var facts = FactFinder(order: order).find(in: opening)
        if profile?.dateOrder == nil, let (other, otherFacts) = StatementParser.orderThePeriodPrefers(readings, order: order, facts: facts, opening: opening) {
            (order, facts) = (other, otherFacts)
        }
        let printedPeriod = facts.period
        facts.period = facts.period ?? inherited?.period
        facts.statementDate = facts.statementDate ?? inherited?.statementDate

        var vocabulary = HeaderVocabulary.standard
        for (phrase, role) in profile?.headers ?? [:] { vocabulary.add(phrase, role: role) }
        let overviews = AccountsOverview.find(in: readings)
        // A box beside the table (rates, a simulation) is read as an overview's lines are: never rows or balances.
        let overviewLines = Set(overviews.flatMap { [$0.labelLine] + $0.rows }).union(besideTables)
        var table = TableReader(vocabulary: vocabulary, skip: profile?.skip ?? [], reader: lineReader, ignoredHeadings: ignoring)
            .read(readings, furniture: StatementParser.furniture(readings, pageCount: pages.count), summaries: overviewLines)
        let (tableLines, notBooked, tableReadings) = (table.tableLines, table.notBooked, table.readings)
        // Held once: the table's copy is let go before the rows are made beside the drafts.
        var drafts = table.rows
        table.rows = []
        // The kind is told by what the statement says about itself, not by its rows: a current
        // account's "TRANSFER TO SAVINGS" row does not make it a savings account.
        let kind = profile?.kind ?? AccountKindDetector.detect(foldedText:
            readings.indices.filter { readings[$0].line.page <= firstPage + 1 && !tableLines[$0] }.map { readings[$0].foldedText }
                .joined(separator: " "))
        // Counted where they are, not gathered into an array of every row's tokens.
        let unsignedIsDebit = profile?.unsignedIsDebit
            ?? SignRules.unsignedIsDebit(drafts.lazy.flatMap { $0.amounts.lazy.filter { $0.1 == .amount }.map(\.0) })
        // The table reader grew the drafts by appending, up to twice their count: cut to size
        // before the arrays of rows are reserved beside them.
        drafts = drafts.withUnsafeBufferPointer { Array($0) }
        let signs = SignRules(kind: kind, unsignedIsDebit: unsignedIsDebit)
        // "01 Aug 2025   5,230.40   BALANCE B/F": a label printed after the money is read where the table put it.
        var balances = BalanceFinder(reader: lineReader, signs: signs, vocabulary: vocabulary)
            .find(in: tableReadings, skipping: overviewLines, firstTablePage: table.firstTablePage)
        let overview = StatementParser.overviewFigures(overviews, readings: readings, account: facts.accountNumber,
                                                        reader: lineReader, signs: signs)
        balances.opening = balances.opening ?? overview.opening
        balances.closing = balances.closing ?? overview.closing
        if printedPeriod == nil, let stated = StatementParser.statedPeriod(readings, opening: balances.opening, closing: balances.closing,
                                                                       finder: FactFinder(order: order)) {
            facts.period = stated
        }
        let reference = facts.period ?? facts.statementDate.map { DateRange(start: $0.adding(days: -45), end: $0) }
            ?? StatementParser.latestDates(readings, order: order) ?? StatementParser.latestPrintedDate(opening, order: order)
        let booked = StatementParser.booked(consume drafts, order: order, reference: reference, signs: signs,
                                            opening: balances.opening, closing: balances.closing)
        let monthEndNotes = StatementParser.monthEndNotes(booked, order: order, reference: reference)

        var transactions = StatementParser.transactions(consume booked, order: order, reference: reference, signs: signs,
                                                        currency: currency, threads: threads)
        let (labelledOpening, labelledClosing) = StatementParser.datedBalances(balances, facts: facts, order: order,
                                                                                        lastRow: transactions.last.map { ($0.page, $0.line) })
        let openingBalance = labelledOpening.map { Money(minorUnits: $0.minorUnits, currency: currency) }
        let closingBalance = StatementParser.closing(labelledClosing, carriedForward: balances.carriedForward,
                                                     transactions: transactions).map { Money(minorUnits: $0, currency: currency) }
        try StatementParser.settleSigns(&transactions, opening: openingBalance)
        // Totals printed under a not-booked heading are not this table's: they never count against its rows.
        let bookedReadings = notBooked.isEmpty ? readings : readings.indices.filter { !notBooked.contains($0) }.map { readings[$0] }
        var evidence = StatementParser.evidence(opening: labelledOpening, closing: labelledClosing
                                                    ?? StatementParser.finalCarriedForward(balances.carriedForward, transactions: transactions),
                                                readings: bookedReadings, kind: kind, currency: currency)
        evidence.figures += overview.totals
        var verification = try Verifier.verify(evidence.with(DailyBalanceTable.find(in: readings, reader: reader, signs: signs, order: order,
                                                                                       reference: reference)), transactions: transactions)
        verification.notes += monthEndNotes
        verification.checks += NotBookedTotals.checks(notBooked.sorted().map { readings[$0] }, kind: kind, transactions: transactions)
        if transactions.isEmpty {
            verification.problems.insert(VerificationProblem(page: nil, line: nil, message:
                "no transaction table found: no line starts with a date and ends with an amount"), at: 0)
        }
        let unexplained = StatementParser.unexplainedLines(
            tableReadings, tableLines: tableLines, leftOut: notBooked.union(table.balanceSection).union(overviewLines),
            balances: [balances.opening, balances.closing, balances.carriedForward] + balances.stated, skip: profile?.skip ?? [])
        verification.problems += StatementParser.unexplainedProblems(unexplained, readings: tableReadings)
        let misdated = StatementParser.rowsOutsidePeriod(transactions, period: facts.period, kind: kind)
        verification.problems += misdated
        // A reading with no row, or with lines it cannot account for, proves nothing about the
        // statement: storing it would store a statement with rows missing.
        if transactions.isEmpty || !unexplained.isEmpty || !misdated.isEmpty {
            verification.verdict = .failed
        }
        let statement = Statement(institution: facts.institution, account: facts.account, kind: kind, currency: currency,
                         period: facts.period, statementDate: facts.statementDate, openingBalance: openingBalance,
                         closingBalance: closingBalance, transactions: transactions, verification: verification,
                         pageCount: pages.count, layout: profile?.name, currencyDecision: currencyDecision,
                         accountNumber: facts.accountNumber, bankCode: facts.bankCode)
            .deciding(StatementParser.decisions(profile: profile, decimalMark: decimalMark, order: order, readings: readings,
                                                currency: currency, facts: facts))
        return ReadingChoice.Reading(statement: statement, unexplainedLines: unexplained.count,
                                     leftOutHeadings: table.leftOutHeadings.map { (index: $0, text: readings[$0].line.text,
                                                                                   page: readings[$0].line.page, line: readings[$0].line.number) },
                                     ignored: ignoring)
    }

    static func transaction(_ draft: RowDraft, order: DateOrder, reference: DateRange?, signs: SignRules,
                            currency: Currency) -> Transaction? {
        guard let date = draft.date?.rowDate(order: order, near: reference) else { return nil }
        var amount: Int64?
        var balance: Int64?
        for (token, role) in draft.amounts {
            if role == .balance { balance = signs.balance(token) }
            // "0.00   1930": a debit column printing zero beside the credit; the figure that moves money is the row's.
            else if amount == nil || amount == 0 { amount = signs.amount(token, role: role, section: draft.section) }
        }
        guard let amount else { return nil }
        return Transaction(date: date, valueDate: draft.valueDate?.resolve(order: order, near: reference ?? DateRange(start: date, end: date)),
                           description: draft.description, rawText: draft.rawText,
                           amount: Money(minorUnits: amount, currency: currency),
                           balance: balance.map { Money(minorUnits: $0, currency: currency) },
                           page: draft.reading.line.page, line: draft.reading.line.number)
    }

    /// A labelled closing balance; else a last "carried forward" that no row follows; else the
    /// running balance printed on the last row.
    static func closing(_ labelled: BalanceFinder.AmountAt?, carriedForward: BalanceFinder.AmountAt?,
                        transactions: [Transaction]) -> Int64? {
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
                    let change = try VerificationLedger.subtract(balance, before, at: row)
                    if change.minorUnits != 0 && change.minorUnits == 0 &- row.amount.minorUnits {
                        transactions[index].amount = Money(minorUnits: change.minorUnits, currency: row.amount.currency)
                    }
                }
                previous = balance
            } else {
                previous = try previous.map { (value: Money) throws(StatementParseError) in try VerificationLedger.add(value, row.amount, at: row) }
            }
        }
    }

    /// Day-month or month-day: the reading under which every numeric date is valid; when both
    /// are, the convention of the currency's country. The rows' dates vote, and so do the dates
    /// with a year printed anywhere on the first `opening` lines: "Período del 01/02/2025 al
    /// 28/02/2025" decides a dollar account whose every row date is ambiguous.
    static func dateOrder(_ readings: [LineReading], currency: Currency, opening: Int = 0) -> DateOrder {
        var dayFirst = 0, monthFirst = 0
        func vote(_ date: PrintedDate) {
            guard date.numeric && !date.yearFirst else { return }
            if date.first > 12 { dayFirst += 1 }
            if date.second > 12 { monthFirst += 1 }
        }
        for reading in readings {
            if let date = reading.date { vote(date) }
            if let date = reading.valueDate { vote(date) }
        }
        let finder = FactFinder(order: .dayMonth)
        for reading in readings.prefix(opening) where reading.line.words.count > reading.dateWords {
            // The leading dates have voted already.
            for span in finder.datesIn(reading.line) where span.start >= reading.dateWords { vote(span.date) }
        }
        if dayFirst != monthFirst { return dayFirst > monthFirst ? .dayMonth : .monthDay }
        return ["USD", "PHP"].contains(currency.code) ? .monthDay : .dayMonth
    }

    static func latestDates(_ readings: [LineReading], order: DateOrder) -> DateRange? {
        let dates = readings.compactMap { $0.date?.resolve(order: order, near: nil) }
        guard let latest = dates.max() else { return nil }
        return DateRange(start: latest.adding(days: -60), end: latest)
    }

    /// "FATURA 06 AGO 2025   EMISSÃO E ENVIO 30 JUL 2025": where neither a period nor a statement
    /// date is read and every row date is yearless, the latest full date printed on the first
    /// pages places them.
    static func latestPrintedDate(_ lines: [TextLine], order: DateOrder) -> DateRange? {
        let finder = FactFinder(order: order)
        let dates = lines.prefix(400).flatMap { line in finder.datesIn(line).compactMap { $0.date.resolve(order: order, near: nil) } }
        guard let latest = dates.max() else { return nil }
        return DateRange(start: latest.adding(days: -60), end: latest)
    }

    /// Lines that repeat on several pages (headers, footers, addresses) once digits are ignored.
    /// A transaction row (a date and an amount) is never furniture, so rows are not keyed at all:
    /// on a long statement they are nearly every line.
    static func furniture(_ readings: [LineReading], pageCount: Int) -> Set<Int> {
        guard pageCount >= 2 else { return [] }
        var keys: [Int: String] = [:]
        for index in readings.indices where readings[index].date == nil || readings[index].amounts.isEmpty {
            // A line with an amount repeats only as itself: "Transaction 2  1,000.00" and
            // "Transaction 51  1,000.00" differ in their digits alone, and both are rows.
            let folded = readings[index].foldedText
            let key = readings[index].amounts.isEmpty ? String(decoding: folded.utf8.filter { $0 < 0x30 || $0 > 0x39 }, as: UTF8.self) : folded
            if !key.isEmpty { keys[index] = key }
        }
        // Readings come page by page, so a key's pages are counted by remembering the last one.
        var pagesByKey: [String: (last: Int, count: Int)] = [:]
        for (index, key) in keys.sorted(by: { $0.key < $1.key }) {
            let page = readings[index].line.page
            pagesByKey[key, default: (0, 0)].count += pagesByKey[key]?.last == page ? 0 : 1
            pagesByKey[key]?.last = page
        }
        return Set(keys.compactMap { index, key in (pagesByKey[key]?.count ?? 0) >= max(2, pageCount / 2) ? index : nil })
    }
}
