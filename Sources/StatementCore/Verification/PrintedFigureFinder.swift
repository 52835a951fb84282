/// Finds the totals and counts a statement prints outside its rows: "Total deposits 1,234.00",
/// "Withdrawals and other debits (79) -$5,578.80", "Summe Soll/Haben", "Number of transactions 31",
/// "There were 3 deposits". Balances are BalanceFinder's.
public struct PrintedFigureFinder: Sendable {
    public var kind: AccountKind

    public init(kind: AccountKind) {
        self.kind = kind
    }

    /// What a word says a total or count is of. `general` words (deposits, debits, money out)
    /// cover every row of their direction; the others (fees, checks, purchases) only a section.
    struct Thing { var direction: SectionHeadings.Direction?; var general: Bool }

    static let inWords: Set<String> = [
        "deposits", "deposit", "credits", "additions", "abonos", "ingresos", "haben", "gutschriften", "eingange",
        "versements", "entradas", "creditos", "depositos", "receipts", "lodgements", "zahlungseingange",
    ]
    static let outWords: Set<String> = [
        "withdrawals", "debits", "subtractions", "cargos", "retiros", "debitos", "soll", "belastungen", "lastschriften",
        "ausgange", "prelevements", "saidas", "debit", "zahlungsausgange",
    ]
    static let specificOutWords: Set<String> = [
        "checks", "cheques", "purchases", "charges", "fees", "interest", "compras", "frais", "advances", "comisiones",
        // A card bill's sections in the languages its subtotals are printed in ("Summe Gebühren",
        // "Total intérêts", "Subtotal juros", "Totale interessi", "Subtotaal aankopen").
        "gebuhren", "entgelte", "zinsen", "interets", "achats", "intereses", "juros", "tarifas", "encargos", "interessi",
        "commissioni", "acquisti", "aankopen", "kosten",
    ]
    static let specificInWords: Set<String> = ["refunds", "interest earned"]
    static let allWords: Set<String> = [
        "transactions", "movements", "movimientos", "buchungen", "umsatze", "operations", "mouvements", "lancamentos", "entries",
    ]
    static let totalWords: Set<String> = [
        "total", "totals", "summe", "subtotal", "gesamt", "totales", "sum", "somme", "zwischensumme", "totale", "subtotale", "totaal",
        "subtotaal",
    ]
    static let qualifiers: Set<String> = [
        "electronic", "atm", "card", "debit", "credit", "other", "online", "cash", "direct", "mobile",
        "otros", "otras", "outros", "outras", "autres", "sonstige", "weitere",
    ]

    /// Words a total's label may hold besides its totals and things.
    static let labelFillers: Set<String> = [
        "and", "other", "for", "this", "the", "period", "statement", "month", "paid", "in", "out", "of", "des", "de", "los", "las",
        "der", "und", "et", "e", "y", "money", "made", "received", "all", "your", "new", "electronic", "atm", "card", "debit",
        "credit", "a", "to", "from", "on", "en", "el", "la", "le", "les", "und", "im", "zeitraum", "cycle", "current", "account",
        "operations", "mouvements", "movimientos", "umsatze", "du", "mois", "del", "mes", "total", "amount", "additions",
        "recebidos", "recibidos", "efetuados", "realizados", "charged", "sous", "van", "di", "dei", "do", "da", "dos", "das",
    ]
    static let triggers: Set<String> = totalWords.union(inWords).union(outWords).union(specificOutWords).union(allWords)
        .union([
            "money", "paid", "number", "anzahl", "nombre", "numero", "cantidad", "count", "no", "refunds",
        ]).union(paymentWords)
    /// Payments: money in on a card (the holder paid the card), money out on an account.
    static let paymentWords: Set<String> = ["payments", "pagos", "pagamentos", "zahlungen", "paiements", "pagamenti", "betalingen"]

    /// Column headers over a summary table's counts.
    static let countHeaders: Set<String> = ["instances", "items", "count", "anzahl", "cantidad"]
    static let countLabels = ["number of", "anzahl der", "anzahl", "nombre de", "numero de", "cantidad de", "no of", "count of"]
    /// A total over more than this statement's rows, or not a sum of rows at all.
    static let excluded: Set<String> = [
        "ytd", "year", "limit", "available", "minimum", "due", "rate", "average", "apr", "pending", "previous", "last",
        "balance", "saldo", "solde", "kontostand", "annual", "jahr", "ano", "anual", "overdraft", "cash", "points",
    ]

    public func find(in readings: [LineReading]) -> [PrintedFigure] {
        var figures: [PrintedFigure] = []
        // "CHECKING SUMMARY   INSTANCES   AMOUNT": a summary table whose count column sits
        // between its labels and its amounts, over the lines that have amounts.
        var countColumn: TextWord?
        var linesUnderColumn = 0
        for (index, reading) in readings.enumerated() where reading.date == nil || reading.summary == .total {
            let foldedWords = TextFolding.words(of: reading.foldedText)
            if reading.amounts.isEmpty {
                // The folded words are searched first: most lines name no count header.
                if foldedWords.contains(where: { PrintedFigureFinder.countHeaders.contains(String($0)) }),
                    let column = reading.line.words.first(where: { PrintedFigureFinder.countHeaders.contains(TextFolding.normalised($0.text)) })
                {
                    (countColumn, linesUnderColumn) = (column, 0)
                } else if linesUnderColumn > 0 {
                    countColumn = nil
                }
            } else if countColumn != nil {
                linesUnderColumn += 1
            }
            // Most undated lines are wrapped descriptions: only a line naming a total, a
            // direction or a count is folded word by word.
            guard foldedWords.contains(where: { PrintedFigureFinder.triggers.contains(String($0)) }) else { continue }
            let words = reading.line.words
            let folded = words.map { TextFolding.normalised($0.text) }
            let countWord = countColumn.flatMap { column in
                words.indices.first { index in
                    index < (reading.amounts.first?.words.lowerBound ?? 0) && words[index].text.allSatisfy(\.isASCIIDigit)
                        && words[index].x1 >= column.x0 - column.fontSize && words[index].x0 <= column.x1 + column.fontSize
                }
            }
            if let total = total(reading, folded: folded, countAt: countWord) {
                figures += total
                // "Deposits and Additions   3   $4,975.00": the count of every row of its direction.
                if let countWord, total.count == 1, let first = total.first, !first.sectionOnly, case .total(let direction) = first.kind,
                    let number = Int64(words[countWord].text)
                {
                    figures.append(PrintedFigure(kind: .count(direction), value: number, label: first.label, page: first.page, line: first.line))
                }
            } else if let subtotal = holderSubtotal(reading) {
                figures.append(subtotal)
            } else if reading.amounts.isEmpty, let next = readings[safe: index + 1] {
                figures += totalsInBox(reading, over: next)
            }
            if let count = count(reading, folded: folded) { figures.append(count) }
        }
        return figures
    }

    func thing(_ word: String) -> Thing? {
        if PrintedFigureFinder.inWords.contains(word) { return Thing(direction: .moneyIn, general: true) }
        if PrintedFigureFinder.outWords.contains(word) { return Thing(direction: .moneyOut, general: true) }
        if PrintedFigureFinder.specificOutWords.contains(word) { return Thing(direction: .moneyOut, general: false) }
        if PrintedFigureFinder.specificInWords.contains(word) { return Thing(direction: .moneyIn, general: false) }
        if PrintedFigureFinder.paymentWords.contains(word) {
            return Thing(direction: kind == .card ? .moneyIn : .moneyOut, general: false)
        }
        if PrintedFigureFinder.allWords.contains(word) { return Thing(direction: nil, general: true) }
        return nil
    }

    /// A line that names a direction (or starts with "Total" and names one) and ends with amounts.
    /// `countAt`: the word printed in a count column, which ends the label.
    func total(_ reading: LineReading, folded: [String], countAt: Int? = nil) -> [PrintedFigure]? {
        guard let firstAmount = reading.amounts.first?.words.lowerBound, firstAmount > 0 else { return nil }
        let labelWords = folded[..<firstAmount].flatMap { $0.split(separator: " ").map(String.init) }
        guard !labelWords.contains(where: PrintedFigureFinder.excluded.contains),
            var start = labelWords.firstIndex(where: { PrintedFigureFinder.totalWords.contains($0) || thing($0)?.direction != nil })
        else { return nil }
        // "ATM & Debit Card Withdrawals", "Electronic withdrawals": the qualifier before the
        // direction word belongs to the label and makes it a section's total.
        while start > 0, PrintedFigureFinder.qualifiers.contains(labelWords[start - 1]) { start -= 1 }
        let label = labelWords[start...]
        // A label is a few known words ("Total deposits and other credits for this period (9)"):
        // "direct deposits in the month reach a total of $500.00" is prose.
        guard label.count <= 8,
            label.allSatisfy({ word in
                PrintedFigureFinder.labelFillers.contains(word) || PrintedFigureFinder.totalWords.contains(word) || thing(word) != nil
                    || word.allSatisfy(\.isASCIIDigit)
            })
        else { return nil }
        // "Money in", "Paid out": two words that say one direction.
        // "TOTAL CREDIT": the singular says money in only where no other word names a direction
        // ("Credit card purchases" are money out).
        var things = label.compactMap(thing).filter { $0.direction != nil }
        if things.isEmpty, label.contains("credit") { things.append(Thing(direction: .moneyIn, general: true)) }
        for (first, second) in zip(label, label.dropFirst()) where ["money", "paid", "payments"].contains(first) {
            if second == "in" || second == "received" { things.append(Thing(direction: .moneyIn, general: true)) }
            if second == "out" || second == "made" { things.append(Thing(direction: .moneyOut, general: true)) }
        }
        let directions = things.compactMap(\.direction).reduce(into: [SectionHeadings.Direction]()) { if !$0.contains($1) { $0.append($1) } }
        guard !directions.isEmpty else { return nil }
        let text = printedLabel(reading, from: start, folded: folded, upTo: countAt ?? firstAmount)
        let line = reading.line
        // "Summe Soll/Haben 1.234,56 2.345,67": each direction its amount, in the order printed.
        if directions.count == 2 {
            guard reading.amounts.count == 2 else { return nil }
            return zip(directions, reading.amounts).map { direction, token in
                PrintedFigure(kind: .total(direction), value: token.magnitude, label: text, page: line.page, line: line.number)
            }
        }
        var figure = PrintedFigure(
            kind: .total(directions[0]), value: reading.amounts[0].magnitude,
            label: text, page: line.page, line: line.number)
        // "Withdrawals and other debits" covers every row going out; "Electronic withdrawals" or
        // "Checks paid" only some: the first word after "Total" says which.
        let head = label.first { !PrintedFigureFinder.totalWords.contains($0) && !["of", "the", "des", "der", "de"].contains($0) }
        figure.sectionOnly = !(head.flatMap(thing)?.general ?? false) && !["money", "paid", "credit"].contains(head ?? "")
        return [figure]
    }

    /// "Total for JOHN DOE  62.99", "Subtotal tarjeta ****1234  627,60": one holder's or card's rows.
    private func holderSubtotal(_ reading: LineReading) -> PrintedFigure? {
        var folded = reading.foldedDescription
        guard reading.date == nil, let first = reading.amounts.first else { return nil }
        let line = reading.line
        let words = line.words[reading.descriptionRange].map(\.text)
        if folded.withUTF8(SummaryLabels.isHolderTotal) {
            return PrintedFigure(kind: .subtotal, value: first.magnitude, label: words.joined(separator: " "), page: line.page, line: line.number)
        }
        // "Card Final 1234 - J SMITH   Subtotal deste cartão R$ 1.234,56": the card's heading and
        // its subtotal on one line; the label is the words from "Subtotal" on.
        guard folded.contains("subtotal"),
            let at = words.lastIndex(where: { TextFolding.normalised($0).hasPrefix("subtotal") }), at > 0
        else { return nil }
        var tail = TextFolding.normalised(words[at...].joined(separator: " "))
        guard tail.withUTF8(SummaryLabels.isHolderTotal) else { return nil }
        return PrintedFigure(kind: .subtotal, value: first.magnitude, label: words[at...].joined(separator: " "), page: line.page, line: line.number)
    }

    /// "Number of transactions 31", "31 transactions", "There were 3 deposits", "(9)" after a
    /// direction's label. Only counts of every row or of a direction's rows: "2 checks" says too little.
    private func count(_ reading: LineReading, folded: [String]) -> PrintedFigure? {
        let end = reading.amounts.first?.words.lowerBound ?? folded.count
        guard end > 0 else { return nil }
        let words = folded[..<end].map { $0.split(separator: " ").map(String.init) }
        guard !words.joined().contains(where: PrintedFigureFinder.excluded.contains) else { return nil }
        for (index, printed) in reading.line.words[..<end].enumerated() {
            let digits = printed.text.trimmingPunctuation
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(\.isASCIIDigit), let number = Int64(digits) else { continue }
            let prior = Array(words[..<index].joined())
            var counted: Thing?
            if let noun = prior.last, let named = thing(noun),
                PrintedFigureFinder.countLabels.contains(where: { prior.dropLast().joined(separator: " ").hasSuffix($0) })
            {
                counted = named
            } else if let next = words[safe: index + 1]?.first, let named = thing(next) {
                counted = named
            } else if printed.text.hasPrefix("("), printed.text.hasSuffix(")"),
                // The label's own last words ("other debits (79)"): in running text the number in
                // brackets spells out another ("debits within fourteen (14) days").
                let named = prior.suffix(2).reversed().lazy.compactMap(thing).first(where: { $0.direction != nil })
            {
                counted = named
            }
            guard let counted, counted.general else { continue }
            return PrintedFigure(
                kind: .count(counted.direction), value: number, label: printedLabel(reading, from: 0, folded: folded, upTo: end),
                page: reading.line.page, line: reading.line.number)
        }
        return nil
    }

    /// The printed words from the folded word `start` (of the split label words) to `end`.
    private func printedLabel(_ reading: LineReading, from start: Int, folded: [String], upTo end: Int) -> String {
        // Folding may split a word ("credits(9)"): find the printed word where the label starts.
        var seen = 0, first = 0
        for (index, word) in folded[..<end].enumerated() {
            let parts = word.split(separator: " ").count
            if seen + parts > start { first = index; break }
            seen += parts
        }
        return reading.line.words[first..<end].map(\.text).joined(separator: " ")
    }
}
