extension StatementParser {
    /// Whether a statement with no row is a quiet period rather than a table not read: it prints its
    /// period (or date) and an opening and a closing balance by their labels, and the two agree, so
    /// opening + nothing = closing proves that no row is missing. Balances placed by the arithmetic
    /// or by where they stand need rows to be found, so only labels count here.
    static func isQuietPeriod(_ entries: EntriesGrouped, facts: StatementFacts) -> Bool {
        guard entries.transactions.isEmpty, facts.period != nil || facts.statementDate != nil,
            entries.balances.opening != nil, entries.balances.closing != nil,
            let opening = entries.labelledOpening, let closing = entries.labelledClosing
        else { return false }
        return opening.minorUnits == closing.minorUnits
    }
}
