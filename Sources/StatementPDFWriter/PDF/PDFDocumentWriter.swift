import Foundation

/// Builds a small PDF 1.4 file: pages of positioned text, rules and gray images, the
/// standard fonts in WinAnsiEncoding, uncompressed streams and a classic xref table.
/// No dates or random IDs are written, so equal drawings give equal bytes.
public final class PDFDocumentWriter {
    private var pages: [PDFPageCanvas] = []
    private let title: String?
    /// Fonts given a ToUnicode map keyed by glyph index in the Macintosh order instead of by
    /// character code, as some producers write them: a reader then gives a drawn character
    /// shifted by 29 wherever its code is also the index of a glyph the font uses ("0" as "M").
    /// Empty by default; for tests of reading such text layers back.
    public var glyphCodeFonts: Set<PDFStandardFont> = []

    public init(title: String? = nil) {
        self.title = title
    }

    public var pageCount: Int { pages.count }

    /// Adds a page; A4 portrait by default.
    public func addPage(width: Double = 595.28, height: Double = 841.89) -> PDFPageCanvas {
        let page = PDFPageCanvas(width: width, height: height)
        pages.append(page)
        return page
    }

    public func data() -> Data {
        var file = PDFObjectFile()
        let fonts = PDFStandardFont.allCases
        // Fixed numbering: 1 catalog, 2 page tree, 3 info, 4 font resources, then the fonts.
        let firstFont = 5
        var nextObject = firstFont + fonts.count
        var pageObjects: [Int] = []
        var pageBodies: [(page: PDFPageCanvas, content: Int, images: [Int])] = []
        for page in pages {
            let pageObject = nextObject
            let imageObjects = Array((nextObject + 2)..<(nextObject + 2 + page.images.count))
            pageBodies.append((page, nextObject + 1, imageObjects))
            pageObjects.append(pageObject)
            nextObject += 2 + page.images.count
        }

        file.add(1, "<< /Type /Catalog /Pages 2 0 R >>")
        let kids = pageObjects.map { "\($0) 0 R" }.joined(separator: " ")
        file.add(2, "<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>")
        let titleEntry = title.map { " /Title (\(String(decoding: PDFPageCanvas.escapedLiteral(WinAnsiEncoding.encode($0)), as: UTF8.self)))" } ?? ""
        file.add(3, "<< /Producer (statement-import StatementPDFWriter)\(titleEntry) >>")
        let fontEntries = fonts.enumerated().map { "/\($1.resourceName) \(firstFont + $0) 0 R" }
        file.add(4, "<< \(fontEntries.joined(separator: " ")) >>")
        for (index, font) in fonts.enumerated() {
            var toUnicode = ""
            if glyphCodeFonts.contains(font) {
                let drawn = pages.reduce(into: Set<UInt8>()) { $0.formUnion($1.codesDrawn[font] ?? []) }
                file.addStream(nextObject, dictionary: "", bytes: Array(Self.glyphKeyedCMap(drawn).utf8))
                toUnicode = " /ToUnicode \(nextObject) 0 R"
                nextObject += 1
            }
            file.add(
                firstFont + index,
                "<< /Type /Font /Subtype /Type1 /BaseFont /\(font.baseFontName) /Encoding /WinAnsiEncoding\(toUnicode) >>")
        }
        for (pageObject, body) in zip(pageObjects, pageBodies) {
            let page = body.page
            let xObjects = body.images.enumerated().map { "/Im\($0 + 1) \($1) 0 R" }.joined(separator: " ")
            let xObjectEntry = xObjects.isEmpty ? "" : " /XObject << \(xObjects) >>"
            file.add(
                pageObject,
                """
                << /Type /Page /Parent 2 0 R /MediaBox [0 0 \(PDFNumber.format(page.width)) \(PDFNumber.format(page.height))] \
                /Resources << /Font 4 0 R\(xObjectEntry) >> /Contents \(body.content) 0 R >>
                """)
            file.addStream(body.content, dictionary: "", bytes: page.content)
            for (image, object) in zip(page.images, body.images) {
                file.addStream(
                    object,
                    dictionary: """
                        /Type /XObject /Subtype /Image /Width \(image.width) /Height \(image.height) \
                        /ColorSpace /DeviceGray /BitsPerComponent 8
                        """, bytes: image.pixels)
            }
        }
        return file.finish(root: 1, info: 3)
    }

    /// A ToUnicode map with one entry per glyph the font draws, keyed by the glyph's index in the
    /// Macintosh order (printable ASCII from index 3 on) instead of by its character code.
    static func glyphKeyedCMap(_ drawn: Set<UInt8>) -> String {
        let entries = drawn.sorted().filter { (32...126).contains($0) }.map { code in
            "<\(hex(Int(code) - 29, digits: 2))> <\(hex(Int(code), digits: 4))>"
        }
        let lines = [
            "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
            "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
            "1 begincodespacerange <00> <FF> endcodespacerange",
            "\(entries.count) beginbfchar",
        ]
        return (lines + entries + ["endbfchar", "endcmap CMapName currentdict /CMap defineresource pop end end"]).joined(separator: "\n")
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
