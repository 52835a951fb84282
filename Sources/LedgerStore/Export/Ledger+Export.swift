import Foundation
import StatementCore

extension Ledger {
    /// The stored transactions matching `filter` (duplicates left out), written out in `format`.
    /// Journal formats add openings, balance assertions and, with `declarations`, the account and
    /// commodity declarations first needed inside the filter's dates (so date-split exports
    /// concatenate).
    public func export(
        _ format: ExportFormat, filter: TransactionFilter = TransactionFilter(),
        declarations: Bool = true, prices: [ExchangeRate] = []
    ) throws -> String {
        let accountsByID = Dictionary(uniqueKeysWithValues: try accounts().map { ($0.id, $0) })
        let categoriesByID = Dictionary(uniqueKeysWithValues: try categories().map { ($0.id, $0) })
        switch format {
        case .csv, .json:
            var context = ExportContext(transactions: try transactions(filter), accounts: accountsByID, categories: categoriesByID)
            context.prices = JournalPrices.within(prices, filter: filter)
            if format == .csv { return CSVExport.render(context) }
            return try JSONExport.render(context, provenance: try provenance(of: context.transactions))
        case .hledger, .beancount:
            // The journals read their own rows (a counted row posted as its earlier copy printed it),
            // and carry the rates the rows' statements printed beside the person's.
            let (rows, printedCopies) = try journalRows(filter)
            var context = ExportContext(transactions: rows, accounts: accountsByID, categories: categoriesByID)
            context.printedCopies = printedCopies
            context.prices = JournalPrices.within(prices, filter: filter)
            context.prices += PrintedRates.rates(of: rows.lazy.map { ($0.foreign, $0.amount, $0.date) }, besides: context.prices)
            context.journal = try journalPlan(
                context, filter: filter, declarations: declarations, prices: prices, transfers: format == .hledger)
            return format == .hledger ? HledgerExport.render(context) : BeancountExport.render(context)
        }
    }
}
