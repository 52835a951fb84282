/// One page's lines, in reading order from the top.
public struct TextPage: Hashable, Sendable {
    /// 1-based page number.
    public var number: Int
    public var width: Double
    public var height: Double
    public var lines: [TextLine]
    /// Errors the PDF reader reported in the page's content (a damaged content stream): its
    /// lines may be only part of what the page prints.
    public var contentErrors: Int

    public init(number: Int, width: Double, height: Double, lines: [TextLine], contentErrors: Int = 0) {
        self.number = number
        self.width = width
        self.height = height
        self.lines = lines
        self.contentErrors = contentErrors
    }

    /// A page with no text at all is most likely a scanned image.
    public var hasText: Bool { !lines.isEmpty }
}
