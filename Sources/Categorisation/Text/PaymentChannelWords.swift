import StatementCore

/// The words a bank prints before the merchant to say how it was paid ("VISA DEBIT", "POS 1234",
/// "COMPRA TARJ.", "PUR 27/11", "PAG*", "SQ *"), with the dates, card masks and store numbers
/// around them. They are not the merchant: left in, they make a card purchase look like a card
/// payment, or hide the merchant from a rule that starts with it, and they split what is learned
/// about one merchant by terminal. Rules and the learned-merchant key see the text without them.
public enum PaymentChannelWords {
    /// What stripping left and what it took, both folded.
    public struct Stripped: Equatable, Sendable {
        public var kept: [Substring]
        public var removed: [Substring]
    }

    /// Drops the leading channel phrases, numbers and dates of folded words ("pur 27 11 etisalat")
    /// when something with a letter remains; `starred` holds the folded words the printed
    /// description writes right before a `*` (`starredWords`): the short processor codes ("MP *",
    /// "PG *") are channel words only there.
    public static func strip(_ words: [Substring], starred: Set<Substring>) -> Stripped {
        var index = 0
        var previousWasDay = false
        while index < words.count {
            let word = words[index]
            if isNumberLike(word) {
                previousWasDay = word.count <= 2
                index += 1
                continue
            }
            if previousWasDay && months.contains(String(word)) {
                previousWasDay = false
                index += 1
                continue
            }
            previousWasDay = false
            guard let length = phraseLength(words, at: index, starred: starred) else { break }
            index += length
        }
        guard index > 0, words[index...].contains(where: { $0.contains(where: \.isLetter) && !isNumberLike($0) }) else {
            return Stripped(kept: words, removed: [])
        }
        return Stripped(kept: Array(words[index...]), removed: Array(words[..<index]))
    }

    /// The longest channel phrase beginning at `index`, in words.
    static func phraseLength(_ words: [Substring], at index: Int, starred: Set<Substring>) -> Int? {
        var best: Int?
        // Only the phrases starting with this word can match: a lookup, not a walk over them all.
        for phrase in phrasesByFirstWord[words[index]] ?? []
        where phrase.count > (best ?? 0) && index + phrase.count <= words.count
            && zip(phrase, words[index...]).allSatisfy({ $0 == $1 })
        {
            best = phrase.count
        }
        if best == nil, starred.contains(words[index]), starredCodes.contains(String(words[index])) { best = 1 }
        return best
    }

    /// The folded word printed right before each `*`: "MP *SALDETERRA" gives "mp".
    public static func starredWords(_ description: String) -> Set<Substring> {
        // A byte search: most descriptions have no star, and a Character search walks graphemes.
        guard description.utf8.contains(UInt8(ascii: "*")) else { return [] }
        var words: Set<Substring> = []
        for piece in description.split(separator: "*", omittingEmptySubsequences: false).dropLast() {
            if let last = TextFolding.normalised(String(piece)).split(separator: " ").last { words.insert(Substring(String(last))) }
        }
        return words
    }

    /// Dates ("27", "11"), card masks ("xxxx2471", "xxxx"), store and terminal numbers ("0729", "#0").
    static func isNumberLike(_ word: Substring) -> Bool {
        // Folded ASCII words are digits and lower-case letters: `isNumber` is a digit there.
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            let utf8 = word.utf8
            guard utf8.contains(where: { (0x30...0x39).contains($0) }) || utf8.allSatisfy({ $0 == 0x78 }) else { return false }
            return utf8.allSatisfy { (0x30...0x39).contains($0) || $0 == 0x78 }
                && (utf8.count >= 3 || utf8.allSatisfy { (0x30...0x39).contains($0) })
        }
        guard word.contains(where: { $0.isNumber }) || word.allSatisfy({ $0 == "x" }) else { return false }
        return word.allSatisfy { $0.isNumber || $0 == "x" } && (word.count >= 3 || word.allSatisfy(\.isNumber))
    }

    /// Channel phrases in every language the parser reads, folded (lower case, no accents or
    /// punctuation). Only card and terminal words: transfer kinds (PIX, SEPA, virement) say what
    /// the row is, so they stay.
    static let phrases: [[Substring]] = [
        // English
        "visa debit", "visa purchase", "visa", "debit card purchase", "debit card", "card purchase", "card payment to",
        "pos", "pos db", "pos cr", "purchase authorized on", "pos debit", "pos purchase", "pos transaction", "pur", "purchase", "contactless",
        "contactless payment", "checkcard", "check card", "mastercard", "maestro", "apple pay", "google pay",
        "recurring card payment", "direct debit payment to", "bizum purchase at", "card transaction", "debit purchase",
        "eftpos", "eftpos purchase",
        // Spanish
        "compra tarj", "compra tarjeta", "compra con tarjeta", "compra tarjeta debito", "pago con tarjeta",
        "pago movil en", "pago en", "compra en", "compra pos", "compra internet", "compra", "tarj", "bizum compra en",
        "transaccion contactless en", "transaccion contactless", "pago contactless en", "compra contactless",
        // Portuguese
        "compra elec", "compra cartao", "compra com cartao", "compra cartao debito", "compra debito", "compra no debito",
        "compra credito", "cartao debito", "debito visa", "visa electron", "elo debito", "pagamento cartao debito",
        // French
        "paiement cb", "paiement par carte", "achat cb", "carte", "cb", "facture carte",
        // German
        "kartenzahlung", "girocard", "ec karte", "debitkarte", "kartenumsatz",
        // Italian
        "pagamento pos", "pagamento carta", "pagamento con carta", "acquisto carta", "acquisto pos",
        // Dutch
        "betaalautomaat", "bea", "pinbetaling", "betaalpas",
        // Danish, Finnish, Czech and Slovak, Hungarian, Romanian, Russian, Ukrainian, Indonesian, Malay
        "dankort", "visa dankort", "kortkob", "korttiosto", "platba kartou", "nakup kartou", "platba kartou nakup",
        "kartyas vasarlas", "vasarlas kartyaval", "plata card", "cumparare pos", "plata la pos", "оплата картой",
        "покупка по карте", "покупка", "оплата карткою", "покупка карткою", "pembelian debit", "transaksi debit",
        "pembelian kad debit",
    ].map { $0.split(separator: " ") }

    /// `phrases` by their first word, in the same order.
    static let phrasesByFirstWord: [Substring: [[Substring]]] = Dictionary(grouping: phrases.filter { !$0.isEmpty }) { $0[0] }

    /// How money moved between accounts (PIX, TED, LASTSCHRIFT, PRLV, SEPA…), folded. Rules may
    /// read them (a transfer kind says what a row is), but learning never takes them as evidence:
    /// one corrected PIX row would otherwise pull every other PIX row, whoever was paid, to its category.
    public static let transferKindWords: Set<Substring> = [
        "pix", "ted", "doc", "tef", "sepa", "sct", "sdd", "lastschrift", "ueberweisung", "uberweisung", "dauerauftrag",
        "prlv", "vir", "virement", "prelevement", "transferencia", "transf", "trf", "giro", "bonifico", "addebito",
        "overboeking", "incasso", "spei", "bacs", "chaps", "fps", "ach", "zelle", "interac", "bizum",
    ]

    /// Payment processors printed as "CODE*merchant": a word on its own without the star. iFood's
    /// "IFD*" is not one of them: it says the kind (food delivered), whoever cooked it, so it stays.
    static let starredCodes: Set<String> = [
        "paypal", "pp", "sq", "sqc", "sumup", "zettle", "izettle", "iz", "sp", "tst", "pag", "pg", "mp",
        "mercadopago", "dl", "ad", "zp", "wow", "asa", "subadq", "paygo", "cappta", "acqio", "ec", "netpay",
        "stripe", "str", "ebanx", "pagseguro", "stone", "getnet", "payu", "clip", "conekta",
    ]

    static let months: Set<String> = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
        "ene", "abr", "ago", "dic", "fev", "mai", "set", "out", "dez", "janv", "fevr", "avr", "juil", "sept", "okt", "dez",
    ]
}
