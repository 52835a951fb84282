import Categorisation

/// A category as `statement-import categories` lists it.
public struct CategoryListing: Sendable, Hashable {
    public var category: Category
    /// Other words for it: the shipped aliases of a shipped category, then a person's (folded).
    public var aliases: [String]
    /// Rows carrying it, duplicates left out.
    public var rowCount: Int
    public var retired: Bool
}
