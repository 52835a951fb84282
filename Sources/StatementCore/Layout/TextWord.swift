/// A word on a page with its box in points, origin at the top left, y growing downwards.
public struct TextWord: Hashable, Sendable {
    public var text: String
    public var x0: Double
    public var y0: Double
    public var x1: Double
    public var y1: Double
    /// The font size where the PDF says it, else the box height.
    public var fontSize: Double

    public init(text: String, x0: Double, y0: Double, x1: Double, y1: Double, fontSize: Double? = nil) {
        self.text = text
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
        self.fontSize = fontSize ?? (y1 - y0)
    }

    public var height: Double { y1 - y0 }
    public var width: Double { x1 - x0 }

    /// What the gaps beside the word are measured against: its font size, else its box height
    /// (a point at least).
    public var spacingUnit: Double { fontSize > 0 ? fontSize : max(height, 1) }

    /// Whether every coordinate is a finite number within `coordinateLimit`, the box the right
    /// way round (x0 ≤ x1, y0 ≤ y1) and the font size a finite number ≥ 0: what every range and
    /// gap built from a word relies on (`x0...x1` traps on NaN or a reversed box).
    public var isPlaced: Bool {
        let limit = TextWord.coordinateLimit
        return abs(x0) <= limit && abs(x1) <= limit && abs(y0) <= limit && abs(y1) <= limit && x0 <= x1 && y0 <= y1
            && fontSize >= 0 && fontSize <= limit
    }

    /// The word with its box made one every range can be built from: a coordinate that is no
    /// finite number (a broken PDF's glyph matrix) set to 0 or the limit, a reversed box turned
    /// round, a font size that is no number set to 0 (the box height is used instead). The PDF
    /// reader drops such words before they get here; a page built another way is made safe here.
    public var placed: TextWord {
        let clamp = { (value: Double) -> Double in
            value.isNaN ? 0 : min(max(value, -TextWord.coordinateLimit), TextWord.coordinateLimit)
        }
        let (left, right, top, bottom) = (clamp(x0), clamp(x1), clamp(y0), clamp(y1))
        let size = fontSize.isNaN || fontSize < 0 ? 0 : min(fontSize, TextWord.coordinateLimit)
        return TextWord(
            text: text, x0: min(left, right), y0: min(top, bottom), x1: max(left, right), y1: max(top, bottom), fontSize: size)
    }

    /// A million points, some 350 metres: far beyond any page (a PDF page is at most 14,400
    /// points), and small enough that sums and products of coordinates stay finite.
    public static let coordinateLimit = 1_000_000.0

    /// The word with `next`, printed after it on its line, as one word in this word's font size.
    public func joined(with next: TextWord) -> TextWord {
        TextWord(text: text + next.text, x0: x0, y0: min(y0, next.y0), x1: next.x1, y1: max(y1, next.y1), fontSize: fontSize)
    }
}
