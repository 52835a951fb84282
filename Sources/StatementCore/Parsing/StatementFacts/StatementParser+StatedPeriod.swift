extension StatementParser {
    /// "SOLDE CREDITEUR AU 03/09/2012" above the rows and "… AU 03/10/2012" under them: with no
    /// period printed, the dates the opening and closing balances are stated at bound it.
    /// A date may be printed without its year ("Beginning balance on 7/14", "Saldo al 14/07"):
    /// the closing's then falls on or before `yearFrom` (the statement's own date, or the date
    /// the rows take their year from), the opening's on or before the closing's.
    static func statedPeriod(
        _ readings: [LineReading], opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?,
        finder: FactFinder, yearFrom: () -> LocalDate?
    ) -> DateRange? {
        guard let opening, let closing,
            let printedStart = statedDate(readings, at: opening, kinds: [.opening, .broughtForward], finder: finder),
            let printedEnd = statedDate(readings, at: closing, kinds: [.closing, .carriedForward], finder: finder)
        else { return nil }
        let end: LocalDate?
        if printedEnd.year != nil {
            end = printedEnd.resolve(order: finder.order, near: nil)
        } else {
            end = yearFrom().flatMap { finder.placed(printedEnd, notAfter: $0) }
        }
        guard let end else { return nil }
        let start = printedStart.year != nil ? printedStart.resolve(order: finder.order, near: nil) : finder.placed(printedStart, notAfter: end)
        guard let start, start < end else { return nil }
        return DateRange(start: start, end: end)
    }

    /// The one date printed on the balance's line (or its label's, when the figure stands under
    /// it), outside its money. Else, for a figure stated twice (a summary of accounts without
    /// dates, then the account's own "09/21/2018 Ending Balance"), the one full date on another
    /// line carrying a label of the same kind and the same figure.
    private static func statedDate(
        _ readings: [LineReading], at place: BalanceFinder.AmountAt, kinds: Set<SummaryLabels.Kind>, finder: FactFinder
    ) -> PrintedDate? {
        let lines = [(place.page, place.line)] + (place.labelLine.map { [($0.page, $0.number)] } ?? [])
        for (page, number) in lines {
            guard let reading = readings.first(where: { $0.line.page == page && $0.line.number == number }) else { continue }
            if let date = onlyDate(reading, finder: finder, yearless: true) { return date }
        }
        let magnitude = place.minorUnits.magnitude
        let others = readings.lazy.filter { reading in
            reading.summary.map(kinds.contains) == true && reading.amounts.contains { $0.magnitude.magnitude == magnitude }
        }
        .compactMap { onlyDate($0, finder: finder, yearless: false) }
        guard let first = others.first, others.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The line's one date outside its amounts' words, nil when it prints none or several.
    private static func onlyDate(_ reading: LineReading, finder: FactFinder, yearless: Bool) -> PrintedDate? {
        let money = reading.amounts.map(\.words)
        let dates = finder.datesIn(reading.line, yearless: yearless).filter { span in
            !money.contains { $0.overlaps(span.start..<span.end) }
        }
        guard dates.count == 1 else { return nil }
        return dates[0].date
    }
}
