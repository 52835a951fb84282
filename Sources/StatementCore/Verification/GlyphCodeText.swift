/// Pages whose text the PDF reader gave as glyph codes (a font's ToUnicode map keyed by glyph
/// instead of character), read again by a constant offset: the rows rest on that decoding, so
/// the statement says so. The verdict still comes from the arithmetic: a wrong decoding leaves
/// balances that do not follow from the rows.
public enum GlyphCodeText {
    /// The note naming the decoded fonts and their pages, nil when no page needed decoding.
    public static func note(in pages: [TextPage]) -> VerificationProblem? {
        var fonts: [String] = []
        var pagesOfFont: [String: [Int]] = [:]
        for page in pages {
            for font in page.decodedFonts {
                if pagesOfFont[font] == nil { fonts.append(font) }
                pagesOfFont[font, default: []].append(page.number)
            }
        }
        guard !fonts.isEmpty else { return nil }
        let named = fonts.prefix(5).map { font in
            let numbers = pagesOfFont[font] ?? []
            let shown = numbers.prefix(10).map(String.init).joined(separator: ", ")
            return "\(font) (page\(numbers.count == 1 ? "" : "s") \(shown)\(numbers.count > 10 ? ", …" : ""))"
        }
        return VerificationProblem(
            page: nil, line: nil,
            message:
                "text decoded from glyph codes: the PDF's text layer gives glyph codes, not characters, for "
                + named.joined(separator: "; ")
                + "; its words were read by that offset, and the balances check the rows read so")
    }
}
