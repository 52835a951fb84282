import Foundation

extension Ledger {
    /// The stored transactions matching `filter`, written out in `format`.
    public func export(_ format: ExportFormat, filter: TransactionFilter = TransactionFilter()) throws -> String {
        let context = ExportContext(transactions: try transactions(filter),
                                    accounts: Dictionary(uniqueKeysWithValues: try accounts().map { ($0.id, $0) }),
                                    categories: Dictionary(uniqueKeysWithValues: try categories().map { ($0.id, $0) }))
        switch format {
        case .csv: return CSVExport.render(context)
        case .json: return try JSONExport.render(context)
        case .hledger: return HledgerExport.render(context)
        case .beancount: return BeancountExport.render(context)
        }
    }
}
