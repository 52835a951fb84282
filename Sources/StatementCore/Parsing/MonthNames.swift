/// Month names and abbreviations in English, Spanish, Portuguese, German and French, folded
/// (lower case, no accents, no punctuation), so "MÄRZ", "março" and "Mar." all find March.
public enum MonthNames {
    public static func month(_ word: String) -> Int? {
        table[TextFolding.normalised(word)]
    }

    private static let names: [[String]] = [
        ["january", "jan", "enero", "ene", "janeiro", "januar", "janvier", "janv", "jänner", "janner"],
        ["february", "feb", "febrero", "fevereiro", "fev", "februar", "fevrier", "fevr", "févr"],
        ["march", "mar", "marzo", "marco", "março", "marz", "märz", "mrz", "mars"],
        ["april", "apr", "abril", "abr", "avril", "avr"],
        ["may", "mayo", "maio", "mai"],
        ["june", "jun", "junio", "junho", "juni", "juin"],
        ["july", "jul", "julio", "julho", "juli", "juillet", "juil"],
        ["august", "aug", "agosto", "ago", "aout", "août"],
        ["september", "sep", "sept", "septiembre", "setiembre", "set", "setembro", "septembre"],
        ["october", "oct", "octubre", "outubro", "out", "oktober", "okt", "octobre"],
        ["november", "nov", "noviembre", "novembro", "novembre"],
        ["december", "dec", "diciembre", "dic", "dezembro", "dez", "dezember", "decembre", "déc"],
    ]

    private static let table: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, words) in names.enumerated() {
            for word in words { table[TextFolding.normalised(word)] = index + 1 }
        }
        return table
    }()
}
