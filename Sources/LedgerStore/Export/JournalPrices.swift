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
}
