import Testing
import PDFText
import StatementCore

@Suite struct LineBuilderTests {
    private func word(_ text: String, x: Double, baseline: Double, size: Double = 9) -> TextWord {
        // Boxes sit on their baseline, as a PDF's glyph boxes do: taller type reaches higher.
        TextWord(text: text, x0: x, y0: baseline - size, x1: x + Double(text.count) * size * 0.5, y1: baseline, fontSize: size)
    }

    @Test func smallVerticalJitterStaysOneLine() {
        let words = [
            word("03/03/2025", x: 40, baseline: 100),
            word("TESCO", x: 110, baseline: 101),
            word("STORES", x: 150, baseline: 99),
            word("54.32", x: 400, baseline: 100.8),
            word("2,788.05", x: 480, baseline: 99.2),
        ]
        let lines = LineBuilder().lines(words.reversed(), page: 1)
        #expect(lines.count == 1)
        #expect(lines.first?.text == "03/03/2025 TESCO STORES 54.32 2,788.05")
        #expect(lines.first?.page == 1)
        #expect(lines.first?.number == 1)
    }

    @Test func mixedFontSizesOnOneBaselineStayOneLine() {
        let words = [
            word("Northwind", x: 40, baseline: 60, size: 16),
            word("Bank", x: 120, baseline: 60, size: 16),
            word("Current", x: 300, baseline: 60, size: 10),
            word("Account", x: 340, baseline: 60, size: 10),
        ]
        let lines = LineBuilder().lines(words, page: 1)
        #expect(lines.map(\.text) == ["Northwind Bank Current Account"])
    }

    /// A stamp ("COPY" at 48pt) or a watermark's letters set over a table: a word several times
    /// taller than the row its centre meets is dropped, never part of the row's text.
    @Test(arguments: [24.0, 36.0, 48.0]) func aStampOverARowIsNoTextOfIt(size: Double) {
        let row = [word("09/03/2025", x: 40, baseline: 100), word("AMAZON", x: 110, baseline: 100), word("19.99", x: 400, baseline: 100)]
        // Centred on the row: its baseline lies half its extra height below the row's.
        let stamp = word("COPY", x: 160, baseline: 100 + (size - 9) / 2, size: size)
        let lines = LineBuilder().lines(row + [stamp], page: 1)
        #expect(lines.map(\.text) == ["09/03/2025 AMAZON 19.99"])
    }

    @Test func linesTwelvePointsApartStayTwoLines() {
        let words = [
            word("second", x: 40, baseline: 112),
            word("first", x: 40, baseline: 100),
            word("line", x: 80, baseline: 112),
            word("line", x: 80, baseline: 100),
        ]
        let lines = LineBuilder().lines(words, page: 3)
        #expect(lines.map(\.text) == ["first line", "second line"])
        #expect(lines.map(\.number) == [1, 2])
        #expect(lines.allSatisfy { $0.page == 3 })
    }

    @Test func emptyWordsAreDropped() {
        let lines = LineBuilder().lines([word("", x: 10, baseline: 50), word("text", x: 40, baseline: 50)], page: 1)
        #expect(lines.map(\.text) == ["text"])
    }
}
