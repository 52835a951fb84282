/// Bytes to text for the text formats: a UTF-8 or UTF-16 byte-order mark is honoured, valid UTF-8
/// is read as such, anything else as Windows-1252/Latin-1 (what banks' older downloads are), so no
/// byte is ever refused or lost.
enum StructuredText {
    enum Encoding: String { case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE", latin1 = "Latin-1" }

    static func decode(_ bytes: [UInt8]) -> (text: String, encoding: Encoding) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (String(decoding: bytes.dropFirst(3), as: UTF8.self), .utf8) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (utf16(bytes.dropFirst(2), bigEndian: false), .utf16LE) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (utf16(bytes.dropFirst(2), bigEndian: true), .utf16BE) }
        if let text = String(validating: bytes, as: UTF8.self) { return (text, .utf8) }
        return (latin1(bytes[...]), .latin1)
    }

    /// Windows-1252 where it differs from Latin-1 (the euro sign, quotes, dashes), else Latin-1.
    static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if let mapped = windows1252[byte] { scalars.append(mapped) } else { scalars.append(Unicode.Scalar(byte)) }
        }
        return String(scalars)
    }

    private static let windows1252: [UInt8: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x8A: "\u{0160}", 0x8C: "\u{0152}",
        0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x96: "\u{2013}",
        0x97: "\u{2014}", 0x9A: "\u{0161}", 0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Lines split on LF, CRLF or a lone CR, each without its line end.
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}

extension StructuredText {
    /// Text as Latin-1 bytes (characters beyond it as '?'): for tests drawing a bank's older download.
    static func latin1ToBytes(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }
}
