extension StatementParser {
    /// What the statement says about itself outside its table, read with the date order decided.
    struct FactsRead {
        var order: DateOrder
        var facts: StatementFacts
        /// The period as printed on the statement's own first pages (before one is inherited or stated).
        var printedPeriod: DateRange?
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
        var order = supposed ?? read.profile?.dateOrder ?? StatementParser.dateOrder(votes, currency: dateConvention ?? read.currency)
        var facts = FactFinder(order: order).find(in: read.opening)
        if supposed == nil, read.profile?.dateOrder == nil,
            let (other, otherFacts) = StatementParser.orderThePeriodPrefers(readings, order: order, facts: facts, opening: read.opening)
        {
            (order, facts) = (other, otherFacts)
        }
        let printedPeriod = facts.period
        facts.period = facts.period ?? inherited?.period
        facts.statementDate = facts.statementDate ?? inherited?.statementDate
        recorder.open.dateOrder = order
        // Every printed numeric date reads both ways: the order is a decision a reading may take back.
        recorder.open.bothDateOrders = read.profile?.dateOrder == nil && votes.numeric && votes.dayFirst == 0 && votes.monthFirst == 0
        return FactsRead(order: order, facts: facts, printedPeriod: printedPeriod)
    }

    /// Day-month or month-day: the reading under which every numeric date is valid; when both
    /// are, the convention of the currency's country.
    static func dateOrder(_ votes: (dayFirst: Int, monthFirst: Int, numeric: Bool), currency: Currency) -> DateOrder {
        if votes.dayFirst != votes.monthFirst { return votes.dayFirst > votes.monthFirst ? .dayMonth : .monthDay }
        return ["USD", "PHP"].contains(currency.code) ? .monthDay : .dayMonth
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
