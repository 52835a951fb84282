import StatementCore

/// One page's words as the PDF gives them, before they are grouped into lines.
public struct PageWords: Hashable, Sendable {
    /// 1-based.
    public var number: Int
    public var width: Double
    public var height: Double
    public var words: [TextWord]

    public init(number: Int, width: Double, height: Double, words: [TextWord]) {
        self.number = number
        self.width = width
        self.height = height
        self.words = words
    }
}
