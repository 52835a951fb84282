/// Card bills that print two things side by side with no header printed twice: the left
/// table's rows end in their amount and, after a wide gap on the same lines, either the right
/// table's rows start with their date, or a box of text stands beside the table (a simulation, the
/// rates) with its own lines. Where several lines of one page break that way at one clear
/// vertical band, and no word of the lines around them crosses it, the page is two columns there.
enum SideBySideGutter {
    /// Fewer lines breaking at one band could be a chance gap, not a second table.
    static let minimumSplitLines = 3

    /// What stands right of the band.
    enum Beside { case rows, box }

    /// Where one page's lines split into two columns: the x between them and the lines the
    /// clear band runs over. `lines` are one page's, in order from the top.
    static func find(_ lines: ArraySlice<TextLine>, reader: LineReader) -> (cut: Double, lines: Range<Int>, beside: Beside)? {
        guard lines.count >= minimumSplitLines else { return nil }
        if let rows = find(lines, reader: reader, beside: .rows) { return (rows.cut, rows.lines, .rows) }
        guard let box = find(lines, reader: reader, beside: .box) else { return nil }
        // A box stands on lines of its own too, beside the table's wrapped or blank lines: text
        // printed only on the rows' lines is a column of the table (text after the money).
        let own = lines[box.lines].count { line in
            guard let right = line.words.firstIndex(where: { $0.x0 >= box.cut }),
                line.words[right...].contains(where: { isText($0.text) })
            else { return false }
            return DateText.leading(line.words[..<right].prefix(4).map(\.text)) == nil
        }
        return own >= 2 ? (box.cut, box.lines, .box) : nil
    }

    private static func find(_ lines: ArraySlice<TextLine>, reader: LineReader, beside: Beside) -> (cut: Double, lines: Range<Int>)? {
        var bands: [(line: Int, left: Double, right: Double)] = []
        for index in lines.indices {
            if let band = band(lines[index], reader: reader, beside: beside) { bands.append((index, band.lowerBound, band.upperBound)) }
        }
        guard bands.count >= minimumSplitLines else { return nil }
        // The band most other breaks share, narrowed to what they all leave clear.
        let best = bands.max { a, b in overlapping(a, bands) < overlapping(b, bands) }
        guard let best else { return nil }
        let sharing = bands.filter { $0.left < best.right && $0.right > best.left }
        guard sharing.count >= minimumSplitLines else { return nil }
        let left = sharing.map(\.left).max() ?? best.left, right = sharing.map(\.right).min() ?? best.right
        guard right > left else { return nil }
        // The run of lines around the breaks that no word crosses; a line printed across the page
        // (a title, a footer) ends it.
        var runs: [Range<Int>] = []
        var start: Int?
        for index in lines.indices {
            let isClear = !lines[index].words.contains { $0.x0 < right - 0.5 && $0.x1 > left + 0.5 }
            if isClear, start == nil { start = index }
            if !isClear, let begun = start { runs.append(begun..<index); start = nil }
        }
        if let begun = start { runs.append(begun..<lines.endIndex) }
        let splitLines = sharing.map(\.line)
        guard let run = runs.max(by: { a, b in splitLines.count { a.contains($0) } < splitLines.count { b.contains($0) } }),
            splitLines.count(where: { run.contains($0) }) >= minimumSplitLines
        else { return nil }
        return ((left + right) / 2, run)
    }

    /// The gap on `line` between a row that starts with its date, describes itself and ends in
    /// its amount, and what stands beside it: another such row, or words of a box.
    static func band(_ line: TextLine, reader: LineReader, beside: Beside) -> ClosedRange<Double>? {
        let words = line.words
        guard words.count >= (beside == .rows ? 5 : 4) else { return nil }
        // A row is a date, a description and an amount: three words at least on each side. A
        // date's words hold a digit or a month's name within its first three, which every other
        // line of a long statement fails before any of it is read again.
        guard words.prefix(3).contains(where: mayBeDate) else { return nil }
        for split in 3..<max(3, words.count - (beside == .rows ? 2 : 0)) {
            let before = words[split - 1], after = words[split]
            // Wider than a word space after a figure, where a second row could begin; a box
            // stands further off than a table's own columns do.
            let gap = after.x0 - before.x1, height = max(before.height, 4)
            guard gap >= (beside == .rows ? height : 2 * height), endsInNumber(before.text) else { continue }
            if beside == .rows, !words[split..<min(words.count, split + 3)].contains(where: mayBeDate) { continue }
            switch beside {
            case .rows:
                let right = TextLine(page: line.page, number: line.number, words: Array(words[split...]))
                let reading = reader.read(right)
                guard reading.date != nil, !reading.amounts.isEmpty, !reading.descriptionRange.isEmpty else { continue }
            case .box:
                // The left row ends in its amount: a year closing a date ("04 Jan 2024") does not.
                guard
                    AmountText.parse(before.text, decimalMark: reader.decimalMark, minorDigits: reader.wholeAmounts ? 0 : reader.minorDigits) != nil,
                    words[split...].contains(where: { isText($0.text) })
                else { continue }
            }
            let left = reader.read(TextLine(page: line.page, number: line.number, words: Array(words[..<split])))
            guard left.date != nil, !left.amounts.isEmpty, !left.descriptionRange.isEmpty else { continue }
            return .spanning(before.x1, after.x0)
        }
        return nil
    }

    /// `text.last?.isNumber`, on the last bytes where they are ASCII: an ASCII character after
    /// another ASCII character (not a carriage return) is a character of its own.
    static func endsInNumber(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let last = utf8.last else { return false }
        let previous = utf8.count > 1 ? utf8[utf8.index(utf8.endIndex, offsetBy: -2)] : nil
        if last < 0x80, previous.map({ $0 < 0x80 && $0 != 0x0D }) ?? true {
            return AmountText.isDigit(last)
        }
        return text.last?.isNumber == true
    }

    private static func mayBeDate(_ word: TextWord) -> Bool {
        word.text.utf8.contains(where: AmountText.isDigit)
            || (word.text.utf8.count <= 12 && MonthNames.mayName(word.text) && MonthNames.month(word.text) != nil)
    }

    /// A word of a box's text: letters, and no currency code or sign or a mark beside an amount
    /// ("EUR", "R$", "CR"), which a table's own money columns print.
    static func isText(_ word: String) -> Bool {
        lettersOnly(word) && !LineReader.symbols.contains(word) && LineReader.markWords[word] == nil
            && !AmountText.currencyCodes.contains(word.uppercased())
    }

    /// `word.count > 1 && word.allSatisfy(\.isLetter)`: ASCII's letters are A-Z and a-z, so an
    /// ASCII word is answered on its bytes, not a character at a time (asked of every row's words).
    private static func lettersOnly(_ word: String) -> Bool {
        var text = word
        let ascii = text.withUTF8 { bytes -> Bool? in
            guard bytes.isAllASCII else { return nil }
            return bytes.count > 1 && bytes.allSatisfy { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }
        }
        return ascii ?? (word.count > 1 && word.allSatisfy(\.isLetter))
    }

    private static func overlapping(
        _ band: (line: Int, left: Double, right: Double),
        _ bands: [(line: Int, left: Double, right: Double)]
    ) -> Int {
        bands.count { $0.left < band.right && $0.right > band.left }
    }
}
