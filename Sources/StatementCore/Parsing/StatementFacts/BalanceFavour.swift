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
        var text = folded
        // On ASCII text a phrase is there exactly where its bytes are, so the Unicode-aware (and
        // slow) search runs only on other text: this is asked of every balance a statement prints.
        let ascii = text.withUTF8 { $0.isAllASCII }
        func holdsOne(_ phrases: [String], _ labels: [ByteLabel]) -> Bool {
            guard ascii else { return phrases.contains(where: folded.contains) }
            return text.withUTF8 { bytes in labels.contains { $0.isContained(in: bytes) } }
        }
        // Most balance labels say nothing of favour: one look for the words' common stems first.
        guard holdsOne(stems, stemLabels) else { return nil }
        if holdsOne(banks, bankLabels) { return -1 }
        if holdsOne(holders, holderLabels) { return 1 }
        return nil
    }

    private static let stems = ["favo", "faveur", "gunsten", "vostro"]
    private static let stemLabels = stems.map(ByteLabel.init)
    private static let bankLabels = banks.map(ByteLabel.init)
    private static let holderLabels = holders.map(ByteLabel.init)
}
