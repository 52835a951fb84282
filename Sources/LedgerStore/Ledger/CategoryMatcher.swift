import Foundation

/// Turns what a person typed into a category id: exact id, alias or name first, then a
/// unique prefix; otherwise the closest spelling, to suggest.
public struct CategoryMatcher: Sendable {
    /// Every word that names a category (id, names, aliases), folded, with its id.
    var words: [(word: String, id: String)]
    var retired: Set<String>

    /// From a listing already read (`Ledger.categoryListing()`), for a session that asks many times.
    public init(listing: [CategoryListing]) {
        words = listing.flatMap { entry in
            ([entry.category.id] + entry.category.names.values + entry.aliases).map { (word: CategoryMatcher.fold($0), id: entry.category.id) }
        }
        retired = Set(listing.filter(\.retired).map(\.category.id))
    }

    init(ledger: Ledger) throws {
        let database = ledger.database
        words = try database.query("SELECT id, id FROM categories UNION ALL SELECT name_en, id FROM categories "
                                   + "UNION ALL SELECT name_es, id FROM categories UNION ALL SELECT alias, category_id FROM category_aliases") {
            (word: CategoryMatcher.fold($0.text(0)), id: $0.text(1))
        }
        retired = try ledger.retiredCategoryIDs()
    }

    /// Lower-case, accents and surrounding spaces gone: "Alimentación " → "alimentacion".
    public static func fold(_ text: String) -> String {
        DescriptionNormaliser.normalise(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    public func resolve(_ text: String) throws(LedgerError) -> String {
        let folded = CategoryMatcher.fold(text)
        var ids = Set(words.filter { $0.word == folded }.map(\.id))
        if ids.isEmpty, !folded.isEmpty { ids = Set(words.filter { $0.word.hasPrefix(folded) }.map(\.id)) }
        guard ids.count == 1, let id = ids.first else {
            throw LedgerError.noSuchCategory(text, closest: ids.count > 1 ? ids.sorted().joined(separator: " or ") : closest(to: text))
        }
        if retired.contains(id) { throw LedgerError.retiredCategory(id) }
        return id
    }

    /// The category whose id, name or alias is fewest edits away, when it is close enough to be
    /// a slip rather than another word.
    public func closest(to text: String) -> String? {
        let folded = Array(CategoryMatcher.fold(text))
        let best = words.filter { !retired.contains($0.id) }
            .map { (id: $0.id, distance: CategoryMatcher.editDistance(folded, Array($0.word))) }
            .min { ($0.distance, $0.id) < ($1.distance, $1.id) }
        guard let best, best.distance <= max(2, folded.count / 3) else { return nil }
        return best.id
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
