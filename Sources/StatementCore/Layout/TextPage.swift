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
    /// The fonts whose text the PDF reader gave as glyph codes and that were decoded by a
    /// constant offset ("ArialMT, shifted by 29"): the page's words rest on that decoding.
    public var decodedFonts: [String]

    public init(
        number: Int, width: Double, height: Double, lines: [TextLine], contentErrors: Int = 0, decodedFonts: [String] = []
    ) {
        self.number = number
        self.width = width
        self.height = height
        self.lines = lines
        self.contentErrors = contentErrors
        self.decodedFonts = decodedFonts
    }

    /// A page with no text at all is most likely a scanned image.
    public var hasText: Bool { !lines.isEmpty }
}
