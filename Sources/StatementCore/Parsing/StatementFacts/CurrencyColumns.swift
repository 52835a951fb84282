/// A table whose money stands in two columns side by side, each headed by a currency ("Soles"
/// and "Dólares", "R$" and "US$", "EUR" and "CHF"): a card bill printing its local and its
/// dollar purchases in one table, each row's amount in one of them, and its balances and totals
/// once per column. Such a table is two statements, one per column; each part keeps the lines
/// of the file with the other column's figures taken out, so that every reading after it is
/// the one a one-currency table gets (`StatementSplit`'s decision, `StatementParser.sections`).
struct CurrencyColumns {
    /// One currency's column under a header: its currency and where its figures stand.
    struct Column: Hashable {
        var code: String
        /// The middle of the header word: a figure belongs to the column whose header it stands nearest.
        var centre: Double
        /// The header word, folded, and the width of its label.
        var word: String
        var width: Double
        /// Where the label starts and ends on its header line.
        var labelX0: Double
        var labelX1: Double
        /// Where the figures under it end, when most of them end at one place (right-aligned, as
        /// money is): a figure ending elsewhere is a box's beside the table, in neither column.
        var rightEdge: Double? = nil
    }

    /// The column a part of the file keeps: its currency, and its header words, which head its
    /// amounts as "Amount" would.
    struct Kept: Hashable, Sendable {
        var code: String
        var headerWords: [String]
    }

    func kept(_ code: String) -> Kept {
        // "S/" folds to "s", a letter any line may hold: only a word of three letters or more heads amounts.
        let words = headers.flatMap(\.columns).filter { $0.code == code && $0.word.utf8.count >= 3 }.map(\.word)
        return Kept(code: code, headerWords: CurrencyColumns.firstOfEach(words))
    }

    /// A line heading the two columns, by index among the file's lines, and the columns left to right.
    struct Header {
        var index: Int
        var columns: [Column]
        /// Left of this, a figure is in neither column (the description's, a rate's).
        var leftEdge: Double
    }

    var headers: [Header]
    /// The two currencies, as the first header prints them left to right.
    var codes: [String]

    /// The headers of a table with two currency columns, or nil when the file prints none:
    /// lines with no figure naming exactly two currencies, each word of them a column.
    /// `national`: the whole file's currency, for headers naming a column national or foreign.
    static func find(in lines: [TextLine], national: String? = nil) -> CurrencyColumns? {
        var headers: [Header] = []
        // Asked once, the first time a header names a column national or foreign.
        var qualified: Qualified??
        for (index, line) in lines.enumerated() where line.words.count <= maximumWords {
            guard !line.words.contains(where: { holdsNumber($0.text) }) else { continue }
            var columns: [Column] = []
            var leftEdge: Double?
            for (position, word) in line.words.enumerated() {
                var named = currency(namedBy: word.text)
                if named == nil, let qualifier = qualifier(line.words, at: position) {
                    if qualified == nil { qualified = .some(Self.qualified(lines, national: national, iberian: isIberian(line.words))) }
                    named = qualified??.code(qualifier)
                }
                guard let code = named else { continue }
                // The column's label is the currency word with the words set a word space before
                // it ("Saldo S/", "Valor em R$"): its figures stand under the whole label.
                var start = position
                while start > 0, word.x0 > 0, line.words[start].x0 - line.words[start - 1].x1 < word.spacingUnit,
                    currency(namedBy: line.words[start - 1].text) == nil
                {
                    start -= 1
                }
                let labelStart = line.words[start].x0
                if columns.isEmpty {
                    // The first currency's figures may start left of its label, as far as half
                    // the gap to the word before it.
                    let before = start > 0 ? line.words[start - 1].x1 : labelStart - word.width
                    leftEdge = (before + labelStart) / 2
                }
                columns.append(
                    Column(
                        code: code, centre: (labelStart + word.x1) / 2, word: TextFolding.normalised(word.text),
                        width: word.x1 - labelStart, labelX0: labelStart, labelX1: word.x1))
            }
            let codes = firstOfEach(columns.map(\.code))
            guard codes.count == 2, let leftEdge else { continue }
            headers.append(Header(index: index, columns: columns, leftEdge: leftEdge))
        }
        guard let first = headers.first else { return nil }
        for position in headers.indices {
            let end = headers.indices.contains(position + 1) ? headers[position + 1].index : lines.count
            headers[position].alignColumns(lines[(headers[position].index + 1)..<end])
        }
        // A page with no row of a currency (its rows all on later pages) aligns its column as
        // the other pages' same header does: the figures of one table end at one place.
        let aligned = headers.flatMap(\.columns).filter { $0.rightEdge != nil }
        for position in headers.indices {
            for column in headers[position].columns.indices where headers[position].columns[column].rightEdge == nil {
                let same = headers[position].columns[column]
                headers[position].columns[column].rightEdge =
                    aligned.first { $0.code == same.code && $0.word == same.word && abs($0.centre - same.centre) < same.width }?.rightEdge
            }
        }
        let codes = firstOfEach(first.columns.map(\.code))
        // Every header of the file is over the same two currencies, or the file is not one such table.
        guard headers.allSatisfy({ Set($0.columns.map(\.code)) == Set(codes) }) else { return nil }
        return CurrencyColumns(headers: headers, codes: codes)
    }

    /// Each value once, where it first stands (a header prints two or three words).
    static func firstOfEach(_ values: [String]) -> [String] {
        values.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// A header is a short line; a longer one naming two currencies is a sentence.
    static let maximumWords = 16

    /// The currency a header word names: an ISO code, a sign no other currency shares, or the
    /// currency's name in a language read ("Soles", "Dólares", "Reais", "Euros").
    /// Made once: built inside `currency(namedBy:)`, the set cost more than the lookups, asked
    /// of every word of every line that prints no figure.
    private static let punctuation: Set<Character> = ["(", ")", "[", "]", ":", ","]

    /// Whether `text` holds a character that is a number. ASCII's only numbers are its digits, so
    /// the bytes answer there without stepping characters; other text asks each character.
    static func holdsNumber(_ text: String) -> Bool {
        var bytes = text
        let ascii = bytes.withUTF8 { $0.isAllASCII ? $0.contains { $0 >= 0x30 && $0 <= 0x39 } : nil }
        return ascii ?? text.contains(where: \.isNumber)
    }

    static func currency(namedBy word: String) -> String? {
        let punctuation = Self.punctuation
        var text = word[...]
        while let first = text.first, punctuation.contains(first) { text = text.dropFirst() }
        while let last = text.last, punctuation.contains(last) { text = text.dropLast() }
        let trimmed = String(text)
        if let code = CurrencyDetector.isoCode(trimmed) { return code }
        if let code = CurrencyDetector.symbols.first(where: { $0.0 == trimmed })?.1 ?? signs[trimmed.uppercased()] { return code }
        return names[TextFolding.normalised(trimmed)]
    }

    /// Signs a column header prints that the detector's list leaves out, being ASCII without a "$".
    static let signs: [String: String] = ["S/": "PEN", "S/.": "PEN", "U$S": "USD", "USD$": "USD"]

    /// Currency names a column header prints, folded; "$" alone is several currencies' and names
    /// none, as are "pesos" and "kronor".
    static let names: [String: String] = [
        "soles": "PEN", "dolares": "USD", "dollars": "USD", "dolar": "USD", "dollar": "USD", "reais": "BRL", "euros": "EUR",
        "euro": "EUR", "francs": "CHF", "franken": "CHF",
    ]

    /// The file's pages with the lines of `code`'s part: under each header, every figure standing
    /// in the other currency's column is taken out, and a line left with none of its figures in
    /// this currency's column (a row in the other currency) is left out.
    func pages(keeping code: String, of pages: [TextPage]) -> [TextPage] {
        var result: [TextPage] = []
        var index = 0
        var header: Header?
        for page in pages {
            var kept: [TextLine] = []
            // A page printing its own header is read by it alone; one without continues the table above.
            if headers.contains(where: { $0.index >= index && $0.index < index + page.lines.count }) { header = nil }
            for line in page.lines {
                defer { index += 1 }
                if let next = headers.first(where: { $0.index == index }) { header = next }
                guard let header, header.index <= index else {
                    kept.append(line)
                    continue
                }
                if header.index == index {
                    // The header keeps this currency's labels only: the other's names no column of this part.
                    let others = header.columns.filter { $0.code != code }
                    let words = line.words.filter { word in !others.contains { word.x0 >= $0.labelX0 && word.x1 <= $0.labelX1 } }
                    kept.append(TextLine(page: line.page, number: line.number, words: words))
                    continue
                }
                var words: [TextWord] = []
                var removed = false
                var ownFigure = false
                for word in line.words {
                    guard CurrencyColumns.isFigure(word.text), let column = header.column(of: word) else {
                        words.append(word)
                        continue
                    }
                    if column.code == code, header.isAligned(word, with: column) {
                        ownFigure = true
                        words.append(word)
                    } else {
                        removed = true
                    }
                }
                if !removed {
                    kept.append(line)
                } else if ownFigure {
                    kept.append(TextLine(page: line.page, number: line.number, words: words))
                }
            }
            result.append(
                TextPage(
                    number: page.number, width: page.width, height: page.height, lines: kept, contentErrors: page.contentErrors,
                    decodedFonts: page.decodedFonts))
        }
        return result
    }
}

extension CurrencyColumns {
    /// A word printed as a figure: digits with their marks, grouping, sign and currency sign,
    /// and no letter ("Jun-25" is a month, "11/05/25" a date: they stay in either part).
    static func isFigure(_ text: String) -> Bool {
        var digits = false
        for character in text {
            if character.isNumber {
                digits = true
            } else if character.isLetter || character == "/" || character == ":" {
                return false
            }
        }
        return digits
    }
}

extension CurrencyColumns.Header {
    /// Whether a figure nearest `column` ends where that column's figures end, where they are
    /// aligned: one that does not is a box's beside the table ("Miles earned  2,775"), in
    /// neither currency's part.
    func isAligned(_ word: TextWord, with column: CurrencyColumns.Column) -> Bool {
        guard let edge = column.rightEdge else { return true }
        return abs(CurrencyColumns.Header.digitsEnd(word) - edge) <= CurrencyColumns.Header.alignmentSlack
    }

    /// Where a figure's digits end: "6,215.30-" ends with its sign, its digits a character before.
    static func digitsEnd(_ word: TextWord) -> Double {
        let characters = word.text.count
        let trailing = word.text.reversed().prefix { !$0.isNumber }.count
        guard characters > 0 else { return word.x1 }
        return word.x1 - word.width * Double(trailing) / Double(characters)
    }

    /// The column whose header a figure stands nearest, right of the left edge.
    func column(of word: TextWord) -> CurrencyColumns.Column? {
        let centre = (word.x0 + word.x1) / 2
        guard centre >= leftEdge else { return nil }
        return columns.min { abs($0.centre - centre) < abs($1.centre - centre) }
    }

    /// Points a right-aligned figure may stray from its column's edge.
    static let alignmentSlack = 1.5

    /// Each column's right edge, where at least two of the figures nearest it under the header
    /// (on its own page) end within the slack of one another.
    mutating func alignColumns(_ lines: ArraySlice<TextLine>) {
        guard let page = lines.first?.page else { return }
        var edges: [[Double]] = Array(repeating: [], count: columns.count)
        // Only rows say where the column's figures end: a box under the table has its own.
        for line in lines where line.page == page && DateText.leading(line.words.lazy.map(\.text)) != nil {
            for word in line.words where CurrencyColumns.isFigure(word.text) {
                guard let column = column(of: word), let position = columns.firstIndex(of: column) else { continue }
                edges[position].append(Self.digitsEnd(word))
            }
        }
        for position in columns.indices {
            let ends = edges[position]
            let best = ends.max { one, other in
                ends.filter { abs($0 - one) <= Self.alignmentSlack }.count < ends.filter { abs($0 - other) <= Self.alignmentSlack }.count
            }
            guard let best, ends.filter({ abs($0 - best) <= Self.alignmentSlack }).count >= 2 else { continue }
            columns[position].rightEdge = best
        }
    }
}
