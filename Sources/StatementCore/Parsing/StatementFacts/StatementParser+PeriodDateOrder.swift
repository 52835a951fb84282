extension StatementParser {
    /// "04/02/2025", "04/07/2025", "04/11/2025" read either way: when no printed date decides the
    /// order and the currency's convention puts the rows outside the statement's own period
    /// ("April 1, 2025 to April 30, 2025"), the other order, which puts more of them inside it,
    /// is the statement's. Nil when the order stands.
    static func orderThePeriodPrefers(
        _ readings: [LineReading], order: DateOrder, facts: StatementFacts,
        opening: [TextLine]
    ) -> (DateOrder, StatementFacts)? {
        guard let period = facts.period else { return nil }
        let dates = readings.compactMap(\.date).filter { $0.numeric && !$0.yearFirst }
        // Only when every date reads both ways: a day past 12 has decided already.
        guard !dates.isEmpty, dates.allSatisfy({ $0.first <= 12 && $0.second <= 12 }) else { return nil }
        let other: DateOrder = order == .dayMonth ? .monthDay : .dayMonth
        let otherFacts = FactFinder(order: other).find(in: opening)
        guard let otherPeriod = otherFacts.period else { return nil }
        func inside(_ order: DateOrder, _ period: DateRange) -> Int {
            dates.lazy.compactMap { $0.resolve(order: order, near: period) }.filter(period.contains).count
        }
        return inside(other, otherPeriod) > inside(order, period) ? (other, otherFacts) : nil
    }

    /// Whether the statement's period, read in `order`, holds more of the rows read so than the
    /// period read the other way holds of the rows read that way: the period then proves the order.
    static func periodBacks(_ order: DateOrder, readings: [LineReading], facts: StatementFacts, opening: [TextLine]) -> Bool {
        let other: DateOrder = order == .dayMonth ? .monthDay : .dayMonth
        let otherFacts = FactFinder(order: other).find(in: opening)
        return orderThePeriodPrefers(readings, order: other, facts: otherFacts, opening: opening)?.0 == order
    }
}
