extension StatementParser {
    /// "SOLDE CREDITEUR AU 03/09/2012" above the rows and "… AU 03/10/2012" under them: with no
    /// period printed, the dates the opening and closing balances are stated at bound it.
    static func statedPeriod(
        _ readings: [LineReading], opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?,
        finder: FactFinder
    ) -> DateRange? {
        guard let opening, let closing,
            let start = statedDate(readings, at: opening, finder: finder),
            let end = statedDate(readings, at: closing, finder: finder), start < end
        else { return nil }
        return DateRange(start: start, end: end)
    }

    /// The one full date printed on the balance's line.
    private static func statedDate(_ readings: [LineReading], at place: BalanceFinder.AmountAt, finder: FactFinder) -> LocalDate? {
        guard let reading = readings.first(where: { $0.line.page == place.page && $0.line.number == place.line }) else { return nil }
        let dates = finder.datesIn(reading.line)
        guard dates.count == 1 else { return nil }
        return dates[0].date.resolve(order: finder.order, near: nil)
    }
}
