import Testing
import PDFText
import StatementCore

/// Family 11: letter-spaced text layers, where every glyph is placed apart, and text turned up a
/// margin: words are rebuilt from the glyphs' gaps before anything reads the line.
@Suite struct LetterSpacedTextTests {
    /// One glyph a word, `spacing` apart within a word and `wordSpace` apart between words.
    private func spaced(
        _ text: String, x: Double, baseline: Double, size: Double = 9, spacing: Double = 1.5,
        wordSpace: Double = 6
    ) -> [TextWord] {
        var words: [TextWord] = []
        var x = x
        for part in text.split(separator: " ") {
            for glyph in part {
                words.append(TextWord(text: String(glyph), x0: x, y0: baseline - size, x1: x + size * 0.5, y1: baseline, fontSize: size))
                x += size * 0.5 + spacing
            }
            x += wordSpace - spacing
        }
        return words
    }

    private func word(_ text: String, x: Double, baseline: Double, size: Double = 9) -> TextWord {
        TextWord(text: text, x0: x, y0: baseline - size, x1: x + Double(text.count) * size * 0.5, y1: baseline, fontSize: size)
    }

    @Test func letterSpacedDateAndDescriptionBecomeWords() {
        let words = spaced("17/jan AMAZON MKTPLACE", x: 40, baseline: 100) + [word("23.99", x: 400, baseline: 100)]
        let lines = LineBuilder().lines(words, page: 1)
        #expect(lines.map(\.text) == ["17/jan AMAZON MKTPLACE 23.99"])
    }

    @Test func letterSpacedAmountsInColumnsStayApart() {
        let words =
            spaced("03.02.2025 Miete", x: 40, baseline: 100) + spaced("850,00", x: 380, baseline: 100)
            + spaced("1.150,00", x: 470, baseline: 100)
        let lines = LineBuilder().lines(words, page: 1)
        #expect(lines.first?.words.map(\.text) == ["03.02.2025", "Miete", "850,00", "1.150,00"])
    }

    @Test func initialsAndFlagColumnsAreLeftAlone() {
        let words = [
            word("M", x: 40, baseline: 100), word("J", x: 48, baseline: 100), word("SMITH", x: 56, baseline: 100),
            word("45.00", x: 400, baseline: 100), word("D", x: 440, baseline: 100),
        ]
        let lines = LineBuilder().lines(words, page: 1)
        #expect(lines.first?.words.map(\.text) == ["M", "J", "SMITH", "45.00", "D"])
    }

    @Test func aLetterSpacedStatementParses() {
        var words: [TextWord] = []
        words += spaced("Statement period 01/03/2025 to 31/03/2025", x: 40, baseline: 40)
        words +=
            spaced("Date", x: 40, baseline: 60) + spaced("Description", x: 120, baseline: 60)
            + spaced("Amount", x: 380, baseline: 60) + spaced("Balance", x: 470, baseline: 60)
        words += spaced("Opening balance", x: 120, baseline: 75) + spaced("100.00", x: 470, baseline: 75)
        words +=
            spaced("02/03/2025", x: 40, baseline: 90) + spaced("CAFE ROMA", x: 120, baseline: 90)
            + spaced("-4.50", x: 380, baseline: 90) + spaced("95.50", x: 470, baseline: 90)
        words += spaced("Closing balance", x: 120, baseline: 105) + spaced("95.50", x: 470, baseline: 105)
        let page = TextPage(number: 1, width: 595, height: 842, lines: LineBuilder().lines(words, page: 1))
        let statement = StatementParser().parse(pages: [page])
        #expect(
            statement.transactions.map { "\($0.date.iso) \($0.amount.decimalString) \($0.description)" }
                == ["2025-03-02 -4.50 CAFE ROMA"])
        #expect(statement.verification.verdict == .verified, "\(statement.verification.problems)")
    }

    @Test func textTurnedUpTheMarginLeavesTheRowsItCrosses() {
        var words = [
            word("04/09/2012", x: 52, baseline: 100, size: 8), word("PAIEMENT", x: 150, baseline: 100, size: 8),
            word("12,90", x: 440, baseline: 100, size: 8),
        ]
        // "Pour": one glyph a word, stacked at one x, each box as tall as the glyph's advance.
        var y = 92.0
        for glyph in ["P", "o", "u", "r"] {
            words.append(TextWord(text: glyph, x0: 573.6, y0: y, x1: 579.7, y1: y + 4, fontSize: 6.6))
            y += 4
        }
        let lines = LineBuilder().lines(words, page: 1)
        #expect(lines.map(\.text) == ["04/09/2012 PAIEMENT 12,90", "Pour"])
    }

    /// Fragments of words set `gaps` apart (each a share of the font size): a gap narrower than a
    /// word space joins its neighbours.
    private func fragments(_ parts: [String], gaps: [Double], x: Double, baseline: Double, size: Double = 9) -> [TextWord] {
        var words: [TextWord] = []
        var x = x
        for (index, part) in parts.enumerated() {
            words.append(word(part, x: x, baseline: baseline, size: size))
            x += Double(part.count) * size * 0.5 + (index < gaps.count ? gaps[index] * size : 0)
        }
        return words
    }

    @Test func wordsSplitAtIrregularGlyphGapsAreRebuilt() {
        let words =
            [word("07.04.2025", x: 40, baseline: 100)]
            + fragments(["DIS", "POKRE", "DIT", "E", "UR"], gaps: [0.12, 0.1, 0.3, 0.13], x: 110, baseline: 100)
            + [word("-12,40", x: 400, baseline: 100)]
        let lines = LineBuilder().lines(words, page: 1)
        #expect(lines.first?.words.map(\.text) == ["07.04.2025", "DISPOKREDIT", "EUR", "-12,40"])
    }

    @Test func aWholeWordSplitInTwoIsRebuiltAmongWordSpaces() {
        let words = fragments(["Zinsen", "für", "Dispo", "sitions", "kredit"], gaps: [0.28, 0.28, 0.11, 0.12], x: 110, baseline: 100)
        let lines = LineBuilder().lines(words, page: 1)
        #expect(lines.first?.words.map(\.text) == ["Zinsen", "für", "Dispositionskredit"])
    }

    @Test func wordsSqueezedByHorizontalScalingStayApart() {
        // Glyphs and spaces at half their width: a word space of 0.14 of the font size.
        var words: [TextWord] = []
        var x = 110.0
        for part in ["CARD", "PAYMENT", "TO", "SHOP"] {
            words.append(TextWord(text: part, x0: x, y0: 91, x1: x + Double(part.count) * 3, y1: 100, fontSize: 9))
            x += Double(part.count) * 3 + 1.25
        }
        let lines = LineBuilder().lines(words, page: 1)
        #expect(lines.first?.words.map(\.text) == ["CARD", "PAYMENT", "TO", "SHOP"])
    }

    @Test func tightlySetSeparateWordsStayApart() {
        let words = fragments(["CARD", "PAYMENT", "TO", "A", "SHOP"], gaps: [0.22, 0.22, 0.22, 0.22], x: 110, baseline: 100)
        let lines = LineBuilder().lines(words, page: 1)
        #expect(lines.first?.words.map(\.text) == ["CARD", "PAYMENT", "TO", "A", "SHOP"])
    }
}
