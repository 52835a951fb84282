extension StatementParser {
    /// The fourth stage: the rows proven against the figures the statement prints about itself,
    /// and every line that reads like a transaction accounted for.
    struct Verified {
        var verification: Verification
        var figures: [PrintedFigure]
        /// Lines with a date and an amount this reading could not account for, as indices of the table's readings.
        var unexplained: [Int]
        /// The closing found under the balance column of a totals line, where no label gave it.
        var placedClosing: PrintedFigure?
    }

    static func verify(
        _ entries: EntriesGrouped, read: LinesRead, tables: TablesFound, columns: ColumnModel, facts: StatementFacts,
        order: DateOrder,
        kind: AccountKind, recording recorder: inout ReadingRecorder
    ) throws(StatementParseError) -> Verified {
        let (readings, table, balances, transactions) = (read.readings, tables.table, entries.balances, entries.transactions)
        // Totals printed under a not-booked heading, or after the table's end a reading supposes,
        // are not this table's: they never count against its rows.
        let afterEnd = table.bounds.end.map { Set(($0.at.index + 1)..<max($0.at.index + 1, table.readings.count)) } ?? []
        let notTable = table.notBooked.union(afterEnd)
        let bookedReadings = notTable.isEmpty ? readings : readings.indices.filter { !notTable.contains($0) }.map { readings[$0] }
        var evidence = StatementParser.evidence(
            opening: entries.labelledOpening,
            closing: entries.labelledClosing
                ?? StatementParser.finalCarriedForward(balances.carriedForward, transactions: transactions),
            readings: bookedReadings, kind: kind, currency: read.currency)
        evidence.figures += entries.overview.totals
        let columnTotals = ColumnTotals.find(
            readings: table.readings, headers: columns.totalsHeaders(table.readings), skip: notTable, placed: evidence.figures, rows: transactions)
        evidence.figures += columnTotals.totals
        let tableReadings = table.readings
        evidence.amountColumns = { StatementParser.amountColumns(transactions, readings: tableReadings) }
        // The figure under the balance column of a totals line closes the table when no label
        // did; on a labelled line of several figures, the column says which one is the balance.
        var placedClosing: PrintedFigure?
        if let placed = columnTotals.closing, evidence.closing.map({ ($0.page, $0.line) == (placed.page, placed.line) }) ?? true {
            (evidence.closing, placedClosing) = (placed, placed)
        }
        var verification = try Verifier.verify(
            evidence.with(
                DailyBalanceTable.find(
                    in: readings, reader: read.plainReader, signs: entries.signs,
                    order: order, reference: entries.reference)),
            transactions: transactions)
        verification.notes += entries.groupingNotes
        verification.checks += NotBookedTotals.checks(table.notBooked.sorted().map { readings[$0] }, kind: kind, transactions: transactions)
        // A quiet month (no row, its labelled opening and closing equal) is proven by its own
        // figures, once no line with a date and an amount is left unexplained below.
        let quiet = transactions.isEmpty && StatementParser.isQuietPeriod(entries, facts: facts)
        if transactions.isEmpty, !quiet {
            verification.problems.insert(
                StatementParser.noRowsProblem(table.readings, reference: entries.reference, headers: columns.headers), at: 0)
        }
        let unexplained = StatementParser.unexplainedLines(
            table.readings, tableLines: table.tableLines,
            leftOut: table.notBooked.union(table.balanceSection).union(tables.overviewLines).union(afterEnd),
            balances: [balances.opening, balances.closing, balances.carriedForward, entries.labelledOpening, entries.labelledClosing]
                + balances.stated, skip: read.profile?.skip ?? [])
        verification.problems += StatementParser.unexplainedProblems(unexplained, readings: table.readings)
        let misdated = StatementParser.rowsOutsidePeriod(transactions, period: facts.period, kind: kind)
        verification.problems += misdated
        // What the arithmetic cannot see: rows read with no description, or another row's date,
        // or a page's heading in their text.
        let misread =
            StatementParser.guardProblems(table, transactions: transactions)
            + StatementParser.accountOpeningAfterTheRows(facts, readings: readings, transactions: transactions)
            + RowDates.problems(
                transactions, opening: StatementParser.openingDate(table.readings, order: order, period: facts.period),
                broughtForward: StatementParser.broughtForwardDates(table.readings, order: order, period: facts.period),
                printsOwnDate: StatementParser.printsOwnDate(table.readings, besides: entries.summaryPayment))
        verification.problems += misread
        // A reading with no row, or with lines it cannot account for, proves nothing about the
        // statement: storing it would store a statement with rows missing.
        if (transactions.isEmpty && !quiet) || !unexplained.isEmpty || !misdated.isEmpty || !misread.isEmpty {
            verification.verdict = .failed
        }
        // Roles the arithmetic gave, or balances it placed, are trusted only where they prove every row.
        if verification.verdict == .verified, let arithmetic = columns.arithmetic,
            let unproven = arithmetic.unproven(
                transactions, opening: entries.openingBalance, placedOpening: entries.labelledOpening, placedClosing: entries.labelledClosing)
        {
            verification.problems.append(unproven)
            verification.verdict = .failed
        }
        if let unplaced = StatementParser.unplacedFigures(table, verification: verification) { verification.problems.append(unplaced) }
        recorder.noteVerified(figures: evidence.figures, unexplained: unexplained, digits: read.currency.minorUnitDigits)
        return Verified(verification: verification, figures: evidence.figures, unexplained: unexplained, placedClosing: placedClosing)
    }

    /// The date the table's first opening balance line prints, and where.
    static func openingDate(_ readings: [LineReading], order: DateOrder, period: DateRange?) -> (date: LocalDate, page: Int, line: Int)? {
        guard let opening = readings.first(where: { $0.summary == .opening }),
            let date = opening.date?.resolve(order: order, near: period)
        else { return nil }
        return (date, opening.line.page, opening.line.number)
    }

    /// The dates the table's opening and brought-forward balance lines print, and where.
    static func broughtForwardDates(_ readings: [LineReading], order: DateOrder, period: DateRange?) -> [RowDates.BalanceLine] {
        readings.compactMap { reading in
            guard reading.summary == .broughtForward || reading.summary == .opening,
                let date = reading.date?.resolve(order: order, near: period)
            else { return nil }
            return (date, reading.line.page, reading.line.number)
        }
    }

    /// Whether a row's own line prints a date: the lines of the table read with one.
    static func printsOwnDate(_ readings: [LineReading], besides payment: Transaction? = nil) -> (Transaction) -> Bool {
        var dated = Set<Int64>()
        for reading in readings where reading.date != nil { dated.insert(Int64(reading.line.page) << 32 | Int64(reading.line.number)) }
        if let payment { dated.insert(Int64(payment.page) << 32 | Int64(payment.line)) }
        return { row in dated.contains(Int64(row.page) << 32 | Int64(row.line)) }
    }
}
