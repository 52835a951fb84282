/// The standard 14 fonts this writer uses; viewers supply them, so nothing is embedded.
public enum PDFStandardFont: Sendable, CaseIterable {
    case helvetica
    case helveticaBold
    case courier

    var baseFontName: String {
        switch self {
        case .helvetica: "Helvetica"
        case .helveticaBold: "Helvetica-Bold"
        case .courier: "Courier"
        }
    }

    var resourceName: String {
        switch self {
        case .helvetica: "F1"
        case .helveticaBold: "F2"
        case .courier: "F3"
        }
    }

    /// Advance width of one WinAnsi byte in thousandths of the font size.
    func advance(ofWinAnsiByte byte: UInt8) -> Int {
        if self == .courier { return 600 }
        guard byte >= 32 else { return 0 }
        let table = self == .helvetica ? StandardFontWidths.helvetica : StandardFontWidths.helveticaBold
        return Int(table[Int(byte) - 32])
    }

    /// Width in points of `text` set at `size`, as a viewer will lay it out.
    public func width(of text: String, size: Double) -> Double {
        let units = WinAnsiEncoding.encode(text).reduce(0) { $0 + advance(ofWinAnsiByte: $1) }
        return Double(units) * size / 1000
    }
}
