/// "Alter Kontostand" over "EUR  + 1.472.19" on a statement whose every other amount prints
/// "1.472,19": a figure in the opening label's cell that reads as no amount of the statement (its
/// decimal mark misprinted, or the figure standing beside a page number the reader took for a
/// date) is the opening only when its digits are exactly those of the printed closing less the
/// rows. The arithmetic, not the figure's punctuation, says what it is; any other figure there
/// leaves the opening unread.
enum MisprintedOpening {
    static func find(
        readings: [LineReading], closing: BalanceFinder.AmountAt?, rows: [Transaction], minorDigits: Int
    ) -> BalanceFinder.AmountAt? {
        guard let closing, !rows.isEmpty, let total = BalanceFinder.total(rows) else { return nil }
        let (opening, overflow) = closing.minorUnits.subtractingReportingOverflow(total)
        guard !overflow else { return nil }
        var digits = String(opening.magnitude)
        while digits.count <= minorDigits { digits = "0" + digits }
        for (index, reading) in readings.enumerated() where reading.summary == .opening {
            guard let label = labelWords(reading.line) else { continue }
            let lines = [reading.line] + (readings[safe: index + 1].map { [$0.line] } ?? [])
            for line in lines where line.page == reading.line.page {
                let found = cellWords(of: label, in: reading.line, on: line).filter { figureDigits(line.words[$0].text) == digits }
                guard found.count == 1, let at = found.first, signAgrees(opening, before: at, in: line)
                else { continue }
                return BalanceFinder.AmountAt(
                    minorUnits: opening, page: line.page, line: line.number,
                    label: reading.line.words[label].map(\.text).joined(separator: " "), labelLine: reading.line)
            }
        }
        return nil
    }

    /// Where the line's opening label stands, in words.
    private static func labelWords(_ line: TextLine) -> Range<Int>? {
        let folded = line.words.map { TextFolding.normalised($0.text) }
        for start in folded.indices {
            let rest = folded[start...].joined(separator: " ")
            guard let label = SummaryLabels.opening.first(where: rest.hasPrefix) else { continue }
            var covered = 0, end = start
            while end < folded.count && covered < label.count {
                covered += folded[end].count + 1
                end += 1
            }
            return start..<end
        }
        return nil
    }

    /// The words of `line` in the label's cell: after the label on its own line, or under it on
    /// the next, from where the label starts to where the next label to its right starts.
    private static func cellWords(of label: Range<Int>, in labelLine: TextLine, on line: TextLine) -> [Int] {
        let words = labelLine.words
        guard let first = label.first, let last = label.last, last < words.count else { return [] }
        let next = words.indices.first { $0 > last && LineReader.isCellGap(words[$0 - 1], words[$0]) }
        let end = next.map { words[$0].x0 } ?? .infinity
        if line.page == labelLine.page && line.number == labelLine.number {
            return Array(label.upperBound..<(next ?? words.count))
        }
        let start = words[first].x0 - max(words[first].fontSize, 4)
        return line.words.indices.filter { line.words[$0].x0 >= start && line.words[$0].x1 <= end }
    }

    /// The digits of a word shaped as a figure with a mark ("1.472.19", "1,472,19", "+1.472.19"):
    /// digits grouped by points, commas or apostrophes, at least one of them; nil for anything
    /// else (a bare number, a date, a rate).
    private static func figureDigits(_ text: String) -> String? {
        let body = text.drop { $0 == "+" || $0 == "-" }
        guard let first = body.first, first.isASCIIDigit, body.last?.isASCIIDigit == true,
            body.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "," || $0 == "'" }),
            body.contains(where: { !$0.isASCIIDigit })
        else { return nil }
        return String(body.filter(\.isASCIIDigit))
    }

    /// A minus (glued, or the word before) for an overdrawn opening, none for one in credit.
    private static func signAgrees(_ opening: Int64, before index: Int, in line: TextLine) -> Bool {
        let word = line.words[index].text
        let minus = word.hasPrefix("-") || word.hasSuffix("-") || (index > 0 && line.words[index - 1].text == "-")
        return minus == (opening < 0)
    }
}
