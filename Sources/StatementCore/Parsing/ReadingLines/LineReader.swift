/// Reads lines into dates, amounts and descriptions with the statement's decimal mark.
public struct LineReader: Sendable {
    public var decimalMark: DecimalMark
    public var minorDigits: Int
    /// The statement prints every amount without decimals ("12,500", "850") though its currency
    /// has a minor unit: whole numbers are amounts without a mark too.
    public var wholeAmounts = false
    /// Where the table's money columns are across the page: a whole number printed in one of them
    /// ("1,250" among "3,250.00") is a round amount that dropped its decimals.
    var wholeAmountColumns: [ClosedRange<Double>] = []
    /// Where a column of other cells stands (a card number, a date) whose empty cell is printed
    /// "-": a sign standing alone there belongs to that column, not to the amount after it.
    var signlessColumns: [ClosedRange<Double>] = []
    /// Where a header's value date column stands: a yearless date there ("04.03") is the value
    /// date, though it reads as a figure too.
    var valueDateColumns: [ClosedRange<Double>] = []
    /// Where the dated rows print their money before their description (`MoneyBeforeText`): an
    /// undated line's figures before its label are read there only. None until the rows are read.
    var moneyBeforeTextColumns: [ClosedRange<Double>] = []

    /// Marks printed as their own word beside an amount, after it or, in a column of their own,
    /// before it. "C" and "D" are how Brazilian and Portuguese statements mark credits and debits
    /// ("45,90 D", "1.234,56 C"), as German ones use "H" (Haben) and "S" (Soll) and Dutch ones
    /// "Bij" (on) and "Af" (off).
    static let markWords: [String: AmountMark] = [
        "CR": .credit, "Cr": .credit, "cr": .credit, "H": .credit, "C": .credit, "+": .credit,
        "DR": .debit, "Dr": .debit, "dr": .debit, "D": .debit, "S": .debit, "-": .minus, "−": .minus, "–": .minus,
        // Indonesian statements mark debits "DB".
        "DB": .debit, "Db": .debit,
        "Bij": .credit, "BIJ": .credit, "Af": .debit, "AF": .debit,
    ]

    /// A mark word that may stand in a sign column before the amount: a word of letters ("Af",
    /// "DR"). A sign ("-", "+") before an amount is the amount's own, which `amount` reads.
    static func leadingMark(_ text: String) -> AmountMark? {
        guard let mark = markWords[text], text.utf8.allSatisfy({ $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }) else { return nil }
        return mark
    }
    /// Currency signs and codes printed as their own word beside an amount ("1 234,56 Kč", "R$ 12,00").
    static let symbols: Set<String> = Set(
        [
            "$", "¥", "S$", "US$", "R$", "A$", "C$", "HK$", "EUR", "USD", "GBP", "SGD", "₹", "Rp", "RM",
            "CHF", "Fr.", "kr.", "руб.", "р.", "₱", "บาท", "Kr", "KR", "TL", "R", "Rs", "Rs.",
        ] + AmountText.currencySuffixes)
    /// A minus printed as its own word: hyphen, minus sign or en dash.
    static func isMinus(_ text: String) -> Bool {
        let utf8 = text.utf8
        switch utf8.count {
        case 1: return utf8.first == UInt8(ascii: "-")
        case 3: return utf8.elementsEqual("−".utf8) || utf8.elementsEqual("–".utf8)
        default: return false
        }
    }

    /// The first character of a numeric date that is no digit: "/" in "02/04", "-" in "02-04".
    static func separator(_ text: String) -> Character? {
        text.first { !$0.isASCIIDigit }
    }

    static func isPlus(_ text: String) -> Bool { text.utf8.count == 1 && text.utf8.first == UInt8(ascii: "+") }

    public init(decimalMark: DecimalMark, minorDigits: Int) {
        self.decimalMark = decimalMark
        self.minorDigits = minorDigits
    }

    /// The line as printed, or, where it prints its money before its description or its date
    /// after it (`LineReader+Cells`), as it reads with those cells where a row has them.
    public func read(_ line: TextLine) -> LineReading {
        let printed = readInPrintedOrder(line)
        // "12,450.00   Opening balance", "1,599.75   2,174.50   Total": a label printed after
        // its figures, where the money stands before the description.
        if printed.date == nil, printed.amounts.isEmpty { return figuresBeforeLabel(line) ?? printed }
        // Most lines read as printed: a row.
        guard printed.date == nil || printed.amounts.isEmpty else { return printed }
        let moved =
            printed.date != nil
            ? movingMoneyAfterText(line, dateWords: printed.dateWords)
            : printed.amounts.first.flatMap { movingDatesFirst(line, moneyStart: $0.words.lowerBound) }
        guard let moved else { return printed }
        let again = readInPrintedOrder(moved)
        return again.date != nil && !again.amounts.isEmpty ? again : printed
    }

    func readInPrintedOrder(_ line: TextLine) -> LineReading {
        let texts = line.words.lazy.map(\.text)
        var date: PrintedDate?
        var valueDate: PrintedDate?
        var dateWords = 0
        var skipped = 0
        // A date's words stand a word space apart: "18 Dec  3107" ends at the card-number column.
        func cell(from start: Int) -> LazyMapSequence<Slice<LineWords>, String> {
            let end = (start + 1..<min(line.words.count, start + 4)).first { AccountLine.opensCell(line.words, at: $0) }
            return texts[start..<(end ?? line.words.count)]
        }
        var leading = DateText.leading(cell(from: 0))
        // "1  02/04/2025  02/04/2025  UPI/…": a serial-number column before the dates.
        if leading == nil, let first = line.words.first?.text.utf8, first.count <= 4, first.allSatisfy(AmountText.isDigit),
            line.words.count > 2, let dated = DateText.leading(cell(from: 1))
        {
            leading = dated
            skipped = 1
        }
        // "TX40211  03/03/2025  …", "14:32  03/03/2025  …": a code or time in a cell before the date.
        if leading == nil, case let used = LineReader.leadingCellWords(line.words), used > 0, let dated = DateText.leading(cell(from: used)) {
            leading = dated
            skipped = used
        }
        // "03.02./03.02.": the booking and value dates printed as one word (Postbank and others).
        if leading == nil, let (booked, value) = LineReader.gluedDates(line.words.first?.text) {
            leading = (booked, 1)
            valueDate = value
        }
        if let (first, used) = leading {
            date = first
            dateWords = skipped + used
            // "15/05/2025  03/10  PORTATIL": an instalment marker, not a value date.
            // "02-04  12.07  221.78": a value date is printed as its booking date is; a number
            // written otherwise is the row's money, not a date.
            if dateWords < line.words.count, let (second, more) = DateText.leading(cell(from: dateWords)), second.isValueDate(of: first),
                LineReader.separator(line.words[dateWords - used].text) == LineReader.separator(line.words[dateWords].text)
                    || used > 1 || more > 1
            {
                valueDate = second
                dateWords += more
            }
        }
        // "03/03/2025 14:32": the time of day in the date's cell.
        if date != nil { dateWords += LineReader.timeWords(line.words, at: dateWords) }
        var amounts = trailingAmounts(line.words, from: dateWords)
        // "… 12,365.80   04/03/2025": a value date or code printed after the money.
        if amounts.isEmpty, date != nil, let (before, printedValueDate) = amountsBeforeTrailingCells(line.words, from: dateWords) {
            amounts = before
            valueDate = valueDate ?? printedValueDate
        }
        // "100.00   30.01.   1,929.25": a value date in a column between the amount and the balance.
        if date != nil, let first = amounts.first,
            let (before, between) = amountsBeforeDateCell(line.words, from: dateWords, end: first.words.lowerBound)
        {
            amounts = before + amounts
            valueDate = valueDate ?? between
        }
        if let date, valueDate == nil, !valueDateColumns.isEmpty, let (before, printed) = amountsBeforeValueDateColumn(line.words, amounts, of: date)
        {
            amounts = before
            valueDate = printed
        }
        let end = max(dateWords, amounts.first?.words.lowerBound ?? line.words.count)
        // One pass folds the whole line; the description is the part between the dates and amounts.
        var folded: [UInt8] = []
        folded.reserveCapacity(line.words.reduce(0) { $0 + $1.text.utf8.count + 1 })
        var descriptionBytes = 0..<0
        for (index, word) in line.words.enumerated() {
            if index == dateWords { descriptionBytes = folded.count..<folded.count }
            let before = folded.count
            if before > 0 { folded.append(0x20) }
            TextFolding.appendNormalised(word.text, to: &folded)
            // A word that folds to nothing leaves no space behind ("I alt": the "i" stays).
            if before > 0, folded.count == before + 1 { folded.removeLast() }
            if index < end, index >= dateWords { descriptionBytes = descriptionBytes.lowerBound..<folded.count }
        }
        var description = folded[descriptionBytes]
        if description.first == 0x20 { description = description.dropFirst() }
        let summary =
            date != nil
            ? description.withUnsafeBufferPointer { SummaryLabels.kind(of: $0, anywhere: false) }
            : folded.withUnsafeBufferPointer { SummaryLabels.kind(of: $0, anywhere: true) }
        // Folding writes valid UTF-8, and the description starts and ends at word boundaries.
        let reading = LineReading(
            line: line, date: date, valueDate: valueDate, dateWords: dateWords, amounts: amounts,
            foldedDescriptionBytes: description.startIndex..<description.endIndex,
            foldedText: String(decoding: folded, as: UTF8.self), summary: summary)
        // A line the verification reads as a total of rows checks them: it is a summary to the
        // table reader too, whatever words it says it in, and never a row's detail.
        guard summary == nil, date == nil, PrintedFigureFinder.readsTotal(reading) else { return reading }
        return LineReading(
            line: line, date: date, valueDate: valueDate, dateWords: dateWords, amounts: amounts,
            foldedDescriptionBytes: description.startIndex..<description.endIndex,
            foldedText: reading.foldedText, summary: .total)
    }

    /// A booking date and its value date glued by a slash ("03.02./03.02.", "03.02.2025/04.02.2025").
    /// Both halves must be whole dates with a day and a month, and the second near the first, so a
    /// numeric date's own slashes ("03/02/2025") never split.
    static func gluedDates(_ word: String?) -> (PrintedDate, PrintedDate)? {
        // Checked on the first word of every undated line: bytes first, the date reader only after.
        guard let word, (9...23).contains(word.utf8.count), let lead = word.utf8.first, AmountText.isDigit(lead),
            word.utf8.lazy.filter({ $0 == UInt8(ascii: "/") }).count == 1, let slash = word.firstIndex(of: "/"),
            let booked = DateText.parse(String(word[..<slash])),
            let value = DateText.parse(String(word[word.index(after: slash)...])),
            value.isValueDate(of: booked)
        else { return nil }
        return (booked, value)
    }

    /// The amounts that end a line, read right to left, with their marks and currency symbols.
    /// `end`: where the words read end, when cells the amounts do not take follow them.
    public func trailingAmounts(_ words: LineWords, from start: Int, upTo end: Int? = nil) -> [AmountToken] {
        var tokens: [AmountToken] = []
        var index = (end ?? words.count) - 1
        var pendingMark: AmountMark?
        var pendingEnd: Int?
        while index >= start {
            let text = words[index].text
            // Symbols, codes and marks are short: four bytes, or up to nine in another script
            // ("грн", "บาท"); longer words skip the lookups.
            // None of them holds a digit: a word opening with one (every amount) skips them too.
            let length = text.utf8.count, lead = text.utf8.first ?? 0
            let short = !AmountText.isDigit(lead) && (length <= 4 || (length <= 9 && lead >= 0x80))
            if short && (AmountText.currencyCodes.contains(text) || LineReader.symbols.contains(text)) {
                index -= 1
                continue
            }
            if short, let mark = LineReader.markWords[text], pendingMark == nil, index > start {
                pendingMark = mark
                pendingEnd = index
                index -= 1
                continue
            }
            var found = amount(words, at: index, from: start)
            if found == nil, let whole = wholeAmount(words, at: index, markedBy: pendingMark) {
                // "GROCER 3112   CR   48.65": a number a column's gap before a mark, which only the
                // mark makes an amount, is the description's, and the mark the next amount's.
                let descriptionsNumber =
                    pendingEnd.map { end in
                        tokens.first?.mark == AmountMark.none && LineReader.isCellGap(words[index], words[end])
                            && wholeAmount(words, at: index, markedBy: nil) == nil
                    } ?? false
                if !descriptionsNumber { found = whole }
            }
            guard var token = found else {
                // A mark with no amount before it stands before the amount after it ("Af  30,00").
                if let pendingEnd { index = pendingEnd }
                break
            }
            if let pendingMark, token.mark == .none {
                token.mark = pendingMark
                token.words = token.words.lowerBound..<(pendingEnd! + 1)
            }
            pendingMark = nil
            pendingEnd = nil
            tokens.insert(token, at: 0)
            index = token.words.lowerBound - 1
        }
        // The mark stands in a column of its own, apart from the description before it: "… bij" in
        // running text is a word, not a sign.
        if index >= start, var first = tokens.first, first.mark == .none, let mark = LineReader.leadingMark(words[index].text),
            index == start || words[index].x0 - words[index - 1].x1 > 2 * max(words[index].fontSize, 4)
        {
            first.mark = mark
            first.words = index..<first.words.upperBound
            tokens[0] = first
        }
        return tokens
    }

    /// "90,350 CR", "1 200 DR": a statement printing its amounts with decimals may drop them from a
    /// round one. A whole number is an amount only with a credit or debit mark after it: bare,
    /// it is a reference, a year or a count.
    func wholeAmount(_ words: LineWords, at index: Int, markedBy mark: AmountMark?) -> AmountToken? {
        let word = words[index]
        guard minorDigits > 0,
            wholeAmounts || mark == .credit || mark == .debit
                || wholeAmountColumns.contains(where: { word.x1 > $0.lowerBound && word.x0 < $0.upperBound })
        else { return nil }
        guard var (whole, ownMark) = AmountText.parse(word.text, decimalMark: decimalMark, minorDigits: 0) else { return nil }
        // "130624679" under a money column: a round amount of millions that dropped its decimals
        // still prints its thousands; seven bare digits or more are a document's number.
        if !wholeAmounts, mark != .credit, mark != .debit, LineReader.isLongBareNumber(word.text) { return nil }
        var first = index
        // "12 500 Ft": thousands grouped by a space, so the PDF gives two words.
        if index > 0, word.text.utf8.count == 3, let merged = spaceGrouped(words, before: index, minorDigits: 0) {
            (whole, ownMark) = merged
            first = index - 1
        }
        var magnitude = whole
        for _ in 0..<minorDigits {
            let (scaled, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = scaled
        }
        return AmountToken(magnitude: magnitude, mark: ownMark, x0: words[first].x0, x1: word.x1, words: first..<(index + 1))
    }

    /// Seven digits or more and nothing else: a reference or document number, not a sum of money.
    static func isLongBareNumber(_ text: String) -> Bool {
        text.utf8.count >= 7 && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// The amount word `index` makes with the word before it when that word is one to three
    /// digits set a space apart ("12 500"), as `amount` merges "1 234,56".
    func spaceGrouped(_ words: LineWords, before index: Int, minorDigits: Int) -> (magnitude: Int64, mark: AmountMark)? {
        let word = words[index], previous = words[index - 1]
        // "-12 500": the minus on the thousands.
        let group = previous.text.first == "-" ? previous.text.dropFirst() : Substring(previous.text)
        guard word.x0 - previous.x1 < 0.6 * max(word.fontSize, 4), !group.isEmpty, group.utf8.count <= 3,
            group.utf8.allSatisfy(AmountText.isDigit)
        else { return nil }
        return AmountText.parse(previous.text + " " + word.text, decimalMark: decimalMark, minorDigits: minorDigits)
    }

    /// "1", "-1", "R18": the first group of an amount whose thousands are set apart by a space,
    /// with the amount's sign or currency before it.
    static func isLeadingGroup(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "−" { digits = digits.dropFirst() }
        if let prefix = AmountText.currencyPrefixes.first(where: { digits.hasPrefix($0) }) { digits = digits.dropFirst(prefix.count) }
        return (1...3).contains(digits.count) && digits.allSatisfy(\.isASCIIDigit)
    }

    /// "84.20 -      12,365.80": a sign set right after a figure and a column's width before the
    /// next stands in a sign column, and marks the figure before it.
    static func marksTheAmountBefore(_ words: LineWords, sign: Int) -> Bool {
        guard sign > 0, sign + 1 < words.count, words[sign - 1].text.utf8.last.map(AmountText.isDigit) == true else { return false }
        return words[sign].x0 - words[sign - 1].x1 < words[sign + 1].x0 - words[sign].x1 && isCellGap(words[sign], words[sign + 1])
    }

    private func isInSignlessColumn(_ word: TextWord) -> Bool {
        signlessColumns.contains { word.x1 > $0.lowerBound && word.x0 < $0.upperBound }
    }

    /// An amount ending at word `index`, taking in a close prefix ("$", "-", "1 234,56", "702 .10").
    func amount(_ words: LineWords, at index: Int, from start: Int) -> AmountToken? {
        let word = words[index]
        guard let (magnitude, mark) = AmountText.parse(word.text, decimalMark: decimalMark, minorDigits: minorDigits) else {
            return nil
        }
        var token = AmountToken(magnitude: magnitude, mark: mark, x0: word.x0, x1: word.x1, words: index..<(index + 1))
        guard index > start else { return token }
        let previous = words[index - 1]
        // One space apart: in a monospaced font (Courier) a space is 0.6 of the font size itself.
        let tight = word.x0 - previous.x1 < 0.65 * max(word.fontSize, 4)
        // "10 262,08", and "-1 120,50" or "R18 711,50" with its sign or currency on the thousands.
        if tight, LineReader.isLeadingGroup(previous.text),
            let merged = AmountText.parse(previous.text + " " + word.text, decimalMark: decimalMark, minorDigits: minorDigits)
        {
            token = AmountToken(magnitude: merged.magnitude, mark: merged.mark, x0: previous.x0, x1: word.x1, words: (index - 1)..<(index + 1))
            // "EUR 2 540,00": the currency before the thousands is the amount's, as before "-48,65".
            if index - 2 >= start, LineReader.symbols.contains(words[index - 2].text),
                !AmountText.currencyPrefixes.contains(where: previous.text.hasPrefix)
            {
                token.x0 = words[index - 2].x0
                token.words = (index - 2)..<(index + 1)
            }
        } else if tight, let first = word.text.first, first == decimalMark.character, previous.text.allSatisfy(\.isASCIIDigit),
            let merged = AmountText.parse(previous.text + word.text, decimalMark: decimalMark, minorDigits: minorDigits)
        {
            token = AmountToken(magnitude: merged.magnitude, mark: merged.mark, x0: previous.x0, x1: word.x1, words: (index - 1)..<(index + 1))
        } else if previous.text.utf8.first.map(AmountText.isDigit) == true {
            // A figure before the amount: no sign, currency or mark, which hold no digit.
        } else if previous.text.utf8.count <= 9, let sign = previous.text.first, LineReader.isMinus(String(sign)),
            LineReader.symbols.contains(String(previous.text.dropFirst()))
        {
            // "−R$ 813,18": the minus printed on the currency sign.
            token.mark = .minus
            token.x0 = previous.x0
            token.words = (index - 1)..<(index + 1)
        } else if previous.text.utf8.count <= 9,
            (LineReader.isMinus(previous.text) || LineReader.isPlus(previous.text)) && !LineReader.marksTheAmountBefore(words, sign: index - 1)
                && !isInSignlessColumn(previous)
                // "Payment from YOUNG RM   £800.00": an amount that carries its own sign takes no second one.
                || LineReader.symbols.contains(previous.text) && !AmountText.currencyPrefixes.contains(where: word.text.hasPrefix)
        {
            if LineReader.isMinus(previous.text) { token.mark = .minus }
            if LineReader.isPlus(previous.text), token.mark == .none { token.mark = .credit }
            token.x0 = previous.x0
            token.words = (index - 1)..<(index + 1)
            if index - 2 >= start, LineReader.isMinus(words[index - 2].text), !isInSignlessColumn(words[index - 2]) {
                token.mark = .minus
                token.words = (index - 2)..<(index + 1)
            }
        }
        return token
    }
}
