import Categorisation
import LedgerStore

/// The categories a remote model may answer with: the ledger's own (user categories included),
/// each with the shipped aliases of its id, so `categorize` answers such as "Restaurantes" map.
/// Sorted by id, so an import and a preview build the same list and share cached answers.
enum RemoteCategoryList {
    static func of(_ ledger: Ledger?) throws(AppError) -> [Category] {
        guard let ledger else { return sorted(Taxonomy.defaultCategories) }
        do {
            let shipped = Dictionary(Taxonomy.defaultCategories.map { ($0.id, $0.aliases) }, uniquingKeysWith: { first, _ in first })
            return sorted(try ledger.categories().map { category in
                var category = category
                if category.aliases.isEmpty { category.aliases = shipped[category.id] ?? [] }
                return category
            })
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read the categories of")
        }
    }

    private static func sorted(_ categories: [Category]) -> [Category] {
        categories.sorted { $0.id < $1.id }
    }
}
