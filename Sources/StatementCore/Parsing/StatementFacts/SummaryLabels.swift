/// The labels of a statement's summary lines, folded. Opening and closing balances are found by
/// them; they and the totals are never transactions.
public enum SummaryLabels {
    public static let opening =
        [
            "saldovortrag", "前回繰越",
            "previous balance", "balance forward", "opening balance", "beginning balance", "start balance",
            "starting balance", "last months balance", "last statement balance", "previous statement balance",
            "saldo anterior", "saldo inicial", "saldo de apertura", "alter kontostand", "anfangssaldo",
            "solde precedent", "ancien solde", "solde initial", "saldo inicial do periodo", "saldo iniziale",
            "saldo precedente", "beginsaldo", "vorig saldo", "oud saldo", "balance from previous statement",
            "balance from last statement", "balance from statement", "alter saldo", "期初余额", "上期余额", "期初餘額",
            "前月繰越", "saldo poczatkowe", "saldo otwarcia", "devreden bakiye", "onceki bakiye", "acilis bakiyesi",
            "ingaende saldo", "inngaende saldo", "primosaldo", "saldo primo", "pocatecni zustatek", "nyito egyenleg", "alkusaldo",
            // A card bill's previous bill, found before "total da fatura", the closing it starts with.
            "total da fatura anterior", "valor da fatura anterior", "total fatura anterior",
        ] + moreOpening + openingAtStart
    /// Opening labels only where a line starts: "Fatura anterior  R$ 813,18" is the previous bill,
    /// "Saldo fatura anterior e pagamentos  R$ 0,00" what is left of it after its payments.
    static let openingAtStart = ["fatura anterior"]
    public static let closing =
        [
            "schlusssaldo",
            "new balance", "closing balance", "ending balance", "end balance", "saldo final", "saldo actual",
            "neuer kontostand", "endsaldo", "nouveau solde", "solde final", "saldo atual", "total amount due",
            "new statement balance", "statement balance", "closing bal", "eindsaldo", "nieuw saldo", "neuer saldo", "期末余额", "期末餘額",
            "saldo koncowe", "saldo zamkniecia", "donem sonu bakiye", "kapanis bakiyesi", "son bakiye", "utgaende saldo",
            "ultimosaldo", "saldo ultimo", "konecny zustatek", "zaro egyenleg", "loppusaldo", "total da fatura", "total desta fatura",
            "total a pagar",
            // A Spanish card bill's total billed, printed once per currency where it bills two.
            "total facturado",
        ] + moreClosing
    /// Closing labels of a card bill only, where no other closing label is printed: "Saldo total
    /// = R$ 10.858,22" is what the bill closes at, but an account statement's "Saldo total" may
    /// add several accounts up (`BalanceFinder.cardClosing`).
    /// "Saldo pendiente" (a Spanish card bill's balance outstanding) is a closing there only too.
    static let cardClosing = ["saldo total", "saldo pendiente"]
    /// Page-to-page carry lines: an opening or closing only when nothing better is printed.
    public static let broughtForward =
        ["balance brought forward", "brought forward", "ubertrag", "report", "b f", "balance b f", "b f balance", "承前轉結"] + moreBroughtForward
    public static let carriedForward =
        ["balance carried forward", "carried forward", "a traspasar", "suma y sigue", "次月繰越", "balance c f", "c f balance"] + moreCarriedForward
    /// A balance at a date, the same label for both ends ("Kontostand am 31.01.2025 …" above the
    /// rows and "Kontostand am 28.02.2025 …" under them): the first is the opening, the last the
    /// closing, when nothing says which is which. Matched only where a line starts, as prose
    /// says "your balance on 3 March" too.
    public static let stated =
        [
            "balance as on",
            "kontostand am", "kontostand vom", "saldo am", "solde au", "saldo em", "saldo al", "saldo el",
            "balance as at", "balance as of", "balance on", "your balance on", "your balance as at", "your balance as of",
            "your balance at", "balance at", "solde crediteur", "solde debiteur",
            "saldo devedor", "saldo credor", "saldo deudor", "saldo acreedor",
            "saldo a su favor", "saldo a nuestro favor", "saldo a favor", "saldo a seu favor", "saldo a nosso favor",
        ] + moreStated
    /// Labels that say the balance is overdrawn, printed bare in the debit column
    /// ("SOLDE DEBITEUR AU 31.01.2025   120,00").
    public static let overdrawn: Set<String> = ["solde debiteur", "saldo devedor", "saldo deudor"]
    /// Totals: a line whose whole description is one of these is not a transaction.
    public static let totals: Set<String> = Set([
        "total", "totals", "subtotal", "sub total", "sum", "summe", "total debits", "total credits",
        "total amount", "totales", "suma", "total general", "total cargos", "total abonos", "total du mois",
        "total des operations", "total deposits", "total withdrawals", "minimum payment", "minimum due",
        "total minimum due", "amount due", "saldo",
    ]).union(moreTotals)

    public enum Kind: Sendable { case opening, closing, broughtForward, carriedForward, stated, total }

    /// An opening's line names a closing too, and not only inside its own label: "Total da fatura
    /// anterior" (the previous bill) holds "total da fatura" (this one).
    static func namesClosing(besideOpening folded: String) -> Bool {
        closing.contains { label in
            folded.contains(label) && !opening.contains { $0 != label && $0.contains(label) && folded.contains($0) }
        }
    }

    /// The kind of summary `folded` (a line's folded words) is, if any. On a dated row the label
    /// must start the description (`anywhere` false), so "CREDIT REPORT FEE" stays a transaction.
    public static func kind(of folded: String, anywhere: Bool) -> Kind? {
        var folded = folded
        return folded.withUTF8 { kind(of: $0, anywhere: anywhere) }
    }

    /// Byte matching: this runs on every line of every statement. Labels that start a line are
    /// looked up by its first byte; a label holding a byte the line lacks cannot be anywhere in it,
    /// so the bytes the line holds rule out most of the rest at once.
    static func kind(of text: UnsafeBufferPointer<UInt8>, anywhere: Bool) -> Kind? {
        let held = ByteLabel.Mask(text)
        let found = { (labels: ByteLabel.Group) -> Bool in
            labels.startsWithOne(text) || (anywhere && labels.longOneIsContained(in: text, holding: held))
        }
        if found(carriedForwardBytes) { return .carriedForward }
        // A carry label ends where a word ends: "report" does not start "reporting fee".
        if broughtForwardBytes.startsWithOne(text, where: { text.count == $0.bytes.count || text[$0.bytes.count] == space })
            || (anywhere && broughtForwardBytes.longOneIsContained(in: text, holding: held))
        {
            return .broughtForward
        }
        if found(openingBytes) || openingAtStartBytes.startsWithOne(text) { return .opening }
        if found(closingBytes) { return .closing }
        if statedBytes.startsWithOne(text, where: { saysAWhen(text, after: $0) }) { return .stated }
        if anywhere, statedAnywhereBytes.contains(where: { $0.isContained(in: text) }) { return .stated }
        if zeroBytes.startsWithOne(text) { return .stated }
        return isTotal(text) || (anywhere && namedTotal(text) != nil) || isSectionTotal(text) ? .total : nil
    }

    /// "Total ATM & Debit Card Withdrawals", "Total Electronic Withdrawals": "total" and then a
    /// section's heading is that section's total, however many words the heading has.
    private static func isSectionTotal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard totalWord.isPrefix(of: text) else { return false }
        // The folded line still holds its amount's digits ("… withdrawals 1 895 25").
        let words = String(decoding: UnsafeBufferPointer(rebasing: text[totalWord.bytes.count...]), as: UTF8.self).split(separator: " ")
        let rest = words.prefix { !$0.allSatisfy(\.isASCIIDigit) }.joined(separator: " ")
        return SectionHeadings.heading(of: rest).map { $0 == .moneyIn || $0 == .moneyOut || $0 == .payments } ?? false
    }

    private static let totalWord = ByteLabel("total ")

    /// "Total for JOHN DOE", "Subtotal tarjeta ****1234", "Total titular": a card bill's total of
    /// one cardholder's or one card's rows. Only on an undated line: a dated "TOTAL WINE" is a shop.
    static func isHolderTotal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        namedTotal(text) == true
    }

    /// "Total for …", "Subtotal …": true for a holder's or card's total, false for a period's
    /// ("Total for this period", "Total del mes"), nil when the words are no such total.
    private static func namedTotal(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        let words = text.split(separator: space, maxSplits: 2).map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
        guard let first = words.first else { return nil }
        if first == "subtotal" || (first == "sub" && words.count > 1 && words[1] == "total") { return true }
        guard sectionTotalStarts.contains(first), words.count > 1 else { return nil }
        var rest = words.count > 2 ? words[2].split(separator: " ").map(String.init) : []
        // "Total do cartão", "Total de la tarjeta": a little word before the card.
        var holder = words[1]
        if holderLinks.contains(holder), let next = rest.first {
            holder = next
            rest.removeFirst()
            if holderLinks.contains(words[1] + " " + holder), let after = rest.first {
                holder = after
                rest.removeFirst()
            }
        }
        guard holderWords.contains(holder) else { return nil }
        return !periodWords.contains(rest.first ?? "")
    }

    /// What follows "Total" in a holder's or card's total. Not "de" or "da": "Total da fatura" is
    /// the whole bill.
    private static let holderWords: Set<String> = [
        "for", "titular", "tarjeta", "card", "cardholder", "holder", "karte", "carte", "cartao", "adicional", "additional", "member",
    ]
    /// Little words between "Total" and the card or holder it totals.
    private static let holderLinks: Set<String> = ["do", "da", "de", "del", "of", "de la", "of the", "du", "della"]
    /// What names a period after "Total for" or "Total del": "this", "period", "mes".
    private static let periodWords: Set<String> = [
        "this", "the", "el", "la", "le", "este", "esta", "periodo", "period", "month", "mes", "mois", "monat", "year", "ano",
        "annee", "jahr", "ce", "cette", "dieser", "diesen",
    ]

    /// The line's words, less numbers, currency codes and little words, are one of the totals.
    private static func isTotal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var kept: [String] = []
        var sawTotalled = false
        var start = 0
        while start < text.count {
            let end = text[start...].firstIndex(of: space) ?? text.count
            defer { start = end + 1 }
            let word = UnsafeBufferPointer(rebasing: text[start..<end])
            guard word.contains(where: { $0 >= 0x80 || ($0 >= 0x61 && $0 <= 0x7A) }) else { continue }
            let string = String(decoding: word, as: UTF8.self)
            if ignoredInTotals.contains(string) { continue }
            if word.count == 3, AmountText.currencyCodes.contains(string.uppercased()) { continue }
            // "Celkem 1 378,76 Kč", "Jumlah RM1,378.76": a currency sign beside or glued to a figure.
            if !kept.isEmpty,
                currencySigns.contains(string)
                    || (word.contains(where: AmountText.isDigit)
                        && currencySigns.contains(String(string.unicodeScalars.filter { !("0"..."9").contains($0) })))
            {
                continue
            }
            // Every total starts with one of a few words and has at most three.
            if kept.isEmpty && !totalFirstWords.contains(string) { return false }
            kept.append(string)
            // Or it is a section's total, however long: "Total purchases for this period",
            // "TOTAL FEES FOR THIS PERIOD", "Total des débits": "total" and then what it totals.
            // "TOTAL WINE & MORE" is a shop, as what follows "total" is not a kind of transaction.
            if !sawTotalled, sectionTotalStarts.contains(kept[0]), kept.count >= 2, !totalFillers.contains(string) {
                if totalledThings.contains(string) { return true }
                sawTotalled = true
            }
            if kept.count > 3 { return false }
        }
        return totals.contains(kept.joined(separator: " "))
    }

    private static let sectionTotalStarts = Set(["total", "totals", "totales", "subtotal", "summe"]).union(moreSectionTotalStarts)
    private static let totalFillers: Set<String> = ["des", "do", "da", "dos", "das", "der", "of", "the", "all", "your", "new", "other"]
    /// What a section total totals, in the languages the header vocabulary knows.
    private static let totalledThings: Set<String> = Set([
        "purchases", "purchase", "payments", "payment", "credits", "debits", "fees", "interest", "deposits",
        "withdrawals", "charges", "transactions", "advances", "checks", "cheques", "adjustments", "refunds",
        "operations", "mouvements", "debit", "credit", "frais", "movimientos", "cargos", "abonos", "compras",
        "pagos", "debitos", "creditos", "lancamentos", "umsatze", "belastungen", "gutschriften", "soll", "haben",
        "paid", "money", "additions", "subtractions", "lodgements", "receipts",
    ]).union(moreTotalledThings)

    private static let totalFirstWords = Set(totals.compactMap { $0.split(separator: " ").first.map(String.init) })

    /// Currency signs as folded words: "kc", "грн", "rm".
    private static let currencySigns = Set(
        (AmountText.currencyPrefixes + AmountText.currencySuffixes + Array(LineReader.symbols))
            .map(TextFolding.normalised).filter { $0.unicodeScalars.count >= 2 })
    private static let space = UInt8(ascii: " ")
    private static let ignoredInTotals: Set<String> = ["in", "en", "de", "cr", "dr", "h", "s"]
    private static let openingBytes = ByteLabel.Group(opening.filter { !openingAtStart.contains($0) })
    private static let openingAtStartBytes = ByteLabel.Group(openingAtStart, anywhereLength: .max)
    private static let closingBytes = ByteLabel.Group(closing)
    private static let broughtForwardBytes = ByteLabel.Group(broughtForward)
    private static let carriedForwardBytes = ByteLabel.Group(carriedForward)

    private static let statedBytes = ByteLabel.Group(stated)

    /// "Saldo em 31/07/2025", "Kontostand am 28.02.2025", "Balance as of July 31": a label that ends
    /// in "on", "at", "em" or "am" says a balance at a time, so a time follows it. "Saldo em
    /// rotativo" (a card's revolving balance, a transaction) and "Saldo em aberto da próxima
    /// fatura" (the next bill's) say a balance of something else.
    private static func saysAWhen(_ text: UnsafeBufferPointer<UInt8>, after label: ByteLabel) -> Bool {
        guard let last = label.bytes.split(separator: space).last, timePrepositions.contains(Array(last)) else { return true }
        var start = label.bytes.count
        while start < text.count, text[start] == space { start += 1 }
        guard start < text.count else { return true }
        let end = text[start...].firstIndex(of: space) ?? text.count
        let word = String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
        return word.utf8.first.map(AmountText.isDigit) == true || MonthNames.month(folded: word) != nil || periodEnds.contains(word)
    }

    private static let timePrepositions: Set<[UInt8]> = Set(
        [
            "on", "at", "of", "am", "vom", "au", "em", "al", "el", "k", "la", "στισ", "στις", "на", "per", "pada", "ke", "le",
        ].map { Array($0.utf8) })
    /// "Balance at end of period", "saldo al cierre": a time said in words.
    private static let periodEnds: Set<String> = [
        "end", "close", "closing", "start", "beginning", "opening", "the", "this", "fim", "final", "inicio", "fin", "debut",
        "ende", "beginn", "cierre", "corte", "fecha", "data", "date", "datum",
    ]
    private static let statedAnywhereBytes = statedAnywhere.map(ByteLabel.init)
    private static let zeroBytes = ByteLabel.Group(zero)

    /// Stated balances that print no amount: the balance is zero ("SOLDE NUL" opens a new account).
    public static let zero = ["solde nul", "saldo cero", "saldo nulo", "saldo zero", "nil balance"]
    /// Stated-balance labels that say what they are wherever the line puts them ("Réf : 009
    /// SOLDE CREDITEUR AU 03/10/2012   926,30"): no sentence says "solde créditeur au".
    /// "EURO … SALDO A NUESTRO FAVOR   SALDO A SU FAVOR" over the figure: whose favour a balance is
    /// in is said of a balance only.
    static let statedAnywhere = [
        "solde crediteur au", "solde debiteur au", "saldo a su favor", "saldo a nuestro favor", "saldo a seu favor", "saldo a nosso favor",
    ]

    /// Whether `folded` (a line's folded words) states a zero balance by its label alone.
    public static func isZeroBalance(_ folded: String) -> Bool {
        zero.contains { folded == $0 || folded.hasPrefix($0 + " ") }
    }
}
