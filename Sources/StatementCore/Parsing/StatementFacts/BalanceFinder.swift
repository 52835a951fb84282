/// Finds the opening and closing balances by their labels, on the label's line or under it.
public struct BalanceFinder: Sendable {
    public var reader: LineReader
    public var signs: SignRules
    public var vocabulary: HeaderVocabulary = .standard

    /// The opening and closing balances; a closing found only as a "carried forward" line is
    /// returned apart, as it closes a page, not necessarily the statement.
    /// `stated`: every balance printed at a date ("Your balance on 31 March 2025"), which the
    /// statement's period can tell apart when only one is printed.
    /// `skipping`: label lines read otherwise (an accounts overview's, whose values are per account).
    /// `firstTablePage`: where the transaction table begins. A balance brought forward on a later
    /// page carries a page over, whatever is missing before it: it never opens the statement.
    public func find(
        in readings: [LineReading], skipping: Set<Int> = [],
        firstTablePage: Int? = nil
    ) -> (opening: AmountAt?, closing: AmountAt?, carriedForward: AmountAt?, stated: [AmountAt]) {
        var opening: AmountAt?, closing: AmountAt?, broughtForward: AmountAt?, carriedForward: AmountAt?
        var firstStated: AmountAt?, lastStated: AmountAt?
        var stated: [AmountAt] = []
        // "01/04  SALDO FINAL DISP CREDOR  61.441,67" day after day: a closing label on dated
        // lines that recur is the day's figure; only the last day's closes the statement.
        let dailyClosing = readings.lazy.filter { $0.summary == .closing && $0.date != nil }.prefix(3).count == 3
        var lastDaily: AmountAt?
        for (index, reading) in readings.enumerated() {
            guard let kind = reading.summary, !skipping.contains(index) else { continue }
            if kind == .closing, dailyClosing, reading.date != nil {
                lastDaily = value(in: reading, kind: kind, next: readings[safe: index + 1]) ?? lastDaily
                continue
            }
            guard kind != .total else { continue }
            guard let value = value(in: reading, kind: kind, next: readings[safe: index + 1]) else { continue }
            switch kind {
            case .opening: if opening == nil { opening = value }
            case .closing: if closing == nil { closing = value }
            case .broughtForward:
                if broughtForward == nil, firstTablePage.map({ value.page <= $0 }) ?? true { broughtForward = value }
            case .carriedForward: carriedForward = value
            case .stated:
                // "Balance on 1 March 2025: £410.20    Balance on 31 March 2025: £1,739.45": both on one line.
                var more: AmountAt? = value
                while let next = more {
                    stated.append(next)
                    if firstStated == nil { firstStated = next } else { lastStated = next }
                    more = next.endWord.flatMap { self.value(in: reading, kind: kind, next: nil, from: $0) }
                }
            case .total: break
            }
            // "Opening Balance  Dr Count  Debits  Credits  Closing Bal" over one line of figures.
            if kind == .opening, closing == nil, SummaryLabels.namesClosing(besideOpening: reading.foldedText),
                let under = self.value(in: reading, kind: .closing, next: readings[safe: index + 1])
            {
                closing = under
            }
        }
        if closing == nil, signs.kind == .card { closing = cardClosing(readings, skipping: skipping) }
        // One label for both ends: the first balance stated opens the statement, the last closes it.
        return (opening ?? broughtForward ?? (lastStated == nil ? nil : firstStated), closing ?? lastDaily ?? lastStated, carriedForward, stated)
    }

    public struct AmountAt: Sendable {
        public var minorUnits: Int64
        public var page: Int
        public var line: Int
        /// The label as printed, with whatever stands between it and the amount ("Saldo final",
        /// "Your balance on 31 March 2025:").
        public var label: String = ""
        /// The line that prints the label, for the date a stated balance is at.
        public var labelLine: TextLine?
        /// The word after the amount, when it is on the label's line: another label may follow.
        var endWord: Int?
    }

    /// A card bill's closing under a label only a card's closes with (`SummaryLabels.cardClosing`).
    private func cardClosing(_ readings: [LineReading], skipping: Set<Int>) -> AmountAt? {
        for (index, reading) in readings.enumerated() where !skipping.contains(index) && reading.date == nil {
            guard SummaryLabels.cardClosing.contains(where: { reading.foldedText.hasPrefix($0) }),
                let found = value(in: reading, kind: .closing, next: readings[safe: index + 1], labels: SummaryLabels.cardClosing)
            else { continue }
            return found
        }
        return nil
    }

    func value(
        in reading: LineReading, kind: SummaryLabels.Kind, next: LineReading?, from firstWord: Int = 0, labels given: [String]? = nil
    ) -> AmountAt? {
        if kind == .stated, SummaryLabels.isZeroBalance(reading.foldedText) {
            return AmountAt(minorUnits: 0, page: reading.line.page, line: reading.line.number)
        }
        let words = reading.line.words
        var labels: [String]
        switch kind {
        case .opening: labels = SummaryLabels.opening
        case .closing: labels = SummaryLabels.closing
        case .broughtForward: labels = SummaryLabels.broughtForward
        case .carriedForward: labels = SummaryLabels.carriedForward
        case .stated: labels = SummaryLabels.stated
        case .total: labels = []
        }
        if let given { labels = given }
        let folded = words.map { TextFolding.normalised($0.text) }
        var labelStart: Int?, labelEnd = 0
        var matched = ""
        search: for start in folded.indices where start >= firstWord {
            let rest = folded[start...].joined(separator: " ")
            for label in labels where rest.hasPrefix(label) {
                labelStart = start
                matched = label
                var covered = 0, end = start
                while end < folded.count && covered < label.count {
                    covered += folded[end].count + 1
                    end += 1
                }
                labelEnd = end
                break search
            }
        }
        guard let labelStart else { return nil }
        // "SOLDE DEBITEUR AU …  120,00": the label says the bare amount is overdrawn.
        let overdrawn = SummaryLabels.overdrawn.contains(matched) && signs.kind != .card
        func balance(_ token: AmountToken, favourIn favourWords: [TextWord]) -> Int64 {
            // "Saldo anterior a nuestro favor", "Saldo final 250,00 a su favor": said in words.
            if let sign = BalanceFavour.sign(in: TextFolding.normalised(favourWords.map(\.text).joined(separator: " "))) {
                return sign < 0 ? -token.magnitude : token.magnitude
            }
            let value = signs.balance(token)
            return overdrawn && value > 0 ? -value : value
        }
        // The first amount after the label on its own line.
        for index in labelEnd..<words.count {
            guard
                AmountText.parse(words[index].text, decimalMark: reader.decimalMark, minorDigits: reader.wholeAmounts ? 0 : reader.minorDigits) != nil
            else {
                continue
            }
            // The word after the amount may be its mark ("1.234,56 H"); when it is something
            // else (the next label of a two-column summary box), the amount ends the reading.
            var amounts = reader.trailingAmounts(LineWords(Array(words[..<min(words.count, index + 2)])), from: labelEnd)
            if !amounts.contains(where: { $0.words.contains(index) }) {
                amounts = reader.trailingAmounts(LineWords(Array(words[...index])), from: labelEnd)
            }
            if let token = amounts.first(where: { $0.words.contains(index) }) ?? amounts.first {
                var end = max(labelEnd, token.words.lowerBound)
                // "Ending Balance   11   $5,031.29": a count in a column of its own is not the label's.
                if end - 1 >= labelEnd, end - 2 >= 0, words[end - 1].text.allSatisfy(\.isASCIIDigit),
                    words[end - 1].x0 - words[end - 2].x1 > 3 * max(words[end - 1].fontSize, 4)
                {
                    end -= 1
                }
                let label = words[labelStart..<end].map(\.text).joined(separator: " ")
                let favourWords = Array(words[labelStart..<min(words.count, token.words.upperBound + 4)])
                return AmountAt(
                    minorUnits: balance(token, favourIn: favourWords), page: reading.line.page, line: reading.line.number,
                    label: label, labelLine: reading.line, endWord: token.words.upperBound)
            }
        }
        // "12,450.00   Opening balance": where the money is printed before the description, the
        // balance stands before its label, a cell apart, with at most a date before it.
        if firstWord == 0, labelStart > 0, let token = reader.trailingAmounts(words, from: 0, upTo: labelStart).last,
            token.words.upperBound == labelStart, LineReader.isCellGap(words[labelStart - 1], words[labelStart]),
            case let before = words[..<token.words.lowerBound].map(\.text),
            before.isEmpty || DateText.leading(before).map({ $0.1 == before.count }) == true
                || reader.trailingAmounts(words, from: 0, upTo: token.words.lowerBound).first?.words.lowerBound == 0
        {
            return AmountAt(
                minorUnits: balance(token, favourIn: Array(words[labelStart...])), page: reading.line.page, line: reading.line.number,
                label: words[labelStart..<labelEnd].map(\.text).joined(separator: " "), labelLine: reading.line)
        }
        // Else the amount printed under the label, as in a summary box.
        guard let next, next.line.page == reading.line.page else { return nil }
        // A column header named "Closing Balance" labels the rows under it, not one balance, nor
        // the figure of a line under it that prints a label of its own ("Beginning balance 958.95").
        if next.date != nil && !next.amounts.isEmpty || next.summary != nil && next.summary != kind,
            HeaderLayout.detect(reading.line, vocabulary: vocabulary) != nil
        {
            return nil
        }
        let x0 = words[labelStart].x0 - 30, x1 = words[max(labelStart, labelEnd - 1)].x1 + 30
        let under = reader.trailingAmounts(next.line.words, from: 0) + allAmounts(next.line.words)
        // "SALDO A NUESTRO FAVOR   SALDO A SU FAVOR" over one figure: it is under one of them.
        // A figure further off in the label's cell only in a box of figures, never on a dated row.
        guard
            let token = under.first(where: { $0.x1 > x0 && $0.x0 < x1 })
                ?? (next.date == nil ? BalanceFinder.inCell(under, of: words, label: labelStart..<labelEnd) : nil)
        else {
            return labelEnd > firstWord && labelEnd < words.count ? value(in: reading, kind: kind, next: next, from: labelEnd, labels: given) : nil
        }
        let afterToken = next.line.words[token.words.upperBound..<min(next.line.words.count, token.words.upperBound + 4)]
        let favourWords = Array(words[labelStart..<min(words.count, labelEnd + 4)]) + afterToken
        return AmountAt(
            minorUnits: balance(token, favourIn: favourWords), page: next.line.page, line: next.line.number,
            label: words[labelStart..<max(labelStart + 1, labelEnd)].map(\.text).joined(separator: " "), labelLine: reading.line)
    }

    /// "Neuer Kontostand" over "EUR      + 3.618,40": in a box of labels over figures, a label's
    /// cell runs from where it starts to where the next label on its line starts (or the page's
    /// edge), and the figure under it may stand anywhere in that cell, well right of the label.
    static func inCell(_ tokens: [AmountToken], of words: LineWords, label: Range<Int>) -> AmountToken? {
        guard let first = label.first, let last = label.last, last < words.count else { return nil }
        let start = words[first].x0 - max(words[first].fontSize, 4)
        // The next label starts a cell apart; words close after it continue this label.
        let next = words.indices.first { $0 > last && LineReader.isCellGap(words[$0 - 1], words[$0]) }
        let end = next.map { words[$0].x0 } ?? .infinity
        let inside = tokens.filter { $0.x0 >= start && $0.x1 <= end }
        // Two figures in one cell say no single balance. A figure read twice is one: the same
        // words, or its number alone beside the number with its sign ("+ 3.618,40" and "3.618,40").
        guard let token = inside.max(by: { $0.x1 - $0.x0 < $1.x1 - $1.x0 }),
            inside.allSatisfy({ $0.magnitude == token.magnitude && $0.x0 >= token.x0 && $0.x1 <= token.x1 })
        else { return nil }
        return token
    }

    private func allAmounts(_ words: LineWords) -> [AmountToken] {
        words.indices.compactMap { index in reader.amount(words, at: index, from: index) }
    }
}
