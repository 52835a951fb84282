/// The labels of a statement's summary lines, folded. Opening and closing balances are found by
/// them; they and the totals are never transactions.
public enum SummaryLabels {
    public static let opening = [
        "previous balance", "balance forward", "opening balance", "beginning balance", "start balance",
        "starting balance", "last months balance", "last statement balance", "previous statement balance",
        "saldo anterior", "saldo inicial", "saldo de apertura", "alter kontostand", "anfangssaldo",
        "solde precedent", "ancien solde", "solde initial", "saldo inicial do periodo",
    ]
    public static let closing = [
        "new balance", "closing balance", "ending balance", "end balance", "saldo final", "saldo actual",
        "neuer kontostand", "endsaldo", "nouveau solde", "solde final", "saldo atual", "total amount due",
        "new statement balance", "statement balance",
    ]
    /// Page-to-page carry lines: an opening or closing only when nothing better is printed.
    public static let broughtForward = ["balance brought forward", "brought forward", "ubertrag", "report"]
    public static let carriedForward = ["balance carried forward", "carried forward", "a traspasar", "suma y sigue"]
    /// Totals: a line whose whole description is one of these is not a transaction.
    public static let totals: Set<String> = [
        "total", "totals", "subtotal", "sub total", "sum", "summe", "total debits", "total credits",
        "total amount", "totales", "suma", "total general", "total cargos", "total abonos", "total du mois",
        "total des operations", "total deposits", "total withdrawals", "minimum payment", "minimum due",
        "total minimum due", "amount due", "saldo",
    ]

    public enum Kind: Sendable { case opening, closing, broughtForward, carriedForward, total }

    /// The kind of summary `folded` (a line's folded words) is, if any. On a dated row the label
    /// must start the description (`anywhere` false), so "CREDIT REPORT FEE" stays a transaction.
    public static func kind(of folded: String, anywhere: Bool) -> Kind? {
        let found: (String) -> Bool = { label in
            folded.hasPrefix(label) || (anywhere && label.count > 7 && folded.contains(label))
        }
        if carriedForward.contains(where: found) { return .carriedForward }
        if broughtForward.contains(where: { folded == $0 || folded.hasPrefix($0 + " ") || (anywhere && $0.count > 7 && folded.contains($0)) }) {
            return .broughtForward
        }
        if opening.contains(where: found) { return .opening }
        if closing.contains(where: found) { return .closing }
        let letters = folded.split(separator: " ").filter { word in
            word.contains(where: \.isLetter) && !AmountText.currencyCodes.contains(word.uppercased())
                && !["in", "en", "de", "cr", "dr", "h", "s"].contains(word)
        }.joined(separator: " ")
        if totals.contains(letters) { return .total }
        return nil
    }
}
