/// Headings that split a transaction table into sections by direction ("DEPOSITS AND ADDITIONS",
/// "ELECTRONIC WITHDRAWALS", "Payments, Credits and Adjustments", "PURCHASES"): statements that
/// print every amount bare let the section say whether money came in or went out. A heading is a
/// line of its own whose whole text (folded, "continued" and numbers aside) is one of these.
public enum SectionHeadings {
    public enum Section: Sendable, Hashable {
        /// Bare amounts under it are money in (on a card: payments and refunds).
        case credits
        /// Bare amounts under it are money out (on a card: purchases, fees, interest).
        case debits
        /// Not transactions: a table of daily balances.
        case balances
    }

    public static let credits: Set<String> = [
        "deposits", "deposits and additions", "deposits and other additions", "deposits and other credits",
        "deposits and credits", "other deposits", "credits", "other credits", "payments and credits",
        "payments and other credits", "payments credits and adjustments", "payments and credits and adjustments",
        "additions", "other additions", "money in", "paid in", "ingresos", "abonos", "gutschriften", "entradas",
        "creditos", "credits and deposits",
    ]
    public static let debits: Set<String> = [
        "withdrawals", "other withdrawals", "electronic withdrawals", "atm debit card withdrawals",
        "atm and debit card withdrawals", "checks paid", "cheques paid", "checks", "cheques",
        "withdrawals and other subtractions", "withdrawals and other debits", "withdrawals and debits",
        "other subtractions", "subtractions", "debits", "other debits", "purchases", "purchase",
        "purchases and adjustments", "purchases and other charges", "fees", "fees charged", "service fees",
        "interest charged", "interest charges", "cash advances", "money out", "paid out", "cargos", "retiros",
        "saidas", "debitos", "card purchases", "debit card purchases",
    ]
    public static let balances: Set<String> = [
        "daily ending balance", "daily balance", "daily balances", "daily ledger balances", "daily ledger balance",
        "daily balance summary", "balance summary",
    ]

    /// The section a line's folded text heads, if it is a heading.
    public static func section(of folded: String) -> Section? {
        // Headings are short and start with one of a few words; most lines cost a count and a lookup.
        guard folded.utf8.count <= 48, !folded.isEmpty else { return nil }
        let first = folded.utf8.firstIndex(of: 0x20).map { folded[..<$0] } ?? folded[...]
        guard firstWords.contains(first) else { return nil }
        var words: [Substring] = []
        for word in folded.split(separator: " ") where !ignored.contains(word) && !word.allSatisfy(\.isASCIIDigit) {
            words.append(word)
        }
        guard !words.isEmpty, words.count <= 6 else { return nil }
        let text = words.joined(separator: " ")
        if credits.contains(text) { return .credits }
        if debits.contains(text) { return .debits }
        if balances.contains(text) { return .balances }
        return nil
    }

    private static let ignored: Set<Substring> = ["continued", "cont", "d", "contd"]
    private static let firstWords: Set<Substring> = Set((credits.union(debits).union(balances)).compactMap {
        $0.split(separator: " ").first
    })
}
