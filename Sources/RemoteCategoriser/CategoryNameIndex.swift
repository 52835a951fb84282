import Categorisation
import StatementCore

/// Maps a human category name from a service ("Restaurantes", "ELECTRÓNICOS") to a category id,
/// through each category's id, names and aliases, case- and accent-folded.
struct CategoryNameIndex: Sendable {
    private var idByFoldedName: [String: String] = [:]

    init(categories: [Category]) {
        // Ids first, then names, then aliases: a name never hides another category's id.
        for category in categories { add(category.id, for: category.id) }
        for category in categories { for name in category.names.values { add(name, for: category.id) } }
        for category in categories {
            // A ledger's categories come without aliases: a shipped id brings the shipped ones.
            let shipped = category.userDefined ? [] : Taxonomy.defaultAliases[category.id] ?? []
            for alias in category.aliases + shipped { add(alias, for: category.id) }
        }
    }

    private mutating func add(_ name: String, for id: String) {
        let folded = TextFolding.normalised(name)
        if !folded.isEmpty && idByFoldedName[folded] == nil { idByFoldedName[folded] = id }
    }

    func categoryID(named name: String) -> String? { idByFoldedName[TextFolding.normalised(name)] }
}
