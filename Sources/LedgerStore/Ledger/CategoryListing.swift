import Categorisation

/// A category as `statement-import categories` lists it.
public struct CategoryListing: Sendable, Hashable {
    public var category: Category
    /// The ledger's aliases (a person's words for it), folded.
    public var aliases: [String]
    /// Rows carrying it, duplicates left out.
    public var rowCount: Int
    public var retired: Bool
}
