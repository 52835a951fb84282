import Testing
import StatementCore

/// A line's words read back exactly as given, whether they share their top, bottom and font size
/// or not, and compare like the array they were made from.
@Suite struct LineWordsTests {
    private static let shared = [
        TextWord(text: "01/02/2025", x0: 40.125, y0: 100.3, x1: 88.7, y1: 109.9, fontSize: 9.5),
        TextWord(text: "A description longer than fifteen bytes", x0: 95.000001, y0: 100.3, x1: 300.2, y1: 109.9, fontSize: 9.5),
        TextWord(text: "1,234.56", x0: 480.33, y0: 100.3, x1: 520.01, y1: 109.9, fontSize: 9.5),
    ]

    @Test func wordsSharingTheirVerticalsReadBackExactly() {
        let words = LineWords(Self.shared)
        #expect(Array(words) == Self.shared)
        #expect(words.count == 3 && words[1].x0 == 95.000001 && words[2].text == "1,234.56")
    }

    @Test func wordsOfMixedFontsReadBackExactly() {
        var mixed = Self.shared
        mixed[1].y0 = 98.25
        mixed[2].fontSize = 11
        let words = LineWords(mixed)
        #expect(Array(words) == mixed)
        #expect(words != LineWords(Self.shared))
        #expect(words == LineWords(mixed) && words.hashValue == LineWords(mixed).hashValue)
    }

    @Test func aLineWithoutWordsIsEmpty() {
        let words = LineWords([])
        #expect(words.isEmpty && words.first == nil && words == [])
    }

    @Test func amountTokensKeepTheirWordRange() {
        let tokens = LineReader(decimalMark: .point, minorDigits: 2).trailingAmounts(LineWords(Self.shared), from: 1)
        #expect(tokens.map(\.words) == [2..<3])
        #expect(MemoryLayout<AmountToken>.stride == 32)
    }
}
