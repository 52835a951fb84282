import Foundation

/// Makes the same merchant text compare equal however a bank printed it:
/// case-folded, accents stripped, whitespace collapsed ("CAFÉ  Ñandú" → "cafe nandu").
public enum DescriptionNormaliser {
    public static func normalise(_ text: String) -> String {
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
}
