/// One page's drawing. Callers think top-down like a printed form: (0, 0) is the top-left
/// corner and y grows downwards; text is placed by its baseline.
public final class PDFPageCanvas {
    public let width: Double
    public let height: Double
    private(set) var content: [UInt8] = []
    private(set) var images: [GrayscaleImage] = []
    /// The WinAnsi codes each font has drawn, for a ToUnicode map of the glyphs a font uses.
    private(set) var codesDrawn: [PDFStandardFont: Set<UInt8>] = [:]

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public func text(
        _ text: String, x: Double, y: Double,
        font: PDFStandardFont = .helvetica, size: Double = 9, align: PDFTextAlignment = .left
    ) {
        guard !text.isEmpty else { return }
        let textWidth = font.width(of: text, size: size)
        let left: Double =
            switch align {
            case .left: x
            case .right: x - textWidth
            case .center: x - textWidth / 2
            }
        append("BT /\(font.resourceName) \(PDFNumber.format(size)) Tf ")
        append("1 0 0 1 \(PDFNumber.format(left)) \(PDFNumber.format(height - y)) Tm (")
        let codes = WinAnsiEncoding.encode(text)
        codesDrawn[font, default: []].formUnion(codes)
        content += Self.escapedLiteral(codes)
        append(") Tj ET\n")
    }

    /// A straight rule; `gray` 0 is black, 1 white.
    public func line(x1: Double, y1: Double, x2: Double, y2: Double, lineWidth: Double = 0.5, gray: Double = 0) {
        append("q \(PDFNumber.format(gray)) G \(PDFNumber.format(lineWidth)) w ")
        append("\(PDFNumber.format(x1)) \(PDFNumber.format(height - y1)) m ")
        append("\(PDFNumber.format(x2)) \(PDFNumber.format(height - y2)) l S Q\n")
    }

    /// Draws `image` stretched over the rectangle whose top-left corner is (x, y).
    public func image(_ image: GrayscaleImage, x: Double, y: Double, width w: Double, height h: Double) {
        images.append(image)
        let name = "Im\(images.count)"
        append("q \(PDFNumber.format(w)) 0 0 \(PDFNumber.format(h)) ")
        append("\(PDFNumber.format(x)) \(PDFNumber.format(height - y - h)) cm /\(name) Do Q\n")
    }

    private func append(_ ascii: String) {
        content += Array(ascii.utf8)
    }

    /// Literal-string escaping; bytes outside printable ASCII become octal so the
    /// content stream stays plain text that diffs and greps well.
    static func escapedLiteral(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                out += [UInt8(ascii: "\\"), byte]
            case 0x20...0x7E:
                out.append(byte)
            default:
                let octal = String(byte, radix: 8)
                out += Array(("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8)
            }
        }
        return out
    }
}
