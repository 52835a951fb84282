/// The words the holder's block is told by, in the languages the parser reads; folded.
extension HolderBlock {
    /// Labels before a holder's name beside `AccountKindDetector.holderLabels`.
    static let moreHolderLabels: Set<String> = [
        "cardholder", "card holder", "titulaire", "titulaires", "titulares", "inhaber", "kontoinhaber", "holder", "holders",
        "account holders", "nome do titular", "nombre", "nombre del titular",
        // "Account Name(s):", folded.
        "account name s", "account names", "account holder s", "name s",
    ]

    /// Words that say which part of a building ("Flat 2"): alone they are no one's address.
    static let unitWords: Set<String> = [
        "flat", "apt", "apartment", "unit", "suite", "floor", "house", "box", "po box", "piso", "planta", "puerta",
        "wohnung", "etage", "appartement", "bis", "ter", "andar", "sala", "bloco", "casa", "no", "nr",
    ]

    /// Titles and joining words of a name line, folded: in every other description too.
    static let titles: Set<String> = [
        "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "herr", "herrn", "frau", "sr", "sra", "srta", "don",
        "dona", "mme", "mlle", "monsieur", "madame", "sig", "sigra", "and", "und", "et", "the",
    ]

    /// The titles that open a person's name line: `titles` without its joining words.
    static let personalTitles: Set<String> = titles.subtracting(["and", "und", "et", "the", "don", "sig"])

    /// Words of a statement's own headings and of a bank's name: a line holding one is no holder's name.
    static let notANameWords: Set<String> = [
        "statement", "account", "summary", "balance", "page", "period", "date", "bank", "banco", "banque", "banca",
        "sparkasse", "caixa", "caja", "extracto", "cuenta", "kontoauszug", "konto", "releve", "compte", "extrato", "conta",
        "estratto", "conto", "saldo", "solde", "total", "customer", "service", "branch", "sucursal", "filiale", "agence",
        "private", "confidential", "personal", "privado", "confidencial", "vertraulich", "personlich", "prive", "confidentiel",
    ]
}
