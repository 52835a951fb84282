/// A table printing a few short groups side by side on each line, its header the same words
/// printed two to four times across the page ("Check No. Date Amount | Check No. Date Amount"):
/// paid checks, as US statements print them. Each group is a row of its own; the lines are
/// read group by group, left to right across the line, so no group's figure is read as
/// another's (a check number is never an amount). A header whose group names only dates and
/// figures ("Date Balance" three times: daily balances) ends the table before it and is left as
/// printed, for the daily balances' own reading; groups with a description are two tables side
/// by side, read column by column (SideBySideColumns).
enum RepeatedGroups {
    /// The page's lines with each repeated-group table unfolded, or nil when it prints none.
    static func tables(_ lines: ArraySlice<TextLine>, vocabulary: HeaderVocabulary) -> [TextLine]? {
        // Cheap first: a header printing its first word again holds no figure.
        let headers = lines.indices.compactMap { index in cuts(lines[index], vocabulary: vocabulary).map { (index, $0) } }
        guard headers.contains(where: { $0.1.unfolds }) else { return nil }
        var result: [TextLine] = []
        var next = lines.startIndex
        for (position, (index, header)) in headers.enumerated() where header.unfolds && index >= next {
            result += lines[next..<index]
            let limit = position + 1 < headers.count ? headers[position + 1].0 : lines.endIndex
            var end = index + 1
            // A line whose first group prints no figure ("* Indicates a skipped check number") is past the table.
            while end < limit, lines[end].words.contains(where: { $0.x0 < header.cuts[0] && $0.text.contains(where: \.isASCIIDigit) }) {
                end += 1
            }
            // The header once: its copies name the same columns.
            result += unfolded(lines[index..<(index + 1)], at: header.cuts).prefix(1)
            result += unfolded(lines[(index + 1)..<end], at: header.cuts)
            next = end
        }
        result += lines[next...]
        return result
    }

    struct Header {
        /// Where each copy after the first begins across the page.
        var cuts: [Double]
        /// A group is named by a reference (a check number), not a description, nor only dates and figures.
        var unfolds: Bool
    }

    /// The copies of a header printed two to four times on `line`, if it is one: the same
    /// folded words again and again, each copy naming a date and a money column.
    static func cuts(_ line: TextLine, vocabulary: HeaderVocabulary) -> Header? {
        let words = line.words
        guard words.count >= 4, words.count <= 24, let first = words.first?.text,
            words.dropFirst().contains(where: { $0.text == first }), !words.contains(where: { $0.text.contains(where: \.isASCIIDigit) })
        else { return nil }
        let folded = words.map { TextFolding.normalised($0.text) }
        for copies in 2...4 where folded.count % copies == 0 {
            let size = folded.count / copies
            let group = Array(folded[..<size])
            guard (1..<copies).allSatisfy({ Array(folded[($0 * size)..<(($0 + 1) * size)]) == group }) else { continue }
            var roles: [ColumnRole] = []
            var index = 0
            while index < size {
                if let (role, used) = vocabulary.role(group[index], next: index + 1 < size ? group[index + 1] : nil) {
                    roles.append(role)
                    index += max(used, 1)
                } else {
                    index += 1
                }
            }
            guard roles.contains(.date), roles.contains(where: \.holdsMoney) else { return nil }
            let margin = max(words[0].fontSize, 4)
            let cuts = (1..<copies).map { words[$0 * size].x0 - margin }
            // Groups with a description are tables side by side, read column by column (SideBySideColumns).
            return Header(cuts: cuts, unfolds: roles.contains(.reference) && !roles.contains(.description))
        }
        return nil
    }

    /// Each line cut into its groups, the groups read left to right across the line and the
    /// lines down: a line's words are in order across the page, so each group is a run of them.
    private static func unfolded(_ lines: ArraySlice<TextLine>, at cuts: [Double]) -> [TextLine] {
        var result: [TextLine] = []
        for line in lines {
            var start = 0
            for bound in cuts + [Double.infinity] {
                let end = line.words[start...].firstIndex { $0.x0 >= bound } ?? line.words.count
                if end > start {
                    var words = Array(line.words[start..<end])
                    words[0].text = unmarked(words[0].text)
                    result.append(TextLine(page: line.page, number: line.number, words: words))
                }
                start = end
            }
        }
        return result
    }

    /// "1003*", "1007·": a check number the bank marks (a gap in the sequence before it) reads
    /// as its number; the mark is a footnote's, not part of the check's name.
    static func unmarked(_ text: String) -> String {
        guard let last = text.lastIndex(where: \.isASCIIDigit), text[...last].allSatisfy(\.isASCIIDigit),
            text[text.index(after: last)...].allSatisfy({ !$0.isLetter && !$0.isNumber })
        else { return text }
        return String(text[...last])
    }
}
