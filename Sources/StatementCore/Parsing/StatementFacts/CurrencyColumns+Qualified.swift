/// Money columns headed by what their currency is to the statement rather than by its name:
/// "Moneda nacional" and "Moneda extranjera", "Local currency" and "Foreign currency". The
/// national column is in the statement's own currency; the foreign one in the other currency the
/// file prints most (its summary's "US$", a row's "USD"). A file that prints no other currency
/// names no foreign one, and its table is not split.
extension CurrencyColumns {
    enum Qualifier { case national, foreign }

    /// The two currencies such headers stand for.
    struct Qualified {
        var national: String
        var foreign: String

        func code(_ qualifier: Qualifier) -> String { qualifier == .national ? national : foreign }
    }

    /// Two words naming a column's currency by what it is to the statement, folded, in the
    /// languages read; and single words that say it alone ("Fremdwährung").
    static let qualifiers: [String: Qualifier] = [
        "moneda nacional": .national, "moneda local": .national, "moeda nacional": .national, "moeda local": .national,
        "local currency": .national, "national currency": .national, "monnaie locale": .national, "monnaie nationale": .national,
        "valuta locale": .national, "valuta nazionale": .national, "landeswahrung": .national, "hauswahrung": .national,
        "moneda extranjera": .foreign, "moneda extranjero": .foreign, "moeda estrangeira": .foreign, "foreign currency": .foreign,
        "monnaie etrangere": .foreign, "valuta estera": .foreign, "fremdwahrung": .foreign,
    ]

    /// Whether a header line names its columns in Spanish or Portuguese ("Moneda", "Moeda").
    static func isIberian(_ words: LineWords) -> Bool {
        words.contains { ["moneda", "moeda"].contains(TextFolding.normalised($0.text)) }
    }

    /// What the word at `position` names, with the word a word space before it.
    static func qualifier(_ words: LineWords, at position: Int) -> Qualifier? {
        let word = TextFolding.normalised(words[position].text)
        if let alone = qualifiers[word] { return alone }
        guard position > 0, words[position].x0 - words[position - 1].x1 < words[position].spacingUnit else { return nil }
        return qualifiers[TextFolding.normalised(words[position - 1].text) + " " + word]
    }

    /// The statement's own currency (`national`, as decided for the whole file) and the other
    /// currency its lines print most (the signs a column header prints counted too, "S/" among
    /// them); nil when either is unknown. Where the file's decision is the dollar, the dollar is
    /// the foreign one when the other currency was seen only through a local sign that decision
    /// does not read ("S/": it counted the dollar's sign and could not count the other's), or
    /// when the header is Spanish or Portuguese (`iberian`), where the foreign column beside a
    /// card's own currency is its dollar column. An English, French, Italian or German header
    /// beside a dollar the decision read keeps the dollar as the statement's own.
    static func qualified(_ lines: [TextLine], national: String?, iberian: Bool) -> Qualified? {
        guard let national, national != "XXX" else { return nil }
        let read = CurrencyDetector.votes(lines[...], vocabulary: .standard)
        var votes = read
        for line in lines {
            for word in line.words { if let code = signs[word.text.uppercased()] { votes[code, default: 0] += 1 } }
        }
        guard let other = CurrencyDetector.winner(votes.filter { $0.key != national })?.code else { return nil }
        let seenOnlyBySign = read[other, default: 0] == 0
        return national == "USD" && (seenOnlyBySign || iberian)
            ? Qualified(national: other, foreign: national) : Qualified(national: national, foreign: other)
    }
}
