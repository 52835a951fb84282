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
        // The page's UTF-8 bytes, made into a string once: strings grown piece by piece and
        // runs of spaces made as strings cost more than the page's extraction.
        var output: [UInt8] = []
        for line in page.lines {
            var text = LineText(start: output.count)
            for word in line.words {
                let column = Int((word.x0 / scale).rounded())
                if text.length < column {
                    text.appendSpaces(column - text.length, to: &output)
                } else if output.count > text.start {
                    text.appendSpaces(1, to: &output)
                }
                text.append(word.text, to: &output)
            }
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A line being laid out at the end of the page's bytes, with its length in characters kept
    /// as it grows: counting it again for every word walks the whole line each time.
    private struct LineText {
        let start: Int
        var length = 0

        init(start: Int) { self.start = start }

        mutating func appendSpaces(_ count: Int, to output: inout [UInt8]) {
            let plainEnd = isPlainEnd(output)
            output.append(contentsOf: repeatElement(0x20, count: count))
            length = plainEnd ? length + count : recount(output)
        }

        mutating func append(_ text: String, to output: inout [UInt8]) {
            // Only where the join could merge two characters into one (a combining mark after
            // a letter) is the line counted again.
            let plain = isPlainEnd(output) && text.utf8.first.map { $0 < 0x80 && $0 != 0x0A } ?? true
            output.append(contentsOf: text.utf8)
            length = plain ? length + PageTextRenderer.characterCount(text) : recount(output)
        }

        private func isPlainEnd(_ output: [UInt8]) -> Bool {
            output.count == start || (output[output.count - 1] < 0x80 && output[output.count - 1] != 0x0D)
        }

        private func recount(_ output: [UInt8]) -> Int { String(decoding: output[start...], as: UTF8.self).count }
    }

    /// `text.count` without walking grapheme breaks when every byte is ASCII (and no CR LF pair
    /// makes two bytes one character).
    fileprivate static func characterCount(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? text.utf8.count : text.count
    }

    /// The median width of a character on the page: columns then line up as the eye expects.
    static func estimatedScale(_ page: TextPage) -> Double {
        var widths: [Double] = []
        for line in page.lines {
            for word in line.words {
                let count = characterCount(word.text)
                if count >= 2 { widths.append(word.width / Double(count)) }
            }
        }
        guard !widths.isEmpty else { return 5 }
        widths.sort()
        return max(widths[widths.count / 2], 1)
    }
}
