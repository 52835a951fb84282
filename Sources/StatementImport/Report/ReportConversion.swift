import StatementCore

/// How a report was converted into one currency: the report itself then holds the converted
/// amounts, and this keeps the sections as the statements printed them, so an app gets both.
public struct ReportConversion: Sendable, Hashable {
    /// A currency some months of which had no rate on or before their rows' days: those months
    /// stay in the currency, never converted at a guess.
    public struct MissingRate: Sendable, Hashable {
        public var currency: Currency
        public var months: [ReportMonth]
    }

    public var target: Currency
    public var missing: [MissingRate]
    /// The report before conversion: one section per currency, as printed.
    public var original: [CurrencyReport]
    /// How many rows were converted, and how many rates the prices file gave.
    public var convertedRows: Int
    public var rateCount: Int
    /// How many rates the statements printed beside rows charged in another currency were used.
    public var statementRateCount = 0
    /// Lines of the prices file passed over.
    public var priceProblems: [String]

    /// "No rate for EUR→GBP in 2024-01, 2024-02; USD→GBP in 2024-03: those months are shown unconverted."
    public var missingLine: String? {
        guard !missing.isEmpty else { return nil }
        let parts = missing.map { "\($0.currency.code)→\(target.code) in " + $0.months.map(\.iso).joined(separator: ", ") }
        return "No rate for " + parts.joined(separator: "; ")
            + ": those months are shown unconverted (add the rates to the prices file, [report] prices)."
    }
}
