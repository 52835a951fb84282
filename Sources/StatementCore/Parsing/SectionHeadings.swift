/// The headings that split a statement's rows into money in and money out ("Deposits and other
/// additions", "Withdrawals", "Payments and credits", "Purchases", "Abonos", "Cargos"). Under
/// them the amounts are printed bare, and the section is the only thing that gives the sign.
public enum SectionHeadings {
    public enum Direction: Sendable, Hashable { case moneyIn, moneyOut }

    /// What a heading says; "payments" waits for the statement's kind.
    public enum Heading: Sendable, Hashable {
        case moneyIn, moneyOut, payments

        public func direction(kind: AccountKind) -> Direction {
            switch self {
            case .moneyIn: return .moneyIn
            case .moneyOut: return .moneyOut
            case .payments: return kind == .card ? .moneyIn : .moneyOut
            }
        }
    }

    /// Folded phrases, in the languages of the header vocabulary.
    static let moneyIn = [
        "deposits", "deposits and additions", "deposits and other additions", "deposits and other credits",
        "other deposits", "electronic deposits", "credits", "other credits", "payments and credits",
        "payments and other credits", "payments credits", "refunds", "money in", "paid in", "payments in", "payments received",
        "abonos", "ingresos", "depositos", "creditos", "pagos y abonos", "gutschriften", "eingange",
        "credits et remboursements", "versements", "entradas", "creditos e depositos",
    ]
    static let moneyOut = [
        "withdrawals", "withdrawals and other subtractions", "withdrawals and other debits", "other withdrawals",
        "electronic withdrawals", "atm and debit card withdrawals", "checks", "checks paid", "cheques",
        "debits", "other debits", "purchases", "purchases and adjustments", "purchases and charges",
        "purchases and other charges", "new purchases", "fees", "fees charged", "interest charged", "cash advances",
        "money out", "paid out", "payments out", "payments made", "cargos", "compras", "retiros", "debitos", "lastschriften", "belastungen",
        "ausgange", "debits et prelevements", "prelevements", "paiements par carte", "saidas", "debitos e pagamentos",
    ]

    /// "Payments" is money in on a card (the holder paid the card) and money out on an account.
    static let payments = ["payments", "pagos", "pagamentos", "zahlungen", "paiements"]

    private static let table: [String: Heading] = {
        var table: [String: Heading] = [:]
        for phrase in moneyIn { table[phrase] = .moneyIn }
        for phrase in moneyOut { table[phrase] = .moneyOut }
        for phrase in payments { table[phrase] = .payments }
        return table
    }()

    /// The direction `folded` (a line's folded words, or the words before its amount) heads, when
    /// it is one of the phrases, perhaps followed by "continued" or a few words naming the account.
    public static func direction(of folded: String, kind: AccountKind) -> Direction? {
        heading(of: folded)?.direction(kind: kind)
    }

    public static func heading(of folded: String) -> Heading? {
        let words = folded.split(separator: " ")
        guard !words.isEmpty, words.count <= 8 else { return nil }
        // Longest phrase first: "payments and credits" before "payments".
        for length in stride(from: min(words.count, 6), through: 1, by: -1) {
            let phrase = words[..<length].joined(separator: " ")
            if let heading = table[phrase] {
                let rest = words[length...]
                if rest.isEmpty || rest.first == "continued" || rest.first == "cont" || rest.count <= 2 && !rest.contains("and") {
                    return heading
                }
                return nil
            }
        }
        return nil
    }
}
