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

    /// Rows 12 points apart, each from x 40 to about 430.
    private func rows(from baseline: Double, count: Int) -> [TextWord] {
        (0..<count).flatMap { index in
            let line = baseline + 12 * Double(index)
            return [word("0\(index + 1)/03/2025", x: 40, baseline: line), word("SHOP", x: 110, baseline: line), word("9.99", x: 400, baseline: line)]
        }
    }

    /// A rotated watermark's word laid across rows with its centre between two of them ("NT" of
    /// "CONFIDENTIAL" at 30°, in a box 46 points tall): it meets no row's centre, and would be a
    /// line of its own read as a row's wrapped description.
    @Test func aStampLaidAcrossRowsBetweenTheirCentresIsDropped() {
        let stamp = TextWord(text: "NT", x0: 200, y0: 78, x1: 240, y1: 124, fontSize: 36)
        let lines = LineBuilder().lines(rows(from: 100, count: 3) + [stamp], page: 1)
        #expect(lines.map(\.text) == ["01/03/2025 SHOP 9.99", "02/03/2025 SHOP 9.99", "03/03/2025 SHOP 9.99"])
    }

    /// A letter of a watermark turned 45° comes in a box much shorter than its font size (40pt
    /// in 17 points): its size, not its box, says it is no row's text.
    @Test func aTurnedWatermarkLetterIsDroppedByItsFontSize() {
        let letter = TextWord(text: "E", x0: 300, y0: 102, x1: 356, y1: 119, fontSize: 40)
        let lines = LineBuilder().lines(rows(from: 100, count: 3) + [letter], page: 1)
        #expect(lines.map(\.text) == ["01/03/2025 SHOP 9.99", "02/03/2025 SHOP 9.99", "03/03/2025 SHOP 9.99"])
    }

    /// A letterhead's name in large type left of small address lines, its centre level with one
    /// of them, stands beside them, not over them: it stays, a line of its own.
    @Test func aLargeNameBesideSmallLinesStays() {
        let name = word("NORTHWIND", x: 40, baseline: 84, size: 30)
        let address = [word("1 High Street", x: 300, baseline: 62), word("London", x: 300, baseline: 74), word("EC1 1AA", x: 300, baseline: 86)]
        let lines = LineBuilder().lines([name] + address, page: 1)
        #expect(lines.map(\.text).sorted() == ["1 High Street", "EC1 1AA", "London", "NORTHWIND"])
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
