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
        var context = ExportContext(
            transactions: try transactions(filter),
            accounts: Dictionary(uniqueKeysWithValues: try accounts().map { ($0.id, $0) }),
            categories: Dictionary(uniqueKeysWithValues: try categories().map { ($0.id, $0) }))
        context.prices = JournalPrices.within(prices, filter: filter)
        switch format {
        case .csv: return CSVExport.render(context)
        case .json: return try JSONExport.render(context, provenance: try provenance(of: context.transactions))
        case .hledger:
            (context.transactions, context.printedCopies) = try journalRows(filter)
            context.prices += JournalPrices.printed(in: context.transactions, besides: context.prices)
            context.journal = try journalPlan(context, filter: filter, declarations: declarations)
            context.journal.commodities = JournalPrices.declared(context.prices, besides: context.journal.commodities, declarations: declarations)
            context.journal.commodities = ForeignPosting.declared(
                context.transactions, besides: context.journal.commodities, declarations: declarations)
            return HledgerExport.render(context)
        case .beancount:
            (context.transactions, context.printedCopies) = try journalRows(filter)
            context.prices += JournalPrices.printed(in: context.transactions, besides: context.prices)
            context.journal = try journalPlan(context, filter: filter, declarations: declarations)
            context.journal.commodities = JournalPrices.declared(context.prices, besides: context.journal.commodities, declarations: declarations)
            context.journal.commodities = ForeignPosting.declared(
                context.transactions, besides: context.journal.commodities, declarations: declarations)
            return BeancountExport.render(context)
        }
    }
}
