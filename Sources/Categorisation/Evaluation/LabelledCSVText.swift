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
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): return 3
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
            var fields: [String] = []
            var field: [UInt8] = []
            var quoted = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if quoted {
                    if byte != quote { field.append(byte); continue }
                    if index < bytes.count && bytes[index] == quote {
                        field.append(quote)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else if byte == quote {
                    quoted = true
                } else if byte == comma {
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                } else {
                    field.append(byte)
                }
            }
            fields.append(String(decoding: field, as: UTF8.self))
            return fields
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
}
