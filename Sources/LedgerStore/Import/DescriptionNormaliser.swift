import Foundation

/// Makes the same merchant text compare equal however a bank printed it:
/// case-folded, accents stripped, whitespace collapsed ("CAFÉ  Ñandú" → "cafe nandu").
public enum DescriptionNormaliser {
    public static func normalise(_ text: String) -> String {
        if let ascii = normaliseASCII(text) { return ascii }
        let decomposed = text.decomposedStringWithCanonicalMapping
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in decomposed.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" "); pendingSpace = false }
            result.append(scalar)
        }
        return String(result).lowercased()
    }

    /// The same result over bytes for pure ASCII text, which has no accents to strip and whose
    /// only Unicode whitespace is tab, line feed, vertical tab, form feed, carriage return and space.
    private static func normaliseASCII(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var pendingSpace = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = !result.isEmpty
                    continue
                }
                if pendingSpace { result.append(0x20); pendingSpace = false }
                result.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
