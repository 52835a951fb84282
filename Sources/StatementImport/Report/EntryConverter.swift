import LedgerStore
import StatementCore

/// Converts the ledger's rows into one currency before they are added up, each at the rate of its
/// day. A month of a currency in which any row has no rate stays wholly unconverted: a month is
/// never half in one currency and half in another. Pure.
struct EntryConverter {
    var converter: CurrencyConverter

    /// A row its statement printed in the target currency first is worth exactly that amount.
    static func original(of entry: LedgerEntry, in target: Currency) -> Money? {
        guard let original = entry.foreign?.original, original.currency.code == target.code,
            (original.minorUnits < 0) == (entry.amount.minorUnits < 0)
        else { return nil }
        return original
    }

    func convert(_ entries: [LedgerEntry]) -> (entries: [LedgerEntry], missing: [ReportConversion.MissingRate], converted: Int) {
        let target = converter.target
        var converted = entries
        var missingMonths: [String: Set<ReportMonth>] = [:]
        var currencies: [String: Currency] = [:]
        for (index, entry) in entries.enumerated() where entry.amount.currency.code != target.code {
            if let money = Self.original(of: entry, in: target) ?? converter.convert(entry.amount, on: entry.date) {
                converted[index].amount = money
            } else {
                missingMonths[entry.amount.currency.code, default: []].insert(ReportMonth(entry.date))
                currencies[entry.amount.currency.code] = entry.amount.currency
            }
        }
        var count = 0
        for (index, entry) in entries.enumerated() where entry.amount.currency.code != target.code {
            if missingMonths[entry.amount.currency.code]?.contains(ReportMonth(entry.date)) == true {
                converted[index].amount = entry.amount
            } else {
                count += 1
            }
        }
        let missing = missingMonths.keys.sorted().compactMap { code -> ReportConversion.MissingRate? in
            guard let currency = currencies[code], let months = missingMonths[code] else { return nil }
            return ReportConversion.MissingRate(currency: currency, months: months.sorted())
        }
        return (converted, missing, count)
    }
}
