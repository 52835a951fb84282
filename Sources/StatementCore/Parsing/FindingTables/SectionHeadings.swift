/// The headings that split a statement's rows into money in and money out ("Deposits and other
/// additions", "Withdrawals", "Payments and credits", "Purchases", "Abonos", "Cargos"). Under
/// them the amounts are printed bare, and the section is the only thing that gives the sign.
public enum SectionHeadings {
    public enum Direction: Sendable, Hashable { case moneyIn, moneyOut }

    /// What a heading says; "payments" waits for the statement's kind, and a table of daily
    /// balances holds no transactions at all, nor does a section of items not booked (pending,
    /// future instalments, other accounts, fee summaries); a "posted transactions" heading
    /// returns to the booked rows.
    public enum Heading: Sendable, Hashable {
        case moneyIn, moneyOut, payments, balances, notBooked, booked

        public func direction(kind: AccountKind) -> Direction? {
            switch self {
            case .moneyIn: return .moneyIn
            case .moneyOut: return .moneyOut
            case .payments: return kind == .card ? .moneyIn : .moneyOut
            case .balances, .notBooked, .booked: return nil
            }
        }
    }

    /// Folded phrases, in the languages of the header vocabulary (the further ones in
    /// `SectionHeadings+Languages`).
    static let moneyIn = [
        "deposits", "deposits and additions", "deposits and other additions", "deposits and other credits",
        "other deposits", "electronic deposits", "credits", "other credits", "payments and credits",
        "payments and other credits", "payments credits", "refunds", "money in", "paid in", "payments in", "payments received",
        "abonos", "ingresos", "depositos", "creditos", "pagos y abonos", "gutschriften", "eingange",
        "credits et remboursements", "versements", "entradas", "creditos e depositos", "deposits and credits",
        "payments credits and adjustments", "payments and credits and adjustments", "additions", "other additions",
        "credits and deposits", "electronic credits",
    ]
    static let moneyOut = [
        "withdrawals", "withdrawals and other subtractions", "withdrawals and other debits", "other withdrawals",
        "electronic withdrawals", "atm and debit card withdrawals", "checks", "checks paid", "cheques",
        "debits", "other debits", "purchases", "purchases and adjustments", "purchases and charges",
        "purchases and other charges", "new purchases", "fees", "fees charged", "interest charged", "cash advances",
        "money out", "paid out", "payments out", "payments made", "cargos", "compras", "retiros", "debitos", "lastschriften", "belastungen",
        "ausgange", "debits et prelevements", "prelevements", "paiements par carte", "saidas", "debitos e pagamentos",
        "withdrawals and debits", "other subtractions", "subtractions", "purchase", "service fees", "interest charges",
        "card purchases", "debit card purchases", "cheques paid", "atm debit card withdrawals", "new charges", "charges",
        "other charges", "electronic debits", "checks cleared", "cleared checks",
    ]
    static let balances = [
        "daily ending balance", "daily balance", "daily balances", "daily ledger balances", "daily ledger balance",
        "daily balance summary", "balance summary",
    ]

    /// Sections whose rows are not this statement's booked transactions: their totals may still be
    /// figures, but their rows never enter the statement.
    static let notBooked = [
        "pending", "pending transactions", "pending authorisations", "pending authorizations", "pending items",
        "pending charges", "transactions pending", "authorisations pending", "reversed transactions",
        "reverted transactions", "operations en attente", "operations en cours", "operations a venir",
        "movimientos pendientes", "transacciones pendientes", "operaciones pendientes", "vormerkungen",
        "vorgemerkte umsatze", "lancamentos futuros", "lancamentos pendentes", "future instalments",
        "future installments", "upcoming instalments", "upcoming installments", "instalment plan", "installment plan",
        "cuotas por vencer", "cuotas futuras", "proximas cuotas", "parcelas futuras", "parcelas a vencer",
        "proximas faturas", "compras parceladas proximas faturas", "parcelamentos proximas faturas",
        "your other accounts", "other accounts", "vos autres comptes", "autres comptes", "fee summary", "summary of fees", "loan details",
        "loan summary",
        "mortgage details", "foreign exchange details", "frais sur produits et services bancaires",
        "reverted", "reversed", "declined transactions",
    ]
    static let booked = [
        "posted transactions", "booked transactions", "gebuchte umsatze", "operations comptabilisees",
        "movimientos contabilizados", "lancamentos efetuados", "account transactions", "transactions on your account",
    ]

    /// "Payments" is money in on a card (the holder paid the card) and money out on an account.
    static let payments = ["payments", "pagos", "pagamentos", "zahlungen", "paiements"]

    private static let firstWords = Set(table.keys.compactMap { $0.split(separator: " ").first.map(String.init) })

    private static let table: [String: Heading] = {
        var table: [String: Heading] = [:]
        for phrase in moneyIn + moreMoneyIn { table[phrase] = .moneyIn }
        for phrase in moneyOut + moreMoneyOut { table[phrase] = .moneyOut }
        for phrase in payments { table[phrase] = .payments }
        for phrase in balances { table[phrase] = .balances }
        for phrase in notBooked { table[phrase] = .notBooked }
        for phrase in booked { table[phrase] = .booked }
        return table
    }()

    /// The direction `folded` (a line's folded words, or the words before its amount) heads, when
    /// it is one of the phrases, perhaps followed by "continued" or a few words naming the account.
    public static func direction(of folded: String, kind: AccountKind) -> Direction? {
        heading(of: folded)?.direction(kind: kind)
    }

    public static func heading(of folded: String) -> Heading? {
        // Headings are short and start with one of a few words: most lines stop here.
        guard folded.utf8.count <= 80, mayStartHeading(folded) else { return nil }
        let words = TextFolding.words(of: folded)
        // Eight words and a period's dates at most: a longer line is prose that mentions the word.
        guard let first = words.first, words.count <= 16, firstWords.contains(String(first)) else { return nil }
        // Longest phrase first: "payments and credits" before "payments".
        for length in stride(from: min(words.count, 6), through: 1, by: -1) {
            let phrase = phrase(of: words[..<length], in: folded)
            if let heading = table[phrase] {
                let rest = words[length...]
                if rest.isEmpty || rest.first.map({ ["continued", "cont", "contd"].contains($0) }) == true || rest.count <= 2 && !rest.contains("and")
                    || namesPeriod(rest)
                {
                    return heading
                }
                return nil
            }
        }
        return nil
    }

    /// "Pending from 29 March 2026 to 30 April 2026": a heading may name the dates it covers.
    private static func namesPeriod(_ rest: ArraySlice<Substring>) -> Bool {
        guard let first = rest.first, periodWords.contains(String(first)), rest.count <= 10 else { return false }
        return rest.contains { $0.contains(where: \.isASCIIDigit) }
    }

    private static let periodWords: Set<String> = ["from", "de", "du", "del", "desde", "vom", "von", "dal", "for"]

    /// The words joined by a space: the text they span when one space parts each, as in folded
    /// text, without joining them word by word.
    private static func phrase(of words: ArraySlice<Substring>, in text: String) -> String {
        guard let first = words.first, let last = words.last else { return "" }
        let span = text[first.startIndex..<last.endIndex]
        let joinedLength = words.reduce(words.count - 1) { $0 + $1.utf8.count }
        return span.utf8.count == joinedLength ? String(span) : words.joined(separator: " ")
    }

    /// False when ASCII text's first word starts no heading, told from its bytes before the
    /// line is split into words (it is asked of most lines). Other text is left to the split.
    private static func mayStartHeading(_ folded: String) -> Bool {
        var text = folded
        return text.withUTF8 { bytes in
            guard bytes.isAllASCII else { return true }
            let space = UInt8(ascii: " ")
            guard let start = bytes.firstIndex(where: { $0 != space }) else { return true }
            let end = bytes[start...].firstIndex(of: space) ?? bytes.count
            return firstWords.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
    }
}
