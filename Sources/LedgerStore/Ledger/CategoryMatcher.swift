import Foundation

/// Turns what a person typed into a category id: exact id, alias or name first, then a
/// unique prefix; otherwise the closest spelling, to suggest.
public struct CategoryMatcher: Sendable {
    /// Every word that names a category, folded, with its id and rank: an id (0) before a name
    /// (1) before an alias (2), so a word that is one category's id never picks another by alias.
    var words: [(word: String, id: String, rank: Int)]
    var retired: Set<String>

    /// From a listing already read (`Ledger.categoryListing()`), for a session that asks many times.
    public init(listing: [CategoryListing]) {
        words = listing.flatMap { entry -> [(word: String, id: String, rank: Int)] in
            let id = entry.category.id
            return [(CategoryMatcher.fold(id), id, 0)] + entry.category.names.values.map { (CategoryMatcher.fold($0), id, 1) }
                + entry.aliases.map { (CategoryMatcher.fold($0), id, 2) }
        }
        retired = Set(listing.filter(\.retired).map(\.category.id))
    }

    init(ledger: Ledger) throws {
        self.init(listing: try ledger.categoryListing())
    }

    /// Lower-case, accents and surrounding spaces gone: "Alimentación " → "alimentacion".
    public static func fold(_ text: String) -> String {
        DescriptionNormaliser.normalise(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    public func resolve(_ text: String) throws(LedgerError) -> String {
        let folded = CategoryMatcher.fold(text)
        let exact = words.filter { $0.word == folded }
        var ids = Set(exact.filter { $0.rank == exact.map(\.rank).min() }.map(\.id))
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
            .map { (id: $0.id, distance: CategoryMatcher.editDistance(folded, Array($0.word)), rank: $0.rank) }
            .min { ($0.distance, $0.rank, $0.id) < ($1.distance, $1.rank, $1.id) }
        guard let best, best.distance <= max(1, folded.count / 3) else { return nil }
        return best.id
    }

    /// Edits (insert, delete, change, or swap two neighbours: "pest" for "pets" is one slip).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let change = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + change)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
