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

    /// The word with `next`, printed after it on its line, as one word in this word's font size.
    public func joined(with next: TextWord) -> TextWord {
        TextWord(text: text + next.text, x0: x0, y0: min(y0, next.y0), x1: next.x1, y1: max(y1, next.y1), fontSize: fontSize)
    }
}
