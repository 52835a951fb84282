extension Taxonomy {
    /// Other names for the shipped categories, English and Spanish at least, so a service that
    /// answers "Restaurantes" or "Eating out" maps to `restaurants`. A category loaded from a ledger
    /// gets these from its id (the ledger stores names, not aliases).
    public static let defaultAliases: [String: [String]] = [
        "food": [
            "Food", "Groceries", "Grocery", "Supermarket", "Supermarkets", "Alimentación", "Alimentos",
            "Supermercado", "Supermercados", "Comestibles", "Mercado", "Alimentação",
        ],
        "restaurants": [
            "Restaurant", "Restaurants", "Eating out", "Dining", "Food and drink", "Cafes", "Coffee",
            "Takeaway", "Restaurante", "Restaurantes", "Comida fuera", "Bares", "Cafeterías",
        ],
        "transport": [
            "Transportation", "Travel", "Fuel", "Gas", "Taxi", "Public transport", "Transporte",
            "Transportes", "Gasolina", "Combustible", "Viajes",
        ],
        "entertainment": ["Leisure", "Fun", "Streaming", "Ocio", "Entretenimiento", "Diversión", "Lazer"],
        "health": ["Healthcare", "Medical", "Pharmacy", "Salud", "Farmacia", "Médico", "Saúde"],
        "shopping": [
            "Shops", "Retail", "Clothing", "Electronics", "Compras", "Tiendas", "Ropa",
            "Electrónica", "Electrónicos",
        ],
        "bills": [
            "Bills", "Subscriptions", "Utilities", "Phone", "Internet", "Insurance", "Recibos",
            "Suscripciones", "Servicios", "Facturas", "Seguros", "Suministros",
        ],
        "housing": ["Rent", "Mortgage", "Home", "Vivienda", "Alquiler", "Hipoteca", "Hogar", "Casa"],
        "fees": [
            "Fees", "Bank charges", "Charges", "Interest charged", "Comisiones", "Comisiones bancarias",
            "Cargos", "Tarifas",
        ],
        "cash": ["Cash withdrawal", "ATM", "Efectivo", "Retirada de efectivo", "Cajero", "Saque"],
        "taxes": ["Tax", "Taxes", "Impuestos", "Impuesto", "Hacienda", "Tributos", "IOF"],
        "other": ["Other", "Miscellaneous", "Uncategorised", "Uncategorized", "Otros", "Otro", "Varios"],
        "salary": ["Salary", "Wages", "Payroll", "Pay", "Nómina", "Salario", "Sueldo"],
        "investments": [
            "Investment", "Investments", "Dividends", "Interest", "Inversiones", "Inversión",
            "Dividendos", "Intereses",
        ],
        "gifts": ["Gift", "Gifts", "Regalo", "Regalos", "Donaciones"],
        "business": ["Business income", "Sales", "Negocio", "Ventas", "Empresa"],
        "freelance": ["Freelance", "Self-employed", "Contract work", "Autónomo", "Trabajo independiente"],
        "refunds": ["Refund", "Refunds", "Reimbursement", "Returns", "Devolución", "Devoluciones", "Reembolso"],
        "transfers": [
            "Transfer", "Transfers", "Transferencia", "Transferencias", "Traspaso", "Traspasos",
            "Bizum", "PIX", "SPEI",
        ],
    ]
}
