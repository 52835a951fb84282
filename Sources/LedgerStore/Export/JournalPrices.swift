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

    /// The rates the rows' statements printed ("EUR 50.00 @ 1.1601"), one per day and currency
    /// pair (either way round), so a journal's own rate history is complete; on a day the
    /// person's prices file has a rate between the same two currencies, the file's stands, as in
    /// `report --in`.
    static func printed(in rows: [StoredTransaction], besides prices: [ExchangeRate]) -> [ExchangeRate] {
        func key(_ date: LocalDate, _ one: String, _ other: String) -> String {
            date.iso + (one < other ? one + other : other + one)
        }
        var seen = Set(prices.map { key($0.date, $0.from.code, $0.to.code) })
        var rates: [ExchangeRate] = []
        for row in rows {
            guard let foreign = row.foreign, let rate = foreign.printedRate(booked: row.amount, on: row.date),
                seen.insert(key(rate.date, rate.from.code, rate.to.code)).inserted
            else { continue }
            rates.append(rate)
        }
        return rates
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
