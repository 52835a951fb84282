/// The default categories every ledger starts with. Their ids are a contract (docs/ledger-schema.md).
public enum Taxonomy {
    public static let defaultCategories: [Category] = shippedCategories.map { category in
        var withAliases = category
        withAliases.aliases = defaultAliases[category.id] ?? []
        return withAliases
    }

    private static let shippedCategories: [Category] = [
        Category(id: "food", kind: .expense, names: ["en": "Food and groceries", "es": "Alimentación"]),
        Category(id: "restaurants", kind: .expense, names: ["en": "Restaurants", "es": "Restaurantes"]),
        Category(id: "transport", kind: .expense, names: ["en": "Transport", "es": "Transporte"]),
        Category(id: "entertainment", kind: .expense, names: ["en": "Entertainment", "es": "Ocio"]),
        Category(id: "health", kind: .expense, names: ["en": "Health", "es": "Salud"]),
        Category(id: "shopping", kind: .expense, names: ["en": "Shopping", "es": "Compras"]),
        Category(id: "bills", kind: .expense, names: ["en": "Bills and subscriptions", "es": "Recibos y suscripciones"]),
        Category(id: "housing", kind: .expense, names: ["en": "Housing", "es": "Vivienda"]),
        Category(id: "fees", kind: .expense, names: ["en": "Bank fees", "es": "Comisiones"]),
        Category(id: "cash", kind: .expense, names: ["en": "Cash", "es": "Efectivo"]),
        Category(id: "taxes", kind: .expense, names: ["en": "Taxes", "es": "Impuestos"]),
        Category(id: "other", kind: .expense, names: ["en": "Other", "es": "Otros"]),
        Category(id: "salary", kind: .income, names: ["en": "Salary", "es": "Nómina"]),
        Category(id: "investments", kind: .income, names: ["en": "Investments", "es": "Inversiones"]),
        Category(id: "gifts", kind: .income, names: ["en": "Gifts", "es": "Regalos"]),
        Category(id: "business", kind: .income, names: ["en": "Business", "es": "Negocio"]),
        Category(id: "freelance", kind: .income, names: ["en": "Freelance", "es": "Autónomo"]),
        Category(id: "refunds", kind: .income, names: ["en": "Refunds", "es": "Devoluciones"]),
        Category(id: "transfers", kind: .transfer, names: ["en": "Transfers", "es": "Transferencias"]),
    ]

    public static let defaultIDs: Set<String> = Set(defaultCategories.map(\.id))
}
