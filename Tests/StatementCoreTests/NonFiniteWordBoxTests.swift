import Testing
@testable import StatementCore

/// A broken PDF can give a word a box that is no finite number, or one turned round: the parser
/// never traps on it (a range `x0...x1` would), whatever word of the page it is. Lines are built
/// straight from such words here, past the PDF reader that drops them, so the parser's own
/// boundary (`LineWords` keeps every word `placed`) is what is tried.
@Suite struct NonFiniteWordBoxTests {
    /// Ways a word's box can be broken: an x or y that is NaN or infinite, the box reversed,
    /// the font size NaN, the word far off any page.
    static let breakages = 7

    static func broken(_ word: TextWord, _ way: Int) -> TextWord {
        var word = word
        switch way {
        case 0: word.x0 = .nan
        case 1: word.x1 = .infinity
        case 2: word.x0 = -.infinity
        case 3: (word.x0, word.x1) = (word.x1, word.x0 - 30)
        case 4: (word.y0, word.y1) = (.nan, .nan)
        case 5: word.fontSize = .nan
        default: (word.x0, word.x1) = (1e300, 1e301)
        }
        return word
    }

    /// Tables that take the paths building ranges from coordinates: a value date column after
    /// the balance (yearless dates under its label), a sign column, debit and credit columns
    /// with a whole amount, no header at all.
    static var tables: [DrawnTable] {
        var valueDates = DrawnTable(columns: DrawnTable.columns([.date, .description, .amount, .balance, .valueDate]))
        valueDates.date = { String(format: "%02d.03.", $0) }
        var signs = DrawnTable(columns: DrawnTable.columns([.date, .description, .amount, .sign, .balance]))
        signs.signMark = { $0 < 0 ? "-" : "+" }
        var whole = DrawnTable(columns: DrawnTable.columns([.date, .description, .debit, .credit, .balance]))
        whole.unsigned = { $0 == 215_000 ? "2,150" : LanguageStatement.english($0) }
        var headerless = DrawnTable(columns: DrawnTable.columns([.date, .amount, .balance, .description]))
        headerless.printsHeader = false
        return [valueDates, signs, whole, headerless]
    }

    @Test func noBrokenBoxTrapsTheParser() {
        var parsed = 0
        for table in Self.tables {
            let lines = table.page.lines
            for (line, words) in lines.enumerated() {
                for index in words.words.indices {
                    // Two breakages a word, turn about: every breakage meets every kind of word.
                    for offset in [0, 3] {

                        var broken = lines
                        var changed = Array(words.words)
                        changed[index] = Self.broken(changed[index], (line + index + offset) % Self.breakages)
                        broken[line] = TextLine(page: 1, number: words.number, words: changed)
                        let placed = broken[line].words.allSatisfy { $0.isPlaced }
                        #expect(placed)
                        let statement = StatementParser().parse(pages: [TextPage(number: 1, width: 595, height: 842, lines: broken)])
                        parsed += statement.transactions.count >= 0 ? 1 : 0
                    }
                }
            }
        }
        #expect(parsed > 400)
    }

    @Test func aBrokenBoxIsPlacedOnThePage() {
        let word = TextWord(text: "12.00", x0: .nan, y0: 10, x1: .infinity, y1: 2, fontSize: .nan)
        let placed = word.placed
        #expect(placed.isPlaced)
        #expect(placed.x0 == 0 && placed.x1 == TextWord.coordinateLimit)
        #expect(placed.y0 == 2 && placed.y1 == 10)
        #expect(placed.fontSize == 0)
        #expect(ClosedRange.spanning(5, 3) == 3...5)
        #expect(ClosedRange.spanning(.nan, 3) == 0...3)
    }
}
