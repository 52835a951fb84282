/// Month names and abbreviations in English, Spanish, Portuguese, German, French, Italian and
/// Dutch here, and in the further languages of `MonthNames+Languages`, folded (lower case, no
/// accents, no punctuation), so "MÄRZ", "março", "března" and "Mar." all find March.
public enum MonthNames {
    public static func month(_ word: String) -> Int? {
        table[TextFolding.normalised(word)]
    }

    /// For a word already folded (lower case, no accents).
    static func month(folded: String) -> Int? { table[folded] }

    /// False when `word` cannot name a month: its first three bytes are ASCII letters that no
    /// month's folded name starts with. Folding keeps those letters first, lowercased, so this
    /// is what `month` would say, without folding the word or hashing it.
    static func mayName(_ word: String) -> Bool {
        var utf8 = word.utf8.makeIterator()
        var index = 0
        for _ in 0..<3 {
            guard let byte = utf8.next() else { return true }
            let lower = byte | 0x20
            guard lower >= 0x61 && lower <= 0x7A else { return true }
            index = index * 26 + Int(lower - 0x61)
        }
        return startsOfNames[index]
    }

    /// For every three lowercase ASCII letters (26 × 26 × 26), whether a folded name starts with them.
    private static let startsOfNames: [Bool] = {
        var starts = [Bool](repeating: false, count: 26 * 26 * 26)
        for name in table.keys {
            let bytes = Array(name.utf8.prefix(3))
            guard bytes.count == 3, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { continue }
            starts[(Int(bytes[0] - 0x61) * 26 + Int(bytes[1] - 0x61)) * 26 + Int(bytes[2] - 0x61)] = true
        }
        return starts
    }()

    private static let names: [[String]] = [
        ["january", "jan", "enero", "ene", "janeiro", "januar", "janvier", "janv", "jänner", "janner", "gennaio", "gen", "januari"],
        ["february", "feb", "febrero", "fevereiro", "fev", "februar", "fevrier", "fevr", "févr", "febbraio", "februari"],
        ["march", "mar", "marzo", "marco", "março", "marz", "märz", "mrz", "mars", "maart", "mrt"],
        ["april", "apr", "abril", "abr", "avril", "avr", "aprile"],
        ["may", "mayo", "maio", "mai", "maggio", "mag", "mei"],
        ["june", "jun", "junio", "junho", "juni", "juin", "giugno", "giu"],
        ["july", "jul", "julio", "julho", "juli", "juillet", "juil", "luglio", "lug"],
        ["august", "aug", "agosto", "ago", "aout", "août", "augustus"],
        ["september", "sep", "sept", "septiembre", "setiembre", "set", "setembro", "septembre", "settembre"],
        ["october", "oct", "octubre", "outubro", "out", "oktober", "okt", "octobre", "ottobre", "ott"],
        ["november", "nov", "noviembre", "novembro", "novembre"],
        ["december", "dec", "diciembre", "dic", "dezembro", "dez", "dezember", "decembre", "déc", "dicembre"],
    ]

    private static let table: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, words) in names.enumerated() {
            for word in words + moreNames[index] { table[TextFolding.normalised(word)] = index + 1 }
        }
        return table
    }()
}
