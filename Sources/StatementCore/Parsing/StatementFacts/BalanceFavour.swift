/// Words that say whose favour a balance is in, and so its sign, whatever the account's kind:
/// "Saldo final a nuestro favor 120,00" is owed to the bank, "Saldo actual a favor del cliente
/// 20,00" is the holder's money, on an account or a card alike.
enum BalanceFavour {
    /// The bank's favour: the holder owes the balance.
    static let banks = [
        "a nuestro favor", "en nuestro favor", "a favor del banco", "a favor de la entidad", "a nosso favor", "a favor do banco",
        "in our favour", "in our favor", "en notre faveur", "a notre faveur", "zu unseren gunsten", "a nostro favore",
        "a vostro debito",
    ]
    /// The holder's favour: the balance is the holder's. "Saldo a favor" alone is the holder's too.
    static let holders = [
        "a su favor", "en su favor", "a favor del cliente", "a favor suyo", "a seu favor", "a favor do cliente", "saldo a favor",
        "in your favour", "in your favor", "en votre faveur", "a votre faveur", "zu ihren gunsten", "a vostro favore",
        "a vostro credito",
    ]

    /// +1 when `folded` says the holder's favour, -1 when the bank's, nil when it says neither.
    static func sign(in folded: String) -> Int? {
        // Asked of every balance a statement prints, and most balance labels say nothing of
        // favour: one look for the words' common stems first.
        guard stems.isOne(in: folded) else { return nil }
        if bankPhrases.isOne(in: folded) { return -1 }
        if holderPhrases.isOne(in: folded) { return 1 }
        return nil
    }

    private static let stems = FoldedPhrases(["favo", "faveur", "gunsten", "vostro"])
    private static let bankPhrases = FoldedPhrases(banks)
    private static let holderPhrases = FoldedPhrases(holders)
}
