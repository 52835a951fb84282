/// The page numbers a statement prints ("Page 1 of 2", "Página 2 de 3", "Seite 1/3", "2/4" alone
/// at a page's top or foot) and the pages they say are missing from the file.
public struct PageNumbering: Hashable, Sendable {
    public struct Printed: Hashable, Sendable {
        /// The file's page that prints it.
        public var page: Int
        public var line: Int
        public var number: Int
        /// The page count printed with it, if any.
        public var of: Int?
        public var text: String
    }

    public var printed: [Printed]

    static let words: Set<String> = [
        "page", "pagina", "página", "seite", "pag", "pág", "pag.", "pág.", "blatt", "feuille", "folha", "pagína",
        "side", "sivu", "strana", "oldal", "pagină", "σελίδα", "σελ", "страница", "стр", "сторінка", "halaman", "trang",
        "페이지", "หน้า",
    ]
    static let ofWords: Set<String> = [
        "of", "de", "von", "sur", "di", "van", "da", "/", "af", "av", "z", "ze", "din", "από", "из", "з", "dari", "daripada",
    ]
    /// Words printed after their page's number: "1. oldal", "1/2 페이지".
    static let wordsAfterNumber: Set<String> = ["oldal", "페이지"]
    /// The first two bytes of every page word as printed in any case ("Pa", "PA", "pa", "Σε", "Ст"):
    /// a line none of whose words starts so prints no page number, and is not lowercased at all.
    static let openings: Set<UInt16> = {
        var openings = Set<UInt16>()
        for word in words.union(wordsAfterNumber) {
            for form in [word, word.uppercased(), word.prefix(1).uppercased() + word.dropFirst()] {
                let bytes = Array(form.utf8)
                if bytes.count >= 2 { openings.insert(UInt16(bytes[0]) << 8 | UInt16(bytes[1])) }
            }
        }
        return openings
    }()
    /// How many lines at a page's top and foot may print its number.
    static let edgeLines = 6

    /// A statement of more pages than this is not what the numbers are saying.
    static let largest = 2_000

    public static func find(in pages: [TextPage]) -> PageNumbering {
        var printed: [Printed] = []
        for page in pages {
            // Page numbers are printed in a page's header or footer: its first and last lines.
            for (position, line) in page.lines.enumerated() where position < edgeLines || position >= page.lines.count - edgeLines {
                let edge = position < 3 || position >= page.lines.count - 3
                if let found = read(line, atEdge: edge) {
                    printed.append(Printed(page: page.number, line: line.number, number: found.number, of: found.of, text: line.text))
                    break
                }
            }
        }
        return PageNumbering(printed: printed)
    }

    /// "Page 1 of 2" anywhere on the line; "Page 2" or "2/4" only ending a line at the very edge.
    static func read(_ line: TextLine, atEdge: Bool) -> (number: Int, of: Int?)? {
        // Every line near a page's edge comes here: most have no short word that opens as a page
        // word does, and are not lowercased at all.
        guard
            atEdge
                || line.words.contains(where: { word in
                    let utf8 = word.text.utf8
                    guard utf8.count >= 2, utf8.count <= 17 else { return false }
                    var bytes = utf8.makeIterator()
                    guard let first = bytes.next(), let second = bytes.next() else { return false }
                    return openings.contains(UInt16(first) << 8 | UInt16(second))
                })
        else { return nil }
        let texts = line.words.map { $0.text.lowercased() }
        let trimmed = texts.map(\.trimmingPunctuation)
        for (index, word) in trimmed.enumerated() where words.contains(word) {
            let rest = Array(texts[(index + 1)...].prefix(3))
            guard let first = rest.first else { continue }
            if let pair = fraction(first) { return pair }
            guard let number = Int(first.trimmingPunctuation), number >= 1, number <= largest else { continue }
            if rest.count >= 3, ofWords.contains(rest[1]), let total = Int(rest[2].trimmingPunctuation), total >= number, total <= largest {
                return (number, total)
            }
            // "Page 2 of5": the count glued to its word.
            if rest.count >= 2, let total = gluedCount(rest[1]), total >= number, total <= largest { return (number, total) }
            // "Sivu 1 (2)": the count in parentheses.
            if rest.count >= 2, rest[1].hasPrefix("("), rest[1].hasSuffix(")"), let total = Int(rest[1].trimmingPunctuation),
                total >= number, total <= largest
            {
                return (number, total)
            }
            // "Page 2" alone says less, so it must end a line at the page's top or foot:
            // "see page 2 for details" is prose.
            if atEdge, index + 2 == texts.count { return (number, nil) }
        }
        if let index = trimmed.firstIndex(where: wordsAfterNumber.contains), index > 0 {
            let before = texts[index - 1]
            if let pair = fraction(before) { return pair }
            if atEdge, index + 1 == texts.count, let number = Int(before.trimmingPunctuation), number >= 1, number <= largest {
                return (number, nil)
            }
        }
        guard atEdge, texts.count == 1, let pair = fraction(texts[0]), pair.of != nil else { return nil }
        return pair
    }

    /// "of5", "von3": a word saying "of" with the page count glued to it.
    static func gluedCount(_ text: String) -> Int? {
        guard let digits = text.firstIndex(where: \.isNumber), digits > text.startIndex,
            ofWords.contains(String(text[..<digits])), let count = Int(text[digits...])
        else { return nil }
        return count
    }

    /// "2/4": both whole numbers, the first not above the second.
    static func fraction(_ text: String) -> (number: Int, of: Int?)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let total = Int(parts[1]), number >= 1, total >= number,
            total <= largest, parts.allSatisfy({ $0.count <= 4 })
        else { return nil }
        return (number, total)
    }

    /// The page count the statement says it has: the largest printed "of N", else the largest
    /// number printed.
    public var declaredCount: Int? {
        printed.compactMap(\.of).max() ?? printed.map(\.number).max()
    }

    /// Pages the numbering says exist and the file lacks: when the file has fewer pages than
    /// the numbering declares, the numbers no page prints. An unreadable number on a page that
    /// is there is not a missing page, so nothing is reported while the counts agree.
    public func missingPages(fileHas pageCount: Int) -> [Int]? {
        guard let declared = declaredCount, declared > pageCount else { return nil }
        let seen = Set(printed.map(\.number))
        return (1...declared).filter { !seen.contains($0) }
    }

    /// The problem and check this numbering gives, for a file of `pageCount` pages.
    func verify(fileHas pageCount: Int) -> (problem: VerificationProblem?, check: String?) {
        guard let declared = declaredCount, let first = printed.first else { return (nil, nil) }
        if let missing = missingPages(fileHas: pageCount) {
            let which = missing.isEmpty ? "" : ": page\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) missing"
            return (
                VerificationProblem(
                    page: first.page, line: first.line,
                    message:
                        "the page numbering ('\(first.text)') says the statement has \(declared) pages, but the file has \(pageCount)\(which); "
                        + "get the complete statement from the bank"), nil
            )
        }
        if let (before, after) = outOfOrder() {
            return (
                VerificationProblem(
                    page: after.page, line: after.line,
                    message:
                        "the pages are out of order: the file's page \(after.page) prints '\(after.text)' after its page "
                        + "\(before.page) printed '\(before.text)'; put the pages back in their printed order or get the statement "
                        + "again from the bank"), nil
            )
        }
        return (nil, "page numbering ('\(first.text)') matches the file's \(pageCount) page\(pageCount == 1 ? "" : "s")")
    }

    /// Two printed numbers in another order than the file's pages: a number not above the one
    /// before it, or a numbering that starts again at 1 after one that did not start at 1. A
    /// numbering starting again at 1 after a whole one (each account of a combined statement
    /// numbered on its own) is in order. A kind or sign read from pages in the wrong order is
    /// read wrong, so the file is refused rather than put back by guess.
    func outOfOrder() -> (before: Printed, after: Printed)? {
        guard let first = printed.first else { return nil }
        var previous = first
        for current in printed.dropFirst() {
            if current.number == 1 {
                if first.number != 1 { return (first, current) }
            } else if current.number <= previous.number {
                return (previous, current)
            }
            previous = current
        }
        return nil
    }
}

extension String {
    /// Without the punctuation a printed number or word carries: "1:", "(2)", "pag.".
    var trimmingPunctuation: String {
        // Most words start and end with an ASCII letter or digit, which is not punctuation.
        if let first = utf8.first, let last = utf8.last, first.isASCIIAlphanumeric && last.isASCIIAlphanumeric {
            return self
        }
        // Trimmed by index: a string built from a twice-reversed sequence cost ~20k instructions a word.
        var start = startIndex, end = endIndex
        while start < end, self[start].isPunctuation { start = index(after: start) }
        while end > start, self[index(before: end)].isPunctuation { end = index(before: end) }
        return String(self[start..<end])
    }
}

extension UInt8 {
    fileprivate var isASCIIAlphanumeric: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}
