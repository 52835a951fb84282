/// The WinAnsi (Windows code page 1252) codes of characters, both ways: a simple font's text is
/// codes, and a text layer that gives glyph codes is decoded back through them.
enum WinAnsiCodes {
    /// The code that prints `scalar`; nil when WinAnsi has none.
    static func code(of scalar: UInt32) -> UInt32? {
        if scalar < 0x80 || (0xA0...0xFF).contains(scalar) { return scalar }
        return codeOfSpecial[scalar]
    }

    /// The character of `code`; nil for a control code or one WinAnsi leaves empty.
    static func character(of code: UInt32) -> UInt32? {
        switch code {
        case 0x20...0x7E, 0xA0...0xFF: return code
        case 0x80...0x9F: return specials[Int(code - 0x80)]
        default: return nil
        }
    }

    /// Codes 0x80 to 0x9F; nil where WinAnsi leaves the code empty.
    private static let specials: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil, 0x017D, nil,
        nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, nil, 0x017E, 0x0178,
    ]

    private static let codeOfSpecial: [UInt32: UInt32] = Dictionary(
        specials.enumerated().compactMap { index, scalar in scalar.map { ($0, UInt32(0x80 + index)) } },
        uniquingKeysWith: { first, _ in first })
}
