/// How often a budget starts afresh. The raw values are what `--every` takes and what the ledger
/// stores in `budgets.cadence`.
public enum BudgetCadence: String, Sendable, Hashable, CaseIterable, Codable {
    case week, fortnight, month, year

    /// "a week", for sentences.
    public var phrase: String {
        switch self {
        case .week: return "a week"
        case .fortnight: return "a fortnight"
        case .month: return "a month"
        case .year: return "a year"
        }
    }
}
