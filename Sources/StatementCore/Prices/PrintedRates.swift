/// The rates statements print beside rows charged in another currency ("EUR 50.00 @ 1.1601"),
/// as rates of the row's day turned the way that gives the booked amount
/// (`ForeignAmount.printedRate`): one per day and currency pair, either way round, the first
/// printed standing for its day. A day the person's prices give for the same two currencies
/// keeps the person's. `report --in` converts with them and the journals export them. Pure.
public enum PrintedRates {
    /// A row as far as its printed rate goes.
    public typealias Row = (foreign: ForeignAmount?, booked: Money, date: LocalDate)

    public static func rates(of rows: some Sequence<Row>, besides prices: [ExchangeRate]) -> [ExchangeRate] {
        var taken = Set(prices.map { DayPair($0) })
        var rates: [ExchangeRate] = []
        for row in rows {
            guard let rate = row.foreign?.printedRate(booked: row.booked, on: row.date), taken.insert(DayPair(rate)).inserted
            else { continue }
            rates.append(rate)
        }
        return rates
    }

    /// A day and two currencies, in either order.
    private struct DayPair: Hashable {
        var date: LocalDate
        var currencies: Set<String>

        init(_ rate: ExchangeRate) {
            date = rate.date
            currencies = [rate.from.code, rate.to.code]
        }
    }
}
