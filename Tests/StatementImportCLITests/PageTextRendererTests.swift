import StatementCore
@testable import StatementImportCLI
import Testing

/// The renderer keeps each line's length as it grows instead of counting it for every word; it
/// must still place words exactly where counting the characters would.
@Suite struct PageTextRendererTests {
    /// The renderer as it counted before: the whole line's characters for every word.
    private func countingEveryTime(_ page: TextPage, scale: Double) -> String {
        var output = ""
        for line in page.lines {
            var text = ""
            for word in line.words {
                let column = Int((word.x0 / scale).rounded())
                if text.count < column {
                    text += String(repeating: " ", count: column - text.count)
                } else if !text.isEmpty {
                    text += " "
                }
                text += word.text
            }
            output += text + "\n"
        }
        return output
    }

    private func page(_ lines: [[(String, Double)]]) -> TextPage {
        TextPage(
            number: 1, width: 600, height: 800,
            lines: lines.enumerated().map { index, words in
                TextLine(
                    page: 1, number: index + 1,
                    words: words.map { text, x in
                        TextWord(text: text, x0: x, y0: Double(index) * 12, x1: x + 20, y1: Double(index) * 12 + 9)
                    })
            })
    }

    @Test func wordsLandWhereCountingTheLineWouldPutThem() {
        let page = page([
            [("03/03/2025", 40), ("TESCO", 110), ("STORES", 150), ("54.32", 400), ("2,788.05", 480)],
            // A decomposed accent, a word opening with a combining mark (it joins the space
            // before it into one character), wide characters, an emoji and overlapping words.
            [("Cafe\u{301}", 40), ("\u{301}x", 80), ("普通預金", 100), ("👍🏽", 160), ("overlap", 161), ("end", 300)],
            [],
            [("ÅSE", 0), ("ØRE", 5)],
        ])
        for scale in [1.0, 4.5, 5.0, 7.25] {
            #expect(PageTextRenderer(pointsPerColumn: scale).render(page) == countingEveryTime(page, scale: scale))
        }
        #expect(PageTextRenderer().render(page) == countingEveryTime(page, scale: PageTextRenderer.estimatedScale(page)))
    }
}
