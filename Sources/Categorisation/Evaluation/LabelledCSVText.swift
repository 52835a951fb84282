/// The labelled CSV read over UTF-8 bytes: splitting 25,000 lines into Characters cost more than
/// categorising them. Each function gives exactly what the Character-based reading gives.
enum LabelledCSVText {
    /// The non-empty lines, as `split(whereSeparator: \.isNewline)` gives them: a line break is
    /// always a character of its own (or "\r\n", whose parts are breaks too), so bytes suffice.
    static func nonEmptyLines(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0, index = 0
            func close(at end: Int) {
                if end > start {
                    lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
            }
            while index < bytes.count {
                let width = lineBreakWidth(bytes, at: index)
                if width == 0 { index += 1; continue }
                close(at: index)
                index += width
                start = index
            }
            close(at: bytes.count)
            return lines
        }
    }

    /// 1 for LF, VT, FF, CR; 2 for NEL (C2 85); 3 for LINE and PARAGRAPH SEPARATOR (E2 80 A8/A9); else 0.
    private static func lineBreakWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A...0x0D: return 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return 3
        default: return 0
        }
    }

    /// The fields of a line whose quotes and commas all stand between ASCII bytes, so each is a
    /// character of its own; nil otherwise (a combining mark after a quote makes one character
    /// of both), for the Character-based reading to handle.
    static func asciiDelimitedFields(_ line: String) -> [String]? {
        var line = line
        return line.withUTF8 { bytes -> [String]? in
            for index in bytes.indices where bytes[index] == quote || bytes[index] == comma {
                if index > 0 && bytes[index - 1] >= 0x80 { return nil }
                if index + 1 < bytes.count && bytes[index + 1] >= 0x80 { return nil }
            }
            // A field without quotes is a slice of the line; one with quotes is gathered byte by byte.
            var fields: [String] = []
            var gathered: [UInt8]? = nil
            var fieldStart = 0
            var quoted = false
            var index = 0
            func close(at end: Int) {
                fields.append(
                    gathered.map { String(decoding: $0, as: UTF8.self) }
                        ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<end]), as: UTF8.self))
                gathered = nil
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if quoted {
                    if byte != quote { gathered?.append(byte); continue }
                    if index < bytes.count && bytes[index] == quote {
                        gathered?.append(quote)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else if byte == quote {
                    if gathered == nil { gathered = Array(bytes[fieldStart..<(index - 1)]) }
                    quoted = true
                } else if byte == comma {
                    close(at: index - 1)
                    fieldStart = index
                } else {
                    gathered?.append(byte)
                }
            }
            close(at: bytes.count)
            return fields
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
}
