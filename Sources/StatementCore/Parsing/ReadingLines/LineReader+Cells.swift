/// Cells a row prints around its date and its money where the plain reading (the dates first,
/// the amounts last) does not look: a time after the date, a code or time before it, a value date
/// or reference after the balance, the money before the description, the date after it. Each is
/// told by the gap a table sets between its columns, wider than a word space, so running text
/// ("paid 12.00 on 03/03") is never read as cells.
extension LineReader {
    /// A gap wider than a word space (a third of the font size, 0.6 in a monospaced font): the
    /// next cell.
    static func isCellGap(_ left: TextWord, _ right: TextWord) -> Bool {
        right.x0 - left.x1 > 0.8 * max(right.fontSize, 4)
    }

    /// "14:32", "14:32:05", "2:32PM", "14h32": a time of day.
    static func isTime(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        if bytes.count > 2, let last = bytes.last, last | 0x20 == UInt8(ascii: "m"),
            [UInt8(ascii: "a"), UInt8(ascii: "p")].contains(bytes[bytes.count - 2] | 0x20)
        {
            bytes.removeLast(2)
        }
        var parts: [Int] = [], digits = 0, value = 0
        for (offset, byte) in bytes.enumerated() {
            if AmountText.isDigit(byte) {
                guard digits < 2 else { return false }
                value = value * 10 + Int(byte - 0x30)
                digits += 1
            } else if byte == UInt8(ascii: ":") || (byte == UInt8(ascii: "h") && parts.isEmpty && offset > 0) {
                guard digits > 0, parts.isEmpty || digits == 2 else { return false }
                parts.append(value)
                value = 0
                digits = 0
            } else {
                return false
            }
        }
        guard digits == 2, (1...2).contains(parts.count) else { return false }
        parts.append(value)
        return parts[0] <= 23 && parts.dropFirst().allSatisfy { $0 <= 59 }
    }

    /// The words of a time at `index` ("14:32", "2:32 PM"), 0 when none stands there.
    static func timeWords(_ words: LineWords, at index: Int) -> Int {
        guard index < words.count, isTime(words[index].text) else { return 0 }
        if index + 1 < words.count, meridiems.contains(words[index + 1].text.lowercased()) { return 2 }
        return 1
    }

    private static let meridiems: Set<String> = ["am", "pm", "a.m.", "p.m."]

    /// "TX40211", "0012345", "A-77/3": a reference or code, one word with a digit and nothing
    /// but letters, digits and the marks codes are joined with.
    static func isCode(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard (1...24).contains(utf8.count), utf8.contains(where: AmountText.isDigit) else { return false }
        return utf8.allSatisfy { byte in
            AmountText.isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D || byte == 0x2F || byte == 0x5F || byte == 0x23
        }
    }

    /// "TX40211   03/03/2025 …", "14:32   03/03/2025 …", "8812   S0042   03/03/2025 …": codes or
    /// a time, each in a cell of its own, before the date. How many words they take, 0 when the
    /// line does not start so. Up to `maximumLeadingCodes` cells: a serial number, a reference
    /// and a branch code may all stand before a date; the caller still needs the date after them.
    static func leadingCellWords(_ words: LineWords) -> Int {
        guard words.count > 2 else { return 0 }
        // A time may share the date's cell; a code stands in its own.
        let time = timeWords(words, at: 0)
        if time > 0 { return time < words.count - 1 ? time : 0 }
        var used = 0
        while used < maximumLeadingCodes, used + 2 < words.count, isCode(words[used].text), isCellGap(words[used], words[used + 1]) {
            used += 1
            // The first cell after the codes that is no code may be the date: the caller reads it.
            if !isCode(words[used].text) || DateText.parse(words[used].text) != nil { break }
        }
        // "TX40211   14:32 03/03/2025": a time may open the date's cell after the codes too.
        let timeAfterCodes = used > 0 ? timeWords(words, at: used) : 0
        if timeAfterCodes > 0, used + timeAfterCodes < words.count - 1 { used += timeAfterCodes }
        return used
    }

    /// "€", "EUR": a currency word the amount reader passes over after a figure.
    static func isCurrencyWord(_ text: String) -> Bool {
        AmountText.currencyCodes.contains(text) || symbols.contains(text)
    }

    /// Code cells read before a date at most.
    static let maximumLeadingCodes = 3

    /// "… 84.20   12,365.80   04/03/2025", "… 12,365.80   TX40211": a value date, code or time
    /// printed in a column after the money. The amounts before it, and the first date it holds.
    func amountsBeforeTrailingCells(_ words: LineWords, from start: Int) -> (amounts: [AmountToken], valueDate: PrintedDate?)? {
        let texts = words.lazy.map(\.text)
        for cut in stride(from: words.count - 1, through: max(start + 1, words.count - 5), by: -1)
        where LineReader.isCellGap(words[cut - 1], words[cut]) {
            var valueDate: PrintedDate?
            var index = cut
            while index < words.count {
                if let (date, used) = DateText.leading(texts[index..<min(words.count, index + 4)]) {
                    valueDate = valueDate ?? date
                    index += used
                } else if case let time = LineReader.timeWords(words, at: index), time > 0 {
                    // "04/03/2025 02:32 PM": the meridiem is the time's.
                    index += time
                } else if LineReader.isCode(words[index].text) {
                    index += 1
                } else {
                    break
                }
            }
            guard index == words.count else { continue }
            let amounts = trailingAmounts(words, from: start, upTo: cut)
            // "12.365,80 €   04/03/2025": the currency printed after the balance is the balance's.
            if let last = amounts.last, words[last.words.upperBound..<cut].allSatisfy({ LineReader.isCurrencyWord($0.text) }) {
                return (amounts, valueDate)
            }
        }
        return nil
    }

    /// "… -84.20   12,365.80   04.03" under a value date label: the last figure, one bare word in
    /// a cell of its own under that label, read as a date near the row's own. The amounts before it,
    /// and the date; the row keeps money of its own.
    func amountsBeforeValueDateColumn(_ words: LineWords, _ amounts: [AmountToken], of booked: PrintedDate) -> ([AmountToken], PrintedDate)? {
        guard amounts.count > 1, let last = amounts.last, last.mark == .none, last.words.count == 1, last.words.upperBound == words.count,
            last.words.lowerBound > 0, LineReader.isCellGap(words[last.words.lowerBound - 1], words[last.words.lowerBound]),
            valueDateColumns.contains(where: { last.x0 >= $0.lowerBound && last.x0 <= $0.upperBound }),
            let date = DateText.parse(words[last.words.lowerBound].text), date.isValueDate(of: booked)
        else { return nil }
        return (Array(amounts.dropLast()), date)
    }

    /// "100.00   30.01.25   1,929.25": a date in a cell of its own between the money ending at
    /// `end`: the amounts before it, and the date.
    func amountsBeforeDateCell(_ words: LineWords, from start: Int, end: Int) -> (amounts: [AmountToken], date: PrintedDate)? {
        let cell = end - 1
        guard cell - 1 > start, end < words.count, LineReader.isCellGap(words[cell], words[end]), LineReader.isCellGap(words[cell - 1], words[cell]),
            let date = DateText.parse(words[cell].text)
        else { return nil }
        let amounts = trailingAmounts(words, from: start, upTo: cell)
        guard let last = amounts.last, last.words.upperBound == cell else { return nil }
        return (amounts, date)
    }

    /// "03/03/2025   -84.20   12,365.80   Energy Company invoice": the money printed before the
    /// description. The line with its words in the order the other readings expect (dates,
    /// description, money), each keeping its place on the page.
    func movingMoneyAfterText(_ line: TextLine, dateWords: Int) -> TextLine? {
        let words = line.words
        guard dateWords < words.count - 1, words[dateWords].text.utf8.contains(where: AmountText.isDigit) || words[dateWords].text.utf8.count <= 3
        else { return nil }
        var best: Int?
        for cut in (dateWords + 1)..<min(words.count, dateWords + 9) where LineReader.isCellGap(words[cut - 1], words[cut]) {
            guard words[cut...].contains(where: { $0.text.contains(where: \.isLetter) }) else { break }
            let amounts = trailingAmounts(words, from: dateWords, upTo: cut)
            if let first = amounts.first, first.words.lowerBound == dateWords, amounts.last?.words.upperBound == cut { best = cut }
        }
        guard let best else { return nil }
        let order = Array(0..<dateWords) + Array(best..<words.count) + Array(dateWords..<best)
        return TextLine(page: line.page, number: line.number, words: LineWords(order.map { words[$0] }))
    }

    /// "Energy Company invoice   03/03/2025   -84.20   12,365.80": the date printed after the
    /// description, in a column of its own right before the money. The line with the dates moved
    /// to its start, where the other readings look for them.
    func movingDatesFirst(_ line: TextLine, moneyStart: Int) -> TextLine? {
        let words = line.words
        let texts = words.lazy.map(\.text)
        var found: Int?
        for start in stride(from: moneyStart - 1, through: max(1, moneyStart - 8), by: -1)
        where LineReader.isCellGap(words[start - 1], words[start]) {
            // One date, or a booking and a value date.
            guard let (_, used) = DateText.leading(texts[start..<moneyStart]) else { continue }
            if start + used == moneyStart || DateText.leading(texts[(start + used)..<moneyStart]).map({ start + used + $0.1 }) == moneyStart {
                found = start
            }
        }
        guard let start = found, words[..<start].contains(where: { $0.text.contains(where: \.isLetter) }) else { return nil }
        let order = Array(start..<moneyStart) + Array(0..<start) + Array(moneyStart..<words.count)
        return TextLine(page: line.page, number: line.number, words: LineWords(order.map { words[$0] }))
    }
}

extension LineReader {
    /// "12,450.00   Opening balance", "1,599.75   2,174.50   Total": an undated line printing
    /// its figures in cells before its label, as a table with the money before the description
    /// prints its balances and totals. Read with the label first, where every other reading
    /// looks for it, only where each figure stands in a column where the dated rows print their
    /// money before their description (`moneyBeforeTextColumns`): running text elsewhere on the
    /// page ("1,000.00 was credited", a figure-first footer) is no such line. Nil too where the
    /// line does not start with a figure holding a decimal mark, or with the thousands of one set
    /// apart by a space before it ("12 450,00"): a house number, a year or an account number is
    /// no money.
    func figuresBeforeLabel(_ line: TextLine) -> LineReading? {
        guard !moneyBeforeTextColumns.isEmpty, LineReader.startsWithFigure(line), let moved = movingMoneyAfterText(line, dateWords: 0)
        else { return nil }
        let again = readInPrintedOrder(moved)
        guard again.date == nil, !again.amounts.isEmpty,
            again.amounts.allSatisfy({ figure in moneyBeforeTextColumns.contains { figure.x1 > $0.lowerBound && figure.x0 < $0.upperBound } })
        else { return nil }
        return again
    }

    /// Whether the line's first word is a figure with a decimal mark or thousands separator, and
    /// words follow it: a line `figuresBeforeLabel` may read.
    static func startsWithFigure(_ line: TextLine) -> Bool {
        let marked = { (text: String) in text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") } }
        guard line.words.count > 1, let first = line.words.first?.text, first.utf8.contains(where: AmountText.isDigit) else { return false }
        return marked(first) || (line.words.count > 2 && isLeadingGroup(first) && marked(line.words[1].text))
    }
}
