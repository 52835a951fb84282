/// What the parser hands the verifier and `parse --explain`: the figures the statement prints
/// about itself, its page numbering, and the reasons for its once-per-statement decisions.
extension StatementParser {
    /// The labelled balances, with a balance stated at a date ("Your balance on 31 March 2025")
    /// placed by its date when it is the only one: at the period's end (or the statement date)
    /// it is the closing, at its start the opening.
    static func datedBalances(
        _ balances: (
            opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?,
            carriedForward: BalanceFinder.AmountAt?, stated: [BalanceFinder.AmountAt]
        ),
        facts: StatementFacts, order: DateOrder,
        lastRow: (page: Int, line: Int)?
    ) -> (opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?) {
        var opening = balances.opening, closing = balances.closing
        guard balances.stated.count == 1, let stated = balances.stated.first, var line = stated.labelLine else { return (opening, closing) }
        // "SALDO A SU FAVOR  862,93" under the last row, at no date: the balance the rows end at.
        if closing == nil, opening != nil, let lastRow, (line.page, line.number) > lastRow,
            FactFinder(order: order).datesIn(line).isEmpty
        {
            return (opening, stated)
        }
        // "Your balance on 31 March 2025:": the colon is the label's, not the year's.
        line.words = LineWords(
            line.words.map { word in
                var trimmed = word
                trimmed.text = word.text.trimming(":,")
                return trimmed
            })
        guard let date = FactFinder(order: order).datesIn(line).first?.date.resolve(order: order, near: facts.period) else {
            return (opening, closing)
        }
        let ends = [facts.period?.end, facts.statementDate].compactMap { $0 }
        if closing == nil, ends.contains(date) { closing = stated }
        if opening == nil, let start = facts.period?.start, date == start || date == start.adding(days: -1) { opening = stated }
        return (opening, closing)
    }

    /// A "balance carried forward" that no row follows closes the statement: UK banks print
    /// their closing balance so. One that rows follow closes only a page.
    static func finalCarriedForward(_ carried: BalanceFinder.AmountAt?, transactions: [Transaction]) -> BalanceFinder.AmountAt? {
        guard let carried, !transactions.contains(where: { ($0.page, $0.line) > (carried.page, carried.line) }) else { return nil }
        return carried
    }

    static func evidence(
        opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?, readings: [LineReading],
        kind: AccountKind, currency: Currency
    ) -> VerificationEvidence {
        func figure(_ kind: PrintedFigure.Kind, _ value: BalanceFinder.AmountAt?) -> PrintedFigure? {
            value.map {
                PrintedFigure(kind: kind, value: $0.minorUnits, label: $0.label.isEmpty ? "balance" : $0.label, page: $0.page, line: $0.line)
            }
        }
        return VerificationEvidence(
            opening: figure(.opening, opening), closing: figure(.closing, closing),
            figures: PrintedFigureFinder(kind: kind).find(in: readings), currency: currency)
    }

    /// Every statement read from `pages` fails when its page numbering says pages are missing or
    /// out of order, or when a page could not be read whole (`PagesReadWhole`); else the
    /// numbering is one more check passed. Done on the whole file: an account's section
    /// of a combined statement sees only some of its pages. Pages missing from a statement
    /// whose rows are proven whole (`Verification.provenWhole`) can hold none of its rows: the
    /// person is still told the file is incomplete, in a note, and the statement verifies.
    static func checkingPageNumbering(_ statements: [Statement], of pages: [TextPage]) -> [Statement] {
        let numbering = PageNumbering.find(in: pages)
        let (numberingProblem, check) = numbering.verify(fileHas: pages.count)
        let unread = PagesReadWhole.problem(in: pages)
        let decoded = GlyphCodeText.note(in: pages)
        let pagesMissing = numbering.missingPages(fileHas: pages.count) != nil
        return statements.map { statement in
            var statement = statement
            if let decoded { statement.verification.notes.append(decoded) }
            if pagesMissing, unread == nil, let numberingProblem, statement.verification.verdict == .verified,
                statement.verification.provenWhole
            {
                var note = numberingProblem
                note.message += "; the rows read are proven whole by the printed balances and totals, so the missing pages hold none of them"
                statement.verification.notes.insert(note, at: 0)
                return statement
            }
            for problem in [numberingProblem, unread].compactMap({ $0 }).reversed() {
                statement.verification.problems.insert(problem, at: 0)
                statement.verification.problems.removeAll { $0.page == nil && $0.message.hasPrefix("proven only") }
                statement.verification.verdict = .failed
            }
            if let check { statement.verification.checks.append(check) }
            return statement
        }
    }

    /// A statement with no rows that failed for `error`, for callers that do not throw.
    static func outOfRange(_ error: StatementParseError, pageCount: Int) -> Statement {
        Statement(
            currency: Currency(code: "XXX"),
            verification: Verification(
                verdict: .failed,
                problems: [
                    VerificationProblem(page: nil, line: nil, message: error.description)
                ]), pageCount: pageCount,
            currencyDecision: CurrencyDecision(currency: nil))
    }

    static func decisions(
        profile: LayoutProfile?, decimalMark: DecimalMark, order: DateOrder, readings: [LineReading],
        currency: Currency, facts: StatementFacts, supposed: Bool = false
    ) -> ParseDecisions {
        let mark =
            "'\(decimalMark.rawValue)' "
            + (profile?.decimalMark != nil ? "(layout profile \(profile?.name ?? ""))" : "(voted by the number-like words)")
        let name = order == .dayMonth ? "day-month" : "month-day"
        let why: String
        if profile?.dateOrder != nil {
            why = "layout profile \(profile?.name ?? "")"
        } else if supposed {
            why = "every numeric date reads both ways, and the first reading was not proven: this order, tried, is proven better"
        } else if readings.contains(where: { reading in
            [reading.date, reading.valueDate].contains { date in
                guard let date, date.numeric, !date.yearFirst else { return false }
                return (order == .dayMonth ? date.first : date.second) > 12
            }
        }) {
            why = "a printed date is only valid read that way"
        } else if readings.contains(where: { $0.date?.numeric ?? false }) {
            why =
                "every numeric date reads both ways: the order keeping the rows' dates closest together, else the convention for "
                + "\(currency.code), unless the other order puts more rows in the statement period"
        } else {
            why = "no numeric dates: month names say it"
        }
        let year: String
        if let period = facts.period {
            year = "yearless dates take the year that puts them in the statement period \(period.start.iso)..\(period.end.iso)"
        } else if let date = facts.statementDate {
            year = "yearless dates take the year that puts them in the 45 days before the statement date \(date.iso)"
        } else if let date = facts.billDate {
            year =
                "yearless dates take the year that puts them in the 45 days before the bill's closing or due date \(date.iso), "
                + "none later than a month after it"
        } else {
            year = "no period or statement date printed: yearless dates take the year of the latest dated row"
        }
        return ParseDecisions(decimalMark: mark, dateOrder: "\(name) (\(why))", yearInference: year)
    }
}

extension Statement {
    func deciding(_ decisions: ParseDecisions) -> Statement {
        var statement = self
        statement.decisions = decisions
        return statement
    }
}
