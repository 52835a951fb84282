extension BalanceFinder {
    /// Every figure printed under an opening or brought-forward label before the table's pages
    /// end, in order: a bill may print two that disagree ("brought forward on this statement"
    /// in a payment box beside the account summary's own "brought forward").
    public func openings(in readings: [LineReading], skipping: Set<Int> = [], firstTablePage: Int? = nil) -> [AmountAt] {
        var found: [AmountAt] = []
        for (index, reading) in readings.enumerated() where !skipping.contains(index) {
            guard let kind = reading.summary, kind == .opening || kind == .broughtForward,
                let value = value(in: reading, kind: kind, next: readings[safe: index + 1])
            else { continue }
            if kind == .broughtForward, let firstTablePage, value.page > firstTablePage { continue }
            found.append(value)
        }
        return found
    }

    /// Of printed openings that disagree, the one the rows lead to the printed closing from,
    /// when the one chosen by its place does not and exactly one other value does: the
    /// arithmetic tells which label the bank meant.
    static func provenOpening(
        _ chosen: AmountAt?, closing: AmountAt?, rows: [Transaction], candidates: () -> [AmountAt]
    ) -> AmountAt? {
        guard let chosen, let closing, !rows.isEmpty, let rowsTotal = total(rows) else { return chosen }
        func leadsToClosing(_ opening: AmountAt) -> Bool {
            let (sum, overflow) = opening.minorUnits.addingReportingOverflow(rowsTotal)
            return !overflow && sum == closing.minorUnits
        }
        guard !leadsToClosing(chosen) else { return chosen }
        let proven = candidates().filter(leadsToClosing)
        guard let first = proven.first, proven.allSatisfy({ $0.minorUnits == first.minorUnits }) else { return chosen }
        return first
    }

    /// The rows' sum in minor units, checked; nil where it overflows.
    static func total(_ rows: [Transaction]) -> Int64? {
        guard let currency = rows.first?.amount.currency else { return 0 }
        return (try? Money.sum(rows.lazy.map(\.amount), currency: currency))?.minorUnits
    }
}
