import LedgerStore
import StatementCore

/// The rates statements print beside a row charged in another currency ("EUR 50.00 @ 1.1601"),
/// as rates of the row's day between the original currency and the account's, turned the way
/// that gives the booked amount. They join the prices file's rates; on a day the person's file
/// has a rate between the same two currencies (either way round), the file's wins. Pure.
enum StatementRates {
    static func rates(in entries: [LedgerEntry], besides prices: [ExchangeRate]) -> [ExchangeRate] {
        var personal = Set<String>()
        for price in prices { personal.insert(key(price.date, price.from.code, price.to.code)) }
        var seen = Set<String>()
        var rates: [ExchangeRate] = []
        for entry in entries {
            guard let foreign = entry.foreign, foreign.rate != nil,
                let rate = foreign.printedRate(booked: entry.amount, on: entry.date)
            else { continue }
            let pair = key(rate.date, rate.from.code, rate.to.code)
            // The first printed rate of a day stands for that day; the person's file wins it.
            guard !personal.contains(pair), seen.insert(pair).inserted else { continue }
            rates.append(rate)
        }
        return rates
    }

    /// The day and the two currencies, in either order.
    private static func key(_ date: LocalDate, _ one: String, _ other: String) -> String {
        date.iso + (one < other ? one + other : other + one)
    }
}
