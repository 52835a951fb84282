import Categorisation

extension Ledger {
    public func categories() throws -> [Category] {
        try database.query("""
            SELECT id, name_en, name_es, kind, parent, user_defined FROM categories ORDER BY kind, id
            """) { row in
            Category(id: row.text(0), kind: Category.Kind(rawValue: row.text(3)) ?? .expense,
                     parent: row.optionalText(4), names: ["en": row.text(1), "es": row.text(2)],
                     userDefined: row.bool(5))
        }
    }

    /// Adds a person's own category. Its id is stable from then on; a parent must already exist.
    @discardableResult
    public func addUserCategory(id: String, kind: Category.Kind, nameEnglish: String, nameSpanish: String? = nil,
                                parent: String? = nil) throws -> Category {
        let category = Category(id: id, kind: kind, parent: parent,
                                names: ["en": nameEnglish, "es": nameSpanish ?? nameEnglish], userDefined: true)
        try database.atomically {
            if try database.scalarInt("SELECT 1 FROM categories WHERE id = ?", [.text(id)]) != nil {
                throw LedgerError.categoryExists(id)
            }
            try insertCategory(category, orIgnore: false)
        }
        return category
    }
}
