import Categorisation
import Foundation

extension Ledger {
    /// Every category with its aliases: a shipped category's shipped ones (`Taxonomy.defaultAliases`,
    /// any language), then the words people gave it in this ledger (stored folded).
    public func categories() throws -> [Category] {
        let ledgerAliases = Dictionary(
            grouping: try database.query("SELECT category_id, alias FROM category_aliases ORDER BY alias") {
                (category: $0.text(0), alias: $0.text(1))
            }, by: \.category
        ).mapValues { $0.map(\.alias) }
        return try database.query(
            """
            SELECT id, name_en, name_es, kind, parent, user_defined FROM categories ORDER BY kind, id
            """
        ) { row in
            let id = row.text(0), userDefined = row.bool(5)
            let shipped = userDefined ? [] : Taxonomy.defaultAliases[id] ?? []
            let own = (ledgerAliases[id] ?? []).filter { alias in !shipped.contains { CategoryMatcher.fold($0) == alias } }
            return Category(
                id: id, kind: Category.Kind(rawValue: row.text(3)) ?? .expense,
                parent: row.optionalText(4), names: ["en": row.text(1), "es": row.text(2)],
                userDefined: userDefined, aliases: shipped + own)
        }
    }

    /// Every category with its aliases (shipped and the ledger's), whether it is retired and how
    /// many rows (duplicates left out) carry it.
    public func categoryListing() throws -> [CategoryListing] {
        let counts = Dictionary(
            uniqueKeysWithValues: try database.query(
                """
                SELECT category_id, COUNT(*) FROM transactions WHERE category_id IS NOT NULL AND duplicate = 0 GROUP BY category_id
                """
            ) { ($0.text(0), $0.int(1)) })
        let retired = try retiredCategoryIDs()
        return try categories().map { category in
            CategoryListing(
                category: category, aliases: category.aliases, rowCount: counts[category.id] ?? 0,
                retired: retired.contains(category.id))
        }
    }

    /// Adds a person's own category. Its id is stable from then on; a parent must already exist.
    /// Names may be in any language; with no Spanish name given both names are `nameEnglish`.
    @discardableResult
    public func addUserCategory(
        id: String, kind: Category.Kind, nameEnglish: String, nameSpanish: String? = nil,
        parent: String? = nil, aliases: [String] = []
    ) throws -> Category {
        guard !id.isEmpty, id.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw LedgerError.invalidCategory(
                "a category id is lower-case letters, digits, '-' and '_', like 'pets' or 'home-repairs'; '\(id)' is not")
        }
        guard !nameEnglish.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw LedgerError.invalidCategory("category \(id) needs a name")
        }
        let category = Category(
            id: id, kind: kind, parent: parent,
            names: ["en": nameEnglish, "es": nameSpanish ?? nameEnglish], userDefined: true)
        try database.atomically {
            if try database.scalarInt("SELECT 1 FROM categories WHERE id = ?", [.text(id)]) != nil {
                throw LedgerError.categoryExists(id)
            }
            if let parent, try database.scalarInt("SELECT 1 FROM categories WHERE id = ?", [.text(parent)]) == nil {
                throw LedgerError.noSuchCategory(parent, closest: nil)
            }
            try insertCategory(category, orIgnore: false)
            for alias in aliases { try addAlias(alias, to: id) }
            try recordLedgerEvent(
                action: "category added", subject: "category \(id)",
                detail: "\(nameEnglish) (\(kind.rawValue))" + (parent.map { ", under \($0)" } ?? ""))
        }
        return category
    }

    private func addAlias(_ alias: String, to id: String) throws {
        let folded = CategoryMatcher.fold(alias)
        guard !folded.isEmpty else { return }
        if try database.scalarInt("SELECT 1 FROM categories WHERE id = ?", [.text(folded)]) != nil {
            throw LedgerError.invalidCategory("alias '\(alias)' is already a category id")
        }
        let shippedOwner = Taxonomy.defaultAliases.first { $0.value.contains { CategoryMatcher.fold($0) == folded } }?.key
        if let owner = try shippedOwner ?? database.scalarText("SELECT category_id FROM category_aliases WHERE alias = ?", [.text(folded)]) {
            throw LedgerError.invalidCategory("alias '\(alias)' already names category \(owner)")
        }
        try database.run("INSERT INTO category_aliases (alias, category_id) VALUES (?, ?)", [.text(folded), .text(id)])
    }

    /// A person's own category takes a new display name; its id, and so every row, rule and
    /// export referring to it, stays. Shipped categories keep theirs.
    public func renameCategory(id: String, to name: String) throws {
        try database.atomically {
            let userDefined = try userDefinedFlag(id)
            guard userDefined else { throw LedgerError.shippedCategory(id) }
            try database.run("UPDATE categories SET name_en = ?, name_es = ? WHERE id = ?", [.text(name), .text(name), .text(id)])
            try recordLedgerEvent(action: "category renamed", subject: "category \(id)", detail: name)
        }
    }

    /// Rows keep a retired category; new rows (import, review, --set, recategorise) cannot take it.
    /// The rows no person settled that carry it wait for review: their suggestion is one nobody
    /// may give any more. Returns how many rows that sent to review.
    @discardableResult
    public func retireCategory(id: String) throws -> Int {
        try database.atomically {
            _ = try userDefinedFlag(id)
            try database.run("UPDATE categories SET retired = 1 WHERE id = ?", [.text(id)])
            let waiting =
                try database.scalarInt(
                    """
                    SELECT COUNT(*) FROM transactions WHERE category_id = ? AND locked = 0 AND duplicate = 0 AND review_status = 'auto'
                    """, [.text(id)]) ?? 0
            try database.run(
                """
                UPDATE transactions SET review_status = 'needs_review', review_reason = ?, updated_at = ?
                WHERE category_id = ? AND locked = 0 AND duplicate = 0 AND review_status = 'auto'
                """, [.text(Self.retiredReason(id)), .text(LedgerClock.timestamp()), .text(id)])
            try recordLedgerEvent(action: "category retired", subject: "category \(id)", detail: "")
            return Int(waiting)
        }
    }

    /// Takes a retirement back: the category can be given again, and the rows its retirement sent
    /// to review (and nothing else changed since) go back to what they were.
    public func restoreCategory(id: String) throws {
        try database.atomically {
            _ = try userDefinedFlag(id)
            try database.run("UPDATE categories SET retired = 0 WHERE id = ?", [.text(id)])
            try database.run(
                """
                UPDATE transactions SET review_status = 'auto', review_reason = '', updated_at = ?
                WHERE category_id = ? AND locked = 0 AND review_status = 'needs_review' AND review_reason = ?
                """, [.text(LedgerClock.timestamp()), .text(id), .text(Self.retiredReason(id))])
            try recordLedgerEvent(action: "category restored", subject: "category \(id)", detail: "")
        }
    }

    static func retiredReason(_ id: String) -> String { "suggested \(id), which is retired" }

    private func userDefinedFlag(_ id: String) throws -> Bool {
        guard let flag = try database.scalarInt("SELECT user_defined FROM categories WHERE id = ?", [.text(id)]) else {
            throw LedgerError.noSuchCategory(id, closest: try CategoryMatcher(ledger: self).closest(to: id))
        }
        return flag == 1
    }

    /// The category a person means by `text`: an id, an alias or a name, any case or accents.
    /// A typo is refused with the closest category; a retired one is refused for new rows.
    public func resolveCategory(_ text: String) throws -> String {
        try CategoryMatcher(ledger: self).resolve(text)
    }
}
