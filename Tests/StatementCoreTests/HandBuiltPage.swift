import StatementCore

/// Builds `TextPage`s by hand, the way a PDF's words would arrive: each cell is a run of words
/// placed left-aligned at an x or right-aligned to an x, one line per call, 12pt apart.
struct HandBuiltPage {
    enum Cell {
        case left(String, Double)
        case right(String, Double)
    }

    var number = 1
    var y = 60.0
    let fontSize = 9.0
    private(set) var lines: [TextLine] = []

    init(number: Int = 1) { self.number = number }

    static func width(_ word: String) -> Double { Double(word.count) * 5 }

    mutating func line(_ cells: Cell..., gap: Double = 12) {
        line(cells: cells, gap: gap)
    }

    mutating func line(cells: [Cell], gap: Double = 12) {
        var words: [TextWord] = []
        for cell in cells {
            let (text, start): (String, Double)
            switch cell {
            case .left(let t, let x): (text, start) = (t, x)
            case .right(let t, let x):
                let parts = t.split(separator: " ").map(String.init)
                let total = parts.map(HandBuiltPage.width).reduce(0, +) + Double(parts.count - 1) * 2.5
                (text, start) = (t, x - total)
            }
            var x = start
            for part in text.split(separator: " ").map(String.init) {
                let w = HandBuiltPage.width(part)
                words.append(TextWord(text: part, x0: x, y0: y, x1: x + w, y1: y + fontSize, fontSize: fontSize))
                x += w + 2.5
            }
        }
        lines.append(TextLine(page: number, number: lines.count + 1, words: words.sorted { $0.x0 < $1.x0 }))
        y += gap
    }

    var page: TextPage { TextPage(number: number, width: 595, height: 842, lines: lines) }

    /// The cells drawn letter-spaced, as some PDFs set their text: each word arrives in pieces
    /// of two glyphs a narrow gap apart (0.15 of the font size), the words a wide gap apart (0.55).
    mutating func spacedLine(_ cells: Cell..., gap: Double = 12) {
        let (pieceGap, wordGap) = (0.15 * fontSize, 0.55 * fontSize)
        var words: [TextWord] = []
        for cell in cells {
            let (text, anchor, alignRight): (String, Double, Bool)
            switch cell {
            case .left(let t, let x): (text, anchor, alignRight) = (t, x, false)
            case .right(let t, let x): (text, anchor, alignRight) = (t, x, true)
            }
            var pieces: [(text: String, x0: Double)] = []
            var x = 0.0
            for (index, word) in text.split(separator: " ").enumerated() {
                if index > 0 { x += wordGap }
                var glyphs = Array(word)
                var first = true
                while !glyphs.isEmpty {
                    let piece = String(glyphs.prefix(2))
                    glyphs.removeFirst(piece.count)
                    if !first { x += pieceGap }
                    pieces.append((piece, x))
                    x += HandBuiltPage.width(piece)
                    first = false
                }
            }
            let shift = alignRight ? anchor - x : anchor
            for piece in pieces {
                let x0 = piece.x0 + shift
                words.append(
                    TextWord(text: piece.text, x0: x0, y0: y, x1: x0 + HandBuiltPage.width(piece.text), y1: y + fontSize, fontSize: fontSize))
            }
        }
        lines.append(TextLine(page: number, number: lines.count + 1, words: words.sorted { $0.x0 < $1.x0 }))
        y += gap
    }
}

extension HandBuiltPage {
    /// The top of a card statement: card number, period, £200.00 owed before and £136.99 after.
    mutating func cardSummary() {
        line(.left("Contoso Test Card", 40))
        line(.left("Credit card statement", 40))
        line(.left("Card number 4929 1234 5678 3107", 40))
        line(.left("Statement period 15 Dec 2024 to 14 Jan 2025", 40))
        line(.left("Previous balance", 40), .right("£200.00", 300))
        line(.left("New balance", 40), .right("£136.99", 300))
        line(.left("Minimum payment", 40), .right("£25.00", 300))
    }
}

extension Statement {
    /// (date, amount, description) of every row, for compact expectations.
    var rows: [String] {
        transactions.map { "\($0.date.iso) \($0.amount.decimalString) \($0.description)" }
    }
}
