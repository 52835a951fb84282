/// Reads the bank or branch code a statement prints beside a plain account number: a UK sort
/// code, a US routing (ABA) number, an Australian BSB, Canadian transit and institution numbers,
/// a German Bankleitzahl, an Indian IFSC, a BIC. An account number is unique only with it: two
/// banks' branches may hand out the same "12345678".
enum BankCodeFinder {
    /// Each kind of code with its labels, folded, longest first; codes of several kinds are
    /// joined in this order.
    static let kinds: [[[String]]] = [
        [["sort", "code"]],
        [["routing", "number"], ["routing", "no"], ["aba", "routing"], ["routing"], ["aba"]],
        [["bsb", "number"], ["bsb"]],
        [["institution", "number"], ["institution", "no"], ["institution"]],
        [["transit", "number"], ["transit", "no"], ["transit"]],
        [["branch", "code"]],
        [["bankleitzahl"], ["blz"]],
        [["ifsc", "code"], ["ifsc"]],
        [["swift", "bic"], ["swift", "code"], ["bic", "code"], ["swift"], ["bic"]],
    ]

    /// The codes printed under a label that opens a line or a cell of it ("Sort code 20-45-67",
    /// "BLZ: 370 400 44"), the first of each kind, joined by "/" in `kinds` order: "20-45-67",
    /// "004/12345". Nil when none is printed. A label inside a sentence or a row's description
    /// ("TRANSFER TO SORT CODE …") does not open a cell and is not read.
    static func find(in lines: [TextLine]) -> String? {
        var found: [Int: String] = [:]
        for line in lines where line.words.contains(where: { $0.text.contains(where: \.isASCIIDigit) || $0.text.count >= 8 }) {
            let folded = line.words.map { TextFolding.normalised($0.text) }
            for index in folded.indices where AccountLine.opensCell(line.words, at: index) {
                for (kind, labels) in kinds.enumerated() where found[kind] == nil {
                    guard let label = labels.first(where: { matches($0, folded, at: index) }) else { continue }
                    if let code = code(in: line.words, from: index + label.count) { found[kind] = code }
                    break
                }
            }
        }
        guard !found.isEmpty else { return nil }
        return found.keys.sorted().compactMap { found[$0] }.joined(separator: "/")
    }

    /// A bank code's label ("Sort code", "BIC", "BLZ") starts at `index`.
    static func labelOpens(_ words: LineWords, at index: Int) -> Bool {
        guard index < words.count else { return false }
        let folded = words[index..<min(words.count, index + 2)].map { TextFolding.normalised($0.text) }
        return kinds.contains { labels in labels.contains { matches($0, folded, at: 0) } }
    }

    private static func matches(_ label: [String], _ folded: [String], at index: Int) -> Bool {
        guard index + label.count <= folded.count else { return false }
        return zip(label, folded[index...]).allSatisfy { $0 == $1 }
    }

    /// The code after a label: digit groups ("20-45-67", "370 400 44") of one cell, or one BIC
    /// ("COBADEFFXXX"). Punctuation around the label (":", "#", "No.") is skipped.
    private static func code(in words: LineWords, from start: Int) -> String? {
        var groups: [String] = []
        var index = start
        while index < words.count {
            if !groups.isEmpty && AccountLine.opensCell(words, at: index) { break }
            let text = String(words[index].text.drop { ":#.".contains($0) }.reversed().drop { ":#.".contains($0) }.reversed())
            index += 1
            if text.isEmpty || (groups.isEmpty && ["no", "nr", "number"].contains(text.lowercased())) { continue }
            if groups.isEmpty && isBIC(text) { return text }
            guard text.allSatisfy({ $0.isASCIIDigit || $0 == "-" }), text.contains(where: \.isASCIIDigit) else { break }
            groups.append(text)
        }
        let digits = groups.joined().filter(\.isASCIIDigit).count
        return (3...11).contains(digits) ? groups.joined(separator: " ") : nil
    }

    /// Four letters of bank, two of country, two of place, three optional of branch.
    static func isBIC(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 8 || characters.count == 11,
            characters.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isASCIIDigit) })
        else { return false }
        return characters[0..<6].allSatisfy(\.isLetter)
    }
}
