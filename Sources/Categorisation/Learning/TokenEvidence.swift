/// Which words of a description the token model may take as evidence of a category. Words every
/// kind of row shares say nothing about the row: "to", "the", "ng" or "payment" in a confirmed
/// bill would pull every other row printing them toward bills at a confidence worth nothing
/// (issue 35). A single letter, a function word of any language the parser reads, and the words
/// banks print around every kind of payment (how it moved, not to whom) are left out; transfer
/// kinds are `PaymentChannelWords.transferKindWords`.
public enum TokenEvidence {
    /// True when the folded word may count: not a single letter, a stop word or a bank word.
    public static func counts(_ word: Substring) -> Bool {
        guard word.count > 1 else { return false }
        let text = String(word)
        return !stopWords.contains(text) && !bankWords.contains(text)
            && !PaymentChannelWords.transferKindWords.contains(word)
    }

    /// Articles, prepositions and conjunctions, folded (no accents), of the languages the parser
    /// reads and the ones bank lines are most often written in.
    static let stopWords: Set<String> = [
        // English
        "to", "the", "of", "at", "on", "in", "by", "an", "and", "or", "for", "from", "with", "via", "is", "it", "as",
        "into", "onto", "our", "your", "my", "nr", "re",
        // Spanish, Portuguese, Italian, Catalan
        "de", "da", "do", "das", "dos", "del", "la", "las", "lo", "los", "le", "el", "en", "em", "un", "una", "uno",
        "y", "e", "o", "a", "al", "con", "com", "por", "para", "pelo", "pela", "na", "no", "nas", "nos", "ao", "aos",
        "di", "il", "gli", "su", "sul", "della", "dello", "delle", "dei", "degli", "per", "tra", "fra", "ed", "od",
        // French
        "du", "des", "les", "et", "au", "aux", "sur", "par", "avec", "pour", "dans", "une",
        // German, Dutch, Scandinavian
        "der", "die", "den", "dem", "und", "von", "vom", "zu", "zum", "zur", "im", "am", "auf",
        "aus", "bei", "mit", "fur", "fuer", "nach", "het", "een", "van", "voor", "op", "te", "ten", "ter",
        "og", "af", "til", "och", "pa", "ja", "ei",
        // Filipino, Malay, Indonesian
        "ng", "sa", "mga", "ang", "si", "ke", "dan", "yang", "dari", "untuk", "bin", "binti",
    ]

    /// How a payment moved, printed around merchants and people of every category alike.
    static let bankWords: Set<String> = [
        "payment", "payments", "pmt", "pymt", "paid", "pay", "transfer", "transfers", "xfer", "trf", "tfr", "trans",
        "purchase", "purchases", "card", "debit", "credit", "dr", "cr", "online", "mobile", "internet", "web", "app",
        "bank", "banking", "account", "acct", "ref", "reference", "received", "sent", "receipt", "transaction", "txn",
        "pos", "ecom", "contactless", "recurring", "standing", "order", "direct", "bill", "instant",
        "pago", "pagos", "compra", "compras", "tarjeta", "tarj", "cuenta", "recibido", "enviado", "enviada",
        "recibida", "abono", "cargo", "operacion", "movimiento", "pagamento", "cartao", "conta", "recebido",
        "recebida", "envio", "paiement", "achat", "carte", "compte", "recu", "emis", "zahlung", "karte", "konto",
        "umsatz", "gutschrift", "belastung", "carta", "conto", "betaling", "kaart", "rekening",
    ]
}
