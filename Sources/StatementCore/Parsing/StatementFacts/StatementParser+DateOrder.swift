extension StatementParser {
    /// What the statement says about itself outside its table, read with the date order decided.
    struct FactsRead {
        var order: DateOrder
        var facts: StatementFacts
        /// The period as printed on the statement's own first pages (before one is inherited or stated).
        var printedPeriod: DateRange?
        /// Where every numeric date reads both ways, which order was taken and why, for the
        /// statement's notes (`DateOrderNote`).
        var orderNote: VerificationProblem?
    }

    /// The date order and the facts read with it; the hypothesis may suppose the order, where the
    /// text allows both (`DateOrderDecision`).
    func statementFacts(
        _ read: LinesRead, inheriting inherited: StatementFacts?, supposing hypothesis: Hypothesis,
        recording recorder: inout ReadingRecorder
    ) -> FactsRead {
        let supposed = hypothesis.dateOrder
        let readings = read.readings
        let votes = StatementParser.dateOrderVotes(readings, opening: read.opening.count)
        let convention = dateConvention ?? read.currency
        var (order, basis) =
            supposed.map { ($0, DateOrderNote.Basis.printed) } ?? read.profile?.dateOrder.map { ($0, .printed) }
            ?? StatementParser.dateOrder(votes, readings: readings, currency: convention)
        var facts = FactFinder(order: order).find(in: read.opening)
        if supposed == nil, read.profile?.dateOrder == nil,
            let (other, otherFacts) = StatementParser.orderThePeriodPrefers(readings, order: order, facts: facts, opening: read.opening)
        {
            (order, facts, basis) = (other, otherFacts, .period)
        }
        let printedPeriod = facts.period
        facts.period = facts.period ?? inherited?.period
        facts.statementDate = facts.statementDate ?? inherited?.statementDate
        recorder.open.dateOrder = order
        // Every printed numeric date reads both ways: the order is a decision a reading may take back.
        let both = read.profile?.dateOrder == nil && votes.numeric && votes.dayFirst == 0 && votes.monthFirst == 0
        recorder.open.bothDateOrders = both
        // The period printed in words proves the order that keeps the rows in it, and an order
        // supposed is kept only where it proves the statement better: only an order nothing
        // printed proves is a guess worth a note.
        let guessed = both && (basis == .closer || basis == .convention)
        let note =
            guessed && !StatementParser.periodBacks(order, readings: readings, facts: facts, opening: read.opening)
            ? DateOrderNote.note(order: order, basis: basis, currency: convention, readings: readings, near: facts.period) : nil
        return FactsRead(order: order, facts: facts, printedPeriod: printedPeriod, orderNote: note)
    }

    /// Day-month or month-day: the reading under which every numeric date is valid; when both
    /// are, the one keeping the rows' dates closest together (a statement spans weeks, not
    /// months: "03/01/2025" to "03/12/2025" are twelve days of March, not a day of each month),
    /// as a download's dates are read (`StructuredDateOrder`); else the convention of the
    /// currency's country.
    static func dateOrder(
        _ votes: (dayFirst: Int, monthFirst: Int, numeric: Bool), readings: [LineReading], currency: Currency
    ) -> (DateOrder, DateOrderNote.Basis) {
        if votes.dayFirst != votes.monthFirst { return (votes.dayFirst > votes.monthFirst ? .dayMonth : .monthDay, .printed) }
        let convention: DateOrder = ["USD", "PHP"].contains(currency.code) ? .monthDay : .dayMonth
        guard votes.numeric, let (order, reason) = StructuredDateOrder.decide(readings.compactMap(\.date), fallback: convention),
            reason.hasSuffix(StructuredDateOrder.closer)
        else { return (convention, .convention) }
        return (order, .closer)
    }

    /// The dates only valid read day-month, those only valid month-day, and whether any date is
    /// numeric. The rows' dates vote, and so do the dates with a year printed anywhere on the
    /// first `opening` lines: "Período del 01/02/2025 al 28/02/2025" decides a dollar account
    /// whose every row date is ambiguous.
    static func dateOrderVotes(_ readings: [LineReading], opening: Int) -> (dayFirst: Int, monthFirst: Int, numeric: Bool) {
        var dayFirst = 0, monthFirst = 0, numeric = false
        func vote(_ date: PrintedDate) {
            guard date.numeric && !date.yearFirst else { return }
            numeric = true
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
        return (dayFirst, monthFirst, numeric)
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
}
