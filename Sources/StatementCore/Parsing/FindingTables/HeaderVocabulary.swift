/// Column-header words in English, Spanish, Portuguese, German, French, Italian and Dutch (and
/// Chinese and Japanese) here, and those of `HeaderVocabulary+Languages`, folded.
/// Two-word headers ("paid out", "fecha valor") are looked up before single words.
public struct HeaderVocabulary: Sendable {
    public var pairs: [String: ColumnRole]
    public var words: [String: ColumnRole]
    /// Scripts written without spaces: matched inside a word.
    public var fragments: [(String, ColumnRole)]
    /// Words that name a column only standing alone, apart from their neighbours ("IN", "OUT",
    /// "£Out"): in "Belastung in EUR" the "in" is part of a phrase.
    public var isolated: [String: ColumnRole] = ["in": .credit, "out": .debit, "af": .debit, "bij": .credit]

    public static let standard = HeaderVocabulary(
        pairs: [
            "paid out": .debit, "paid in": .credit, "money out": .debit, "money in": .credit,
            "dinero saliente": .debit, "dinero entrante": .credit,
            "fecha valor": .valueDate, "value date": .valueDate, "data valor": .valueDate,
            "date valeur": .valueDate, "bu tag": .date, "posting date": .date, "transaction date": .date,
            "fecha operacion": .date, "data movimento": .date, "value dt": .valueDate, "txn date": .date, "booking date": .date,
            "ref no": .reference, "cheque no": .reference, "chq no": .reference, "check no": .reference,
            "check number": .reference, "check nbr": .reference, "check #": .reference, "cheque number": .reference,
            "nro cupon": .reference, "nro comprobante": .reference,
            "card number": .reference, "numero tarjeta": .reference, "transaction id": .reference,
            "islem tarihi": .date, "data waluty": .valueDate, "ut av": .debit, "inn pa": .credit,
        ],
        words: [
            "date": .date, "fecha": .date, "data": .date, "datum": .date, "buchung": .date, "buchungstag": .date,
            "tag": .date, "posted": .date, "buchungsdatum": .date, "verbuchungsdatum": .date,
            "wert": .valueDate, "valuta": .valueDate, "valeur": .valueDate, "wertstellung": .valueDate,
            "valutadatum": .valueDate,
            "description": .description, "concepto": .description, "descripcion": .description,
            "detalle": .description, "detalles": .description, "vorgang": .description, "buchungstext": .description,
            "verwendungszweck": .description, "libelle": .description, "details": .description,
            "particulars": .description, "narrative": .description, "descricao": .description,
            "historico": .description, "movimiento": .description, "transaction": .description,
            "transactions": .description, "operation": .description, "operacion": .description,
            "operations": .description, "narration": .description, "remarks": .description,
            "lancamento": .description, "lancamentos": .description, "erlauterung": .description,
            "descrizione": .description, "causale": .description, "omschrijving": .description,
            "beschreibung": .description,
            "debit": .debit, "debits": .debit, "debito": .debit, "debitos": .debit, "cargo": .debit, "cargos": .debit,
            "withdrawals": .debit, "withdrawal": .debit, "belastung": .debit, "zahlungsausgang": .debit, "soll": .debit, "retiros": .debit,
            "debe": .debit, "saidas": .debit, "addebiti": .debit, "addebito": .debit, "dare": .debit,
            "credit": .credit, "credits": .credit, "credito": .credit, "creditos": .credit, "abono": .credit,
            "abonos": .credit, "deposits": .credit, "deposit": .credit, "gutschrift": .credit, "zahlungseingang": .credit, "haben": .credit,
            "depositos": .credit, "entradas": .credit, "accrediti": .credit, "accredito": .credit, "avere": .credit,
            "amount": .amount, "importe": .amount, "monto": .amount, "betrag": .amount, "montant": .amount,
            "valor": .amount, "quantia": .amount, "importo": .amount, "bedrag": .amount, "umsatz": .amount,
            // Latin American card bills head their amount column by its currency.
            "pesos": .amount,
            "ref": .reference, "chq": .reference, "cheque": .reference, "referencia": .reference, "referenz": .reference,
            "documento": .reference, "reference": .reference, "riferimento": .reference, "referentie": .reference,
            // Card bills: the voucher ("COMPROB.", "cupón") and the card each row was paid with.
            "comprob": .reference, "comprobante": .reference, "cupon": .reference, "voucher": .reference, "beleg": .reference,
            "belegnr": .reference, "tarjeta": .reference, "card": .reference, "karte": .reference, "carte": .reference,
            "cartao": .reference,
            "balance": .balance, "saldo": .balance, "kontostand": .balance, "solde": .balance,
            // Polish, Turkish, Swedish, Norwegian and Danish.
            "kwota": .amount, "opis": .description, "tytul": .description, "obciazenia": .debit, "uznania": .credit,
            "tarih": .date, "aciklama": .description, "tutar": .amount, "borc": .debit, "alacak": .credit, "bakiye": .balance,
            "belopp": .amount, "belop": .amount, "belob": .amount, "text": .description, "tekst": .description,
            "beskrivelse": .description, "forklaring": .description, "dato": .date, "bokforingsdag": .date,
            "transaktionsdag": .date, "valutadag": .valueDate, "rentedato": .valueDate, "insattning": .credit,
            "insattningar": .credit, "uttag": .debit,
            // Czech, Hungarian and Finnish.
            "popis": .description, "castka": .amount, "zustatek": .balance, "kozlemeny": .description, "osszeg": .amount,
            "egyenleg": .balance, "selite": .description, "maara": .amount, "paivamaara": .date,
        ],
        fragments: [
            ("日期", .date), ("摘要", .description), ("余额", .balance), ("金额", .amount), ("借方", .debit), ("贷方", .credit),
            // Traditional Chinese and Japanese: 餘額/結餘 and 残高 are balances, お支払/出金 money out.
            ("餘額", .balance), ("結餘", .balance), ("结余", .balance), ("存入", .credit), ("支出", .debit),
            ("お支払", .debit), ("お預", .credit), ("出金", .debit), ("入金", .credit), ("残高", .balance),
            ("日付", .date), ("取引日", .date), ("金額", .amount),
        ]
    ).addingLanguages()

    /// The role of `folded` (a folded word) alone, or of `folded` followed by `next`.
    public func role(_ folded: String, next: String?) -> (ColumnRole, Int)? {
        if let next, let role = pairs[folded + " " + next] { return (role, 2) }
        if let role = words[folded] { return (role, 1) }
        // One printed word that folds to several: "Bu-Tag", "Buchung/Wert", "Chq./Ref.No.".
        if folded.utf8.contains(0x20) {
            if let role = pairs[folded] { return (role, 1) }
            // "Soll/Haben", "Debit/Credit", "Cargo/Abono": one column for both directions holds signed amounts.
            let parts = folded.split(separator: " ").map { words[String($0)] }
            if parts.contains(.debit) && parts.contains(.credit) { return (.amount, 1) }
            if let first = folded.split(separator: " ").first, let role = words[String(first)] { return (role, 1) }
        }
        // The fragments are all Chinese, Japanese, Korean or Thai: an ASCII word cannot hold one.
        guard !folded.utf8.isAllASCII else { return nil }
        for (fragment, role) in fragments where folded.contains(fragment) { return (role, 1) }
        return nil
    }

    public mutating func add(_ phrase: String, role: ColumnRole) {
        let folded = TextFolding.normalised(phrase)
        if folded.contains(" ") { pairs[folded] = role } else { words[folded] = role }
    }
}
