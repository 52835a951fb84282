/// The words the parser's vocabularies know (column headers, balance and total labels, month
/// names, currency codes, in every language read), folded, for a reader outside the parser that must tell text
/// that reads from text that does not: the PDF reader's check of a font whose text layer gives
/// glyph codes (`GlyphCodeRepair` in PDFText).
public enum StatementVocabulary {
    /// Whether `word`, folded, is one of the vocabularies' words or a month name. Words of fewer
    /// than three letters are not counted: garbled text makes them by chance.
    public static func contains(_ word: String) -> Bool {
        let folded = TextFolding.normalised(word)
        guard folded.utf8.count >= 3 else { return false }
        return words.contains(folded) || MonthNames.month(folded: folded) != nil
    }

    /// Words common in any statement's prose that no label holds: a period's "from … to", the
    /// links of a holder's name and address.
    private static let prose = [
        "vom", "von", "bis", "und", "fur", "der", "die", "das", "den", "dem", "des", "mit", "auf", "aus", "bei",
        "nach", "uber", "the", "and", "for", "from", "with", "your", "you", "our", "this", "that", "are", "page",
        "del", "los", "las", "por", "para", "con", "una", "les", "des", "pour", "avec", "sur", "dans", "par",
        "dos", "das", "com", "uma", "pelo", "pela", "della", "dei", "per", "van", "het", "een", "voor", "met",
        "account", "konto", "kontoauszug", "cuenta", "compte", "conta", "conto", "rekening", "seite", "pagina",
    ]

    private static let words: Set<String> = {
        var words = Set(prose).union(AmountText.currencyCodes.map { $0.lowercased() })
        let vocabulary = HeaderVocabulary.standard
        let phrases =
            Array(vocabulary.words.keys) + Array(vocabulary.pairs.keys) + SummaryLabels.opening + SummaryLabels.closing
            + SummaryLabels.broughtForward + SummaryLabels.carriedForward + SummaryLabels.stated + Array(SummaryLabels.totals)
        for phrase in phrases {
            for word in phrase.split(separator: " ") where word.utf8.count >= 3 { words.insert(String(word)) }
        }
        return words
    }()
}
