import StatementCore

/// The person's exchange rates in the journal formats, so hledger and beancount value the
/// accounts at the same rates the report converts with: `P 2024-03-01 EUR 0.86 GBP` and
/// `2024-03-01 price EUR 0.86 GBP`, each on its day among the rows.
enum JournalPrices {
    static func hledger(_ price: ExchangeRate) -> String {
        "\nP \(price.date.iso) \(price.from.code) \(price.rate) \(price.to.code)" + comment(price) + "\n"
    }

    static func beancount(_ price: ExchangeRate) -> String {
        "\n\(price.date.iso) price \(price.from.code) \(price.rate) \(price.to.code)" + comment(price) + "\n"
    }

    static func comment(_ price: ExchangeRate) -> String {
        price.source.isEmpty ? "" : "  ; from " + ExportContext.singleLine(price.source)
    }

    /// The rates dated within the filter's days, so exports split by date concatenate.
    static func within(_ prices: [ExchangeRate], filter: TransactionFilter) -> [ExchangeRate] {
        prices.filter { price in
            (filter.since.map { price.date >= $0 } ?? true) && (filter.until.map { price.date <= $0 } ?? true)
        }
    }

    /// The commodities to declare: the rows' own, and each currency only a rate names, on the day
    /// of its first rate (a strict check wants every commodity declared before it is used).
    static func declared(
        _ prices: [ExchangeRate], besides commodities: [(code: String, date: LocalDate)], declarations: Bool
    ) -> [(code: String, date: LocalDate)] {
        guard declarations else { return commodities }
        var result = commodities
        var known = Set(commodities.map(\.code))
        for price in prices.sorted(by: { $0.date < $1.date }) {
            for code in [price.from.code, price.to.code] where !known.contains(code) {
                known.insert(code)
                result.append((code, price.date))
            }
        }
        return result.sorted { ($0.date, $0.code) < ($1.date, $1.code) }
    }
}
