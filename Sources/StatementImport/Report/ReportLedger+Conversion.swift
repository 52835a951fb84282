import LedgerStore
import StatementCore

extension ReportLedger {
    /// The rows to add up, converted when the request names a currency, and how they were.
    func converted(
        _ entries: [LedgerEntry], prices: ReportPrices?, builder: MoneyReportBuilder
    ) throws(MoneyOutOfRange) -> (entries: [LedgerEntry], conversion: ReportConversion?) {
        guard let prices, let target = prices.target else { return (entries, nil) }
        // The statements' rates first: of two rates of one day, the converter takes the last read.
        let printed = PrintedRates.rates(of: entries.lazy.map { ($0.foreign, $0.amount, $0.date) }, besides: prices.rates)
        let rates = printed + prices.rates
        let result = EntryConverter(converter: CurrencyConverter(rates: rates, target: target)).convert(entries)
        let conversion = ReportConversion(
            target: target, missing: result.missing, original: try builder.currencyReports(entries),
            convertedRows: result.converted, rateCount: prices.rates.count, statementRateCount: printed.count,
            priceProblems: prices.problems)
        return (result.entries, conversion)
    }
}
