/// Finds the statement's period, statement date, account and institution on its first pages.
public struct FactFinder: Sendable {
    public var order: DateOrder

    static let periodWords: Set<String> = [
        "to", "bis", "al", "au", "a", "até", "ate", "-", "–", "hasta", "through", "thru", "until", "til", "do", "по", "до",
        "έως", "εως", "sampai", "hingga", "s/d", "đến", "ถึง", "~", "până", "pana", "tot", "t/m",
    ]
    /// Words that say a line prints the statement's period, contained in its folded text.
    static let periodLabels = [
        "period", "zeitraum", "obdobi", "idoszak", "perioada", "περιοδοσ", "период", "період", "tempoh", "jakso", "기간",
        "ระยะเวลา", "ky sao ke", "tu ngay",
    ]
    static let statementDateLabels = [
        "statement date", "fecha de emision", "fecha del extracto", "fecha de corte", "date of statement",
        "statement closing date", "closing date", "auszugsdatum", "erstellt am", "date d arrete", "data de emissao",
        "data do extrato", "issue date", "fecha extracto",
    ]
    static let accountLabels = [
        // "Account ending in 4417": the last four of a card or account, before the bare "account".
        "ending in", "ending with", "terminada en", "terminado en", "terminado em", "terminada em", "finissant par",
        "se terminant par", "endend auf", "endet auf", "endet mit", "che termina con", "eindigend op",
        "account number", "account no", "acct no", "a c no", "kontonummer", "iban", "numero de cuenta",
        "n de cuenta", "cuenta", "numero de compte", "compte", "conta", "card number", "numero de tarjeta",
        "numero do cartao", "numero de carte", "kartennummer", "numero della carta", "kaartnummer",
        "account", "konto", "cislo uctu", "ucet", "szamlaszam", "λογαριασμοσ", "счет", "рахунок", "rekening",
        "akaun", "tai khoan", "계좌번호", "เลขที่บัญชี", "tilinumero", "kontonr",
    ]
    private static let spacedAccountLabels = accountLabels.map { " " + $0 }
    private static let spacedAccountByteLabels = spacedAccountLabels.map(ByteLabel.init)
    private static let accountByteLabels = accountLabels.map(ByteLabel.init)
    private static let periodPhrases = FoldedPhrases(periodLabels)
    private static let statementDatePhrases = FoldedPhrases(statementDateLabels)

    static func periodLabel(in folded: String) -> String? { periodPhrases.first(in: folded) }
    static let plainDateWords: Set<String> = ["datum", "datum:"]

    public func find(in lines: [TextLine]) -> StatementFacts {
        var facts = StatementFacts()
        for (index, line) in lines.enumerated() {
            let folded = TextFolding.normalised(line.text)
            let dates = datesIn(line)
            if facts.period == nil { facts.period = period(on: line, folded: folded, dates: dates) }
            if facts.statementDate == nil,
                let label = FactFinder.statementDatePhrases.first(in: folded)
            {
                facts.statementDate = dateAfter(label: label, line: line, dates: dates, next: lines[safe: index + 1])
            }
            // A line opening with a date is a row ("30 Apr TRANSFER TO SAVINGS ACC 70442187"): the
            // account its text names is another one, never the statement's.
            if facts.account == nil, dates.first?.start != 0, let label = FactFinder.accountLabel(inFolded: folded) {
                let printed = FactFinder.printedAccount(after: label, on: line)
                facts.account = printed.map { Statement.mask(account: $0.number) }
                facts.accountNumber = printed?.number
                if printed != nil { (facts.accountPage, facts.accountLine) = (line.page, line.number) }
            }
        }
        if facts.period == nil { facts.period = billMonthPeriod(in: lines) ?? yearlessPeriod(in: lines, statementDate: facts.statementDate) }
        facts.billDate = billDate(in: lines)
        facts.bankCode = BankCodeFinder.find(in: Array(lines.prefix { datesIn($0).first?.start != 0 }))
        facts.institution = InstitutionFinder.find(onFirstPage: lines.filter { $0.page == lines.first?.page })
        if facts.account == nil, let card = lines.lazy.compactMap(FactFinder.cardNumber).first {
            facts.account = Statement.mask(account: card)
            facts.accountNumber = card
        }
        // "Datum 28.02.2025" in a letterhead: the plain word, right before a dated year, when no
        // better label says which date the statement has.
        if facts.statementDate == nil {
            facts.statementDate =
                lines.lazy.compactMap { line -> LocalDate? in
                    guard let at = line.words.firstIndex(where: { FactFinder.plainDateWords.contains($0.text.lowercased()) }),
                        let span = self.datesIn(line).first(where: { $0.start == at + 1 })
                    else { return nil }
                    return span.date.resolve(order: self.order, near: nil)
                }.first
        }
        return facts
    }

    /// The period `line` prints ("Statement period 01/02/2025 to 28/02/2025"), if it prints one.
    func period(on line: TextLine) -> DateRange? {
        period(on: line, folded: TextFolding.normalised(line.text), dates: datesIn(line))
    }

    private func period(on line: TextLine, folded: String, dates: [DateSpan]) -> DateRange? {
        if dates.count >= 2, let first = dates[0].date.resolve(order: order, near: nil),
            let second = dates[1].date.resolve(order: order, near: nil), first <= second,
            line.words[dates[0].end..<dates[1].start].contains(where: { FactFinder.periodWords.contains($0.text.lowercased()) })
                || FactFinder.periodLabel(in: folded) != nil
        {
            return DateRange(start: first, end: second)
        }
        return dates.isEmpty ? nil : sharedYearPeriod(line, folded: folded)
    }

    /// "01 February to 28 February 2025", "du 1er au 28 février 2025": the start prints no year
    /// of its own and shares the end's (the year before, when its month comes later).
    private func sharedYearPeriod(_ line: TextLine, folded: String) -> DateRange? {
        let spans = datesIn(line, yearless: true)
        for (start, end) in zip(spans, spans.dropFirst()) where start.date.year == nil && end.date.year != nil {
            guard
                line.words[start.end..<end.start].contains(where: { FactFinder.periodWords.contains($0.text.lowercased()) })
                    || FactFinder.periodLabel(in: folded) != nil,
                let last = end.date.resolve(order: order, near: nil)
            else { continue }
            guard let from = placed(start.date, notAfter: last) else { continue }
            return DateRange(start: from, end: last)
        }
        return nil
    }

    /// "Período vigente: 29 JUN a 30 JUL" on a bill dated "30 JUL 2025": a labelled period that
    /// prints no year ends on or before the statement's date (or, with none read, the latest full
    /// date printed), in that date's year or the year before.
    private func yearlessPeriod(in lines: [TextLine], statementDate: LocalDate?) -> DateRange? {
        guard
            let (first, last) = lines.lazy.filter({ FactFinder.periodLabel(in: TextFolding.normalised($0.text)) != nil })
                .compactMap(yearlessPeriod).first,
            let reference = statementDate
                ?? lines.prefix(400).flatMap({ line in datesIn(line).compactMap { $0.date.resolve(order: order, near: nil) } }).max(),
            let end = placed(last, notAfter: reference), let start = placed(first, notAfter: end)
        else { return nil }
        return DateRange(start: start, end: end)
    }

    /// `date` in `limit`'s year, or in the year before when that would fall after `limit`: where a
    /// yearless date printed no later than a dated one lands.
    func placed(_ date: PrintedDate, notAfter limit: LocalDate) -> LocalDate? {
        var date = date
        date.year = limit.year
        guard let same = date.resolve(order: order, near: nil) else { return nil }
        guard same > limit else { return same }
        date.year = limit.year - 1
        return date.resolve(order: order, near: nil)
    }

    struct DateSpan { var date: PrintedDate; var start: Int; var end: Int }

    func datesIn(_ line: TextLine, yearless: Bool = false) -> [DateSpan] {
        var spans: [DateSpan] = []
        let texts = line.words.map(\.text)
        var index = 0
        while index < texts.count {
            if texts[index].contains(where: \.isASCIIDigit) || MonthNames.month(texts[index]) != nil,
                let (date, found) = DateText.leading(Array(texts[index...])), yearless || date.year != nil
            {
                // "1 March 2025 - 31 March 2025": the dash between two dates is the period's, not the first date's.
                let used = found > 1 && texts[index + found - 1].allSatisfy({ "-–/.".contains($0) }) ? found - 1 : found
                spans.append(DateSpan(date: date, start: index, end: index + used))
                index += used
            } else {
                index += 1
            }
        }
        return spans
    }

    private func dateAfter(label: String, line: TextLine, dates: [DateSpan], next: TextLine?) -> LocalDate? {
        let labelWords = label.split(separator: " ").count
        let folded = line.words.map { TextFolding.normalised($0.text) }
        guard let start = (0..<folded.count).first(where: { folded[$0...].joined(separator: " ").hasPrefix(label) }) else { return nil }
        let labelEnd = min(start + labelWords, line.words.count)
        if let span = dates.first(where: { $0.start >= labelEnd }) { return span.date.resolve(order: order, near: nil) }
        // The value printed under its label, as in a summary box.
        guard let next else { return nil }
        let x0 = line.words[start].x0, x1 = line.words[labelEnd - 1].x1
        return datesIn(next).first { span in
            let words = next.words[span.start..<span.end]
            guard let first = words.first, let last = words.last else { return false }
            return first.x0 < x1 + 20 && last.x1 > x0 - 20
        }?.date.resolve(order: order, near: nil)
    }

    /// The first account label a line prints, folded.
    static func accountLabel(inFolded folded: String) -> String? {
        // Asked of every line holding a digit: on ASCII text the bytes decide, as in `FoldedPhrases`.
        var bytes = folded
        return bytes.withUTF8 { text in
            let held = ByteLabel.Mask(text)
            let ascii = text.isAllASCII
            return FactFinder.accountLabels.indices.first { index in
                let spaced = FactFinder.spacedAccountByteLabels[index]
                // On ASCII text a byte prefix is a character prefix: no `hasPrefix` per label.
                return (ascii ? FactFinder.accountByteLabels[index].isPrefix(of: text) : folded.hasPrefix(FactFinder.accountLabels[index]))
                    || (ascii
                        ? held.covers(spaced.mask) && spaced.isContained(in: text)
                        : folded.contains(FactFinder.spacedAccountLabels[index]))
            }.map { FactFinder.accountLabels[$0] }
        }
    }

    /// The account number printed after `label`, unmasked, with the word index where the label
    /// starts and of the number's last word; nil unless it has four digits or more.
    static func printedAccount(after label: String, on line: TextLine) -> (labelStart: Int, numberEnd: Int, number: String)? {
        let folded = line.words.map { TextFolding.normalised($0.text) }
        let labelWords = label.split(separator: " ").count
        guard let start = (0..<folded.count).first(where: { folded[$0...].joined(separator: " ").hasPrefix(label) }) else { return nil }
        return printedAccount(from: start, labelWords: labelWords, on: line)
    }

    /// The account number printed after the word at `index` (a number sign).
    static func printedAccount(afterWord index: Int, on line: TextLine) -> (labelStart: Int, numberEnd: Int, number: String)? {
        printedAccount(from: index, labelWords: 1, on: line)
    }

    private static func printedAccount(from start: Int, labelWords: Int, on line: TextLine) -> (labelStart: Int, numberEnd: Int, number: String)? {
        var number = ""
        var end = start
        for (index, word) in line.words.enumerated().dropFirst(start + labelWords) {
            let text = String(word.text.drop { ":#.".contains($0) }.reversed().drop { ":#.".contains($0) }.reversed())
            if text.isEmpty || (text == "/" && number.isEmpty) { continue }
            guard FactFinder.isAccountPiece(text) else { break }
            number += text
            end = index
        }
        let digits = number.filter(\.isASCIIDigit)
        return digits.count >= 4 ? (start, end, number) : nil
    }

    /// Digits, masks (X, *), dashes and the capitals of an IBAN's country code.
    static func isAccountPiece(_ text: String) -> Bool {
        let allowed = text.allSatisfy { character in
            character.isASCIIDigit || character == "X" || character == "x" || character == "*" || character == "-"
                || (character.isUppercase && character.isASCII)
        }
        let hasDigitOrMask = text.contains { $0.isASCIIDigit || $0 == "*" } || text.allSatisfy { $0 == "X" }
        return allowed && hasDigitOrMask
    }

    /// A card number as printed ("4000-1234-5678-3107", "XXXX XXXX XXXX 3107"), unmasked.
    static func cardNumber(_ line: TextLine) -> String? {
        for word in line.words {
            let groups = word.text.split(whereSeparator: { $0 == "-" || $0 == " " })
            if groups.count == 4, groups.allSatisfy({ $0.count == 4 }), groups.last?.allSatisfy(\.isASCIIDigit) == true {
                return word.text
            }
        }
        return nil
    }
}

extension RandomAccessCollection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}
