/// Case- and accent-folding for matching labels and keywords: "NÓMINA" and "nomina" are one word.
public enum TextNormaliser {
    public static func fold(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.lowercased().unicodeScalars {
            out.unicodeScalars.append(baseLetter[scalar] ?? scalar)
        }
        return out
    }

    /// Folded, with everything but letters, digits and CJK replaced by single spaces.
    public static func words(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for character in fold(text) {
            if character.isLetter || character.isNumber {
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(character)
            } else if character != "'" && character != "’" {
                pendingSpace = true
            }
        }
        return out
    }

    private static let baseLetter: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, Character)] = [
            ("àáâãäåā", "a"), ("çćč", "c"), ("èéêëēę", "e"), ("ìíîïī", "i"), ("ñń", "n"),
            ("òóôõöøō", "o"), ("ùúûüū", "u"), ("ýÿ", "y"), ("ß", "s"), ("śš", "s"), ("žźż", "z"), ("ł", "l"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (letters, base) in pairs {
            for letter in letters.unicodeScalars { table[letter] = base.unicodeScalars.first! }
        }
        return table
    }()
}
