/// Which column of a CSV table holds what: decided from a layout profile, or from the cells
/// themselves (dates, amounts, a debit/credit mark), the header's words, and the arithmetic that
/// finds the balance column (the one whose steps are the rows' amounts).
struct CSVColumns {
    enum Amount: Equatable {
        case signed(Int)
        /// An unsigned amount and a column saying debit or credit ("S"/"H", "DR"/"CR").
        case marked(Int, mark: Int)
        case pair(credit: Int, debit: Int)
    }

    var date: Int
    var valueDate: Int?
    var amount: Amount
    var balance: Int?
    var counterparty: Int?
    var narrative: Int?
    var reference: Int?
    /// A column saying whether the bank booked the row ("COMPLETED", "PENDING", "Umsatz vorgemerkt").
    var status: Int? = nil
    /// How the amount and balance columns were told apart, for `decisions.readings`.
    var reason: String

    static let debitMarks: Set<String> = ["d", "dr", "debit", "s", "soll", "-", "db", "debet", "af"]
    static let creditMarks: Set<String> = ["c", "cr", "credit", "h", "haben", "+", "kredit", "bij"]

    static func words(_ header: String) -> String { TextFolding.normalised(header) }

    static func headerSays(_ header: String?, _ vocabulary: [String]) -> Bool {
        guard let header else { return false }
        let folded = words(header)
        return vocabulary.contains { folded.contains($0) }
    }

    /// A status column's words, folded: what the bank booked, and what it has not (yet), which a
    /// statement leaves out as CAMT does: a pending card payment is booked later, often for
    /// another amount, or never (reverted, declined).
    static let bookedStatuses: Set<String> = [
        "completed", "complete", "booked", "posted", "cleared", "settled", "gebucht", "umsatz gebucht", "executed",
    ]
    static let unbookedStatuses: Set<String> = [
        "pending", "reverted", "declined", "failed", "cancelled", "canceled", "vorgemerkt", "umsatz vorgemerkt",
        "pendiente", "en attente", "in behandeling", "authorised", "authorized",
    ]

    static let balanceWords = ["saldo", "balance", "solde", "kontostand"]
    static let debitWords = ["debit", "soll", "withdraw", "money out", "paid out", "ausgang", "cargo", "belastung", "lastschrift"]
    static let creditWords = ["credit", "haben", "deposit", "money in", "paid in", "eingang", "abono", "gutschrift"]
    static let amountWords = ["amount", "betrag", "montant", "importe", "umsatz", "bedrag", "belopp", "importo"]
    static let valueDateWords = ["valuta", "value", "wertstellung", "valor", "valeur"]
    static let counterpartyWords = [
        "payee", "name", "empfanger", "auftraggeber", "beneficiary", "counterparty", "begunstigter", "zahlungspflichtiger",
        "naam",
    ]
    static let narrativeWords = [
        "description", "verwendungszweck", "memo", "purpose", "narrative", "libelle", "concepto", "details", "text", "buchungstext",
        "omschrijving", "mededelingen",
    ]
    static let referenceWords = ["reference", "referenz", "transaction id", "id"]
}
