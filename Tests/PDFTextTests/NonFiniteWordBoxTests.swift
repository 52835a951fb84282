import PDFText
import StatementCore
import Testing

/// Words whose boxes are no finite number (a broken PDF's text matrix) have no place on the
/// page: the line builder drops them, turns a reversed box round, and the parser reading the
/// lines returns, whichever word was broken.
@Suite struct NonFiniteWordBoxTests {
    static func words() -> [TextWord] {
        let rows = [
            ["03/03/2025", "Energy", "invoice", "-84.20", "12,365.80"], ["05/03/2025", "Salary", "Contoso", "2,150.00", "14,515.80"],
            ["12/03/2025", "Store", "Fabrikam", "-1,234.56", "13,281.24"],
        ]
        var words = [
            TextWord(text: "Opening", x0: 110, y0: 91, x1: 150, y1: 100, fontSize: 9),
            TextWord(text: "balance", x0: 153, y0: 91, x1: 190, y1: 100, fontSize: 9),
            TextWord(text: "12,450.00", x0: 470, y0: 91, x1: 520, y1: 100, fontSize: 9),
        ]
        for (line, row) in rows.enumerated() {
            let top = 103 + Double(line) * 12
            let starts = [40.0, 110, 150, 400, 470]
            for (text, x) in zip(row, starts) {
                words.append(TextWord(text: text, x0: x, y0: top, x1: x + Double(text.count) * 5, y1: top + 9, fontSize: 9))
            }
        }
        return words
    }

    @Test func brokenBoxesAreDroppedOrTurnedRound() {
        let words = Self.words()
        for index in words.indices {
            for value in [Double.nan, .infinity, -.infinity] {
                var broken = words
                broken[index].x1 = value
                let lines = LineBuilder().lines(broken, page: 1)
                let kept = lines.flatMap(\.words)
                #expect(kept.count == words.count - 1)
                #expect(!kept.contains { $0.text == words[index].text && $0.x0 == words[index].x0 })
                #expect(kept.allSatisfy { $0.isPlaced })
                _ = StatementParser().parse(pages: [TextPage(number: 1, width: 595, height: 842, lines: lines)])
            }
            var reversed = words
            (reversed[index].x0, reversed[index].x1) = (words[index].x1, words[index].x0)
            let lines = LineBuilder().lines(reversed, page: 1)
            #expect(lines.flatMap(\.words).count == words.count)
            #expect(lines.flatMap(\.words).allSatisfy { $0.isPlaced })
            _ = StatementParser().parse(pages: [TextPage(number: 1, width: 595, height: 842, lines: lines)])
        }
    }
}
