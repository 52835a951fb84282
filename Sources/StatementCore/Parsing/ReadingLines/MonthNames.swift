/// Month names and abbreviations in English, Spanish, Portuguese, German, French, Italian and
/// Dutch here, and in the further languages of `MonthNames+Languages`, folded (lower case, no
/// accents, no punctuation), so "MÄRZ", "março", "března" and "Mar." all find March.
public enum MonthNames {
    public static func month(_ word: String) -> Int? {
        table[TextFolding.normalised(word)]
    }

    /// For a word already folded (lower case, no accents).
    static func month(folded: String) -> Int? { table[folded] }

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
