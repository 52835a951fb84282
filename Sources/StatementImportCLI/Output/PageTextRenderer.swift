import StatementCore

/// Lays a page's lines out as monospaced text with every word at its column, so the columns of
/// a statement show where they are on the page.
public struct PageTextRenderer: Sendable {
    /// Points per character column; nil to estimate from the page's own text.
    public var pointsPerColumn: Double?

    public init(pointsPerColumn: Double? = nil) {
        self.pointsPerColumn = pointsPerColumn
    }

    public func render(_ page: TextPage) -> String {
        let scale = pointsPerColumn ?? PageTextRenderer.estimatedScale(page)
        var output = ""
        for line in page.lines {
            var text = ""
            for word in line.words {
                let column = Int((word.x0 / scale).rounded())
                if text.count < column {
                    text += String(repeating: " ", count: column - text.count)
                } else if !text.isEmpty {
                    text += " "
                }
                text += word.text
            }
            output += text + "\n"
        }
        return output
    }

    /// The median width of a character on the page: columns then line up as the eye expects.
    static func estimatedScale(_ page: TextPage) -> Double {
        var widths: [Double] = []
        for line in page.lines {
            for word in line.words where word.text.count >= 2 {
                widths.append(word.width / Double(word.text.count))
            }
        }
        guard !widths.isEmpty else { return 5 }
        widths.sort()
        return max(widths[widths.count / 2], 1)
    }
}
