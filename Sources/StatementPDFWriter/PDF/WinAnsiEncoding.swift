import Foundation

/// Unicode to the PDF WinAnsiEncoding (Windows code page 1252) used by every font here.
public enum WinAnsiEncoding {
    /// Code page 1252 puts typographic characters where Latin-1 has C1 controls.
    private static let windowsExtras: [Unicode.Scalar: UInt8] = [
        "\u{20AC}": 0x80, "\u{201A}": 0x82, "\u{0192}": 0x83, "\u{201E}": 0x84,
        "\u{2026}": 0x85, "\u{2020}": 0x86, "\u{2021}": 0x87, "\u{02C6}": 0x88,
        "\u{2030}": 0x89, "\u{0160}": 0x8A, "\u{2039}": 0x8B, "\u{0152}": 0x8C,
        "\u{017D}": 0x8E, "\u{2018}": 0x91, "\u{2019}": 0x92, "\u{201C}": 0x93,
        "\u{201D}": 0x94, "\u{2022}": 0x95, "\u{2013}": 0x96, "\u{2014}": 0x97,
        "\u{02DC}": 0x98, "\u{2122}": 0x99, "\u{0161}": 0x9A, "\u{203A}": 0x9B,
        "\u{0153}": 0x9C, "\u{017E}": 0x9E, "\u{0178}": 0x9F,
    ]

    /// Characters outside the encoding become "?" so a sample never silently drops text.
    public static func encode(_ text: String) -> [UInt8] {
        // Precomposed forms: "é" typed as e + combining accent must still map to 0xE9.
        text.precomposedStringWithCanonicalMapping.unicodeScalars.map { scalar in
            let value = scalar.value
            if (0x20...0x7E).contains(value) || (0xA0...0xFF).contains(value) {
                return UInt8(value)
            }
            return windowsExtras[scalar] ?? UInt8(ascii: "?")
        }
    }
}
