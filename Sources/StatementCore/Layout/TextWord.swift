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
}
