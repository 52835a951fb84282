/// Where the currencies of a statement printed one currency after another begin: a wallet or
/// card bill with a table and balances per currency ("EUR statement", then "USD statement",
/// or a header over each table, "Amount (USD)"). Amounts of two currencies are never one
/// statement's, so each such section may be a statement of its own; the verifier decides
/// (`StatementParser.sections(of:)`).
enum CurrencySections {
    /// Lines outside the rows naming exactly one currency by its ISO code, or by a sign no
    /// other currency shares, with no figure but a year, in a few words; each where the currency
    /// differs from the one named before ("Amount (EUR)" repeated on every page starts nothing).
    static func starts(in lines: [TextLine], rowLines: Set<Int>) -> [SectionStart] {
        var starts: [SectionStart] = []
        for (index, line) in lines.enumerated() where !rowLines.contains(index) && line.words.count <= maximumWords {
            guard let code = currency(namedBy: line) else { continue }
            if let last = starts.last, last.subject.isSame(as: .currency(code)) { continue }
            starts.append(SectionStart(index: index, subject: .currency(code)))
        }
        return starts
    }

    /// A heading is short; a longer line naming a currency is a sentence or a row.
    static let maximumWords = 8

    /// The one currency `line` names, when it names one and holds no figure but a year.
    static func currency(namedBy line: TextLine) -> String? {
        var named: String?
        for word in line.words {
            let text = trimmed(word.text)
            if text.contains(where: \.isNumber) {
                // "2025" may head a year's table; any other figure makes the line a row or a sentence.
                guard text.utf8.count == 4, text.allSatisfy(\.isASCIIDigit) else { return nil }
                continue
            }
            guard let code = CurrencyDetector.isoCode(text) ?? CurrencyDetector.symbols.first(where: { $0.0 == text })?.1 else { continue }
            if let named, named != code { return nil }
            named = code
        }
        return named
    }

    /// "(EUR)", "USD:": the word without the punctuation around it.
    private static func trimmed(_ word: String) -> String {
        let punctuation: Set<Character> = ["(", ")", "[", "]", ":", ",", ".", "/", "-"]
        var text = word[...]
        while let first = text.first, punctuation.contains(first) { text = text.dropFirst() }
        while let last = text.last, punctuation.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
