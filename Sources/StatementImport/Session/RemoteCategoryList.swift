import Categorisation
import LedgerStore

/// The categories a remote model may answer with: the ledger's own, a person's included, each
/// with its aliases (shipped and the person's), so `categorize` answers such as "Restaurantes" or
/// a user alias map; retired ones left out, since no new row may take them. Sorted by id, so an
/// import and a preview build the same list and share cached answers.
enum RemoteCategoryList {
    static func of(_ ledger: Ledger?) throws(AppError) -> [Category] {
        guard let ledger else { return sorted(Taxonomy.defaultCategories) }
        do {
            return sorted(try ledger.categoryListing().filter { !$0.retired }.map(\.category))
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read the categories of")
        }
    }

    private static func sorted(_ categories: [Category]) -> [Category] {
        categories.sorted { $0.id < $1.id }
    }
}
