import Foundation

/// Literal text a rule's regular expression cannot match without: "regex-only" rules are then
/// evaluated only for rows where the shared matcher found one of these, not for every row.
/// Conservative by construction: anything not understood (groups with `(?`, unusual escapes,
/// nested classes) gives nil, and the rule is evaluated for every row as before.
enum RegexLiterals {
    /// Alternatives at least one of which occurs, as bytes, in any folded description the pattern
    /// matches (case-insensitively, as rules match); nil when none can be told.
    static func required(in source: String) -> [String]? {
        requiredSets(in: source).map(best)
    }

    /// The set whose shortest literal is longest (the first such): the one that keeps a regex
    /// rule off the most rows.
    static func best(_ sets: [[String]]) -> [String] {
        var best: [String] = []
        var bestLength = 0
        for set in sets {
            let length = set.map(\.utf8.count).min() ?? 0
            if length > bestLength { (best, bestLength) = (set, length) }
        }
        return best
    }

    /// Every set of alternatives the pattern needs one of, in pattern order: a match holds one
    /// literal of each (`"qzv[0-9]+ (shop|store)"` needs "qzv" and one of "shop", "store"), so a
    /// regex rule runs only on rows that hold them all. Nil when none can be told.
    static func requiredSets(in source: String) -> [[String]]? {
        var parser = Parser(bytes: Array(source.utf8))
        let result = parser.alternation()
        guard !parser.failed, parser.index == parser.bytes.count else { return nil }
        return result
    }

    /// Whether every match holds a character outside ASCII that no ASCII character can stand for
    /// (Thai "ค่าธรรมเนียม"): such a pattern cannot match a description folded to ASCII alone, which
    /// most are, so it need not run there (Swift's engine tries it at every position, a character
    /// at a time: about half of `rules eval`'s regex work on 25,000 rows was Thai patterns on
    /// ASCII text). False when it cannot be told.
    static func requiresNonASCII(_ source: String) -> Bool {
        var parser = Parser(bytes: Array(source.utf8), nonASCIILiterals: true)
        let result = parser.alternation().map(best)
        guard !parser.failed, parser.index == parser.bytes.count, let result else { return false }
        return result.allSatisfy { $0.utf8.contains { $0 >= 0x80 } }
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var failed = false
        /// Non-ASCII characters read as literals (whole characters, not bytes), else as `.other`.
        let nonASCIILiterals: Bool

        init(bytes: [UInt8], nonASCIILiterals: Bool = false) {
            self.bytes = bytes
            self.nonASCIILiterals = nonASCIILiterals
        }

        /// Branches separated by `|`: each must require something, and any of it may be the one.
        /// One branch needs all its sets; of several, one of each branch's best is needed.
        mutating func alternation() -> [[String]]? {
            var branches: [[[String]]] = []
            var everyBranchRequires = true
            while true {
                if let branch = sequence() { branches.append(branch) } else { everyBranchRequires = false }
                guard !failed, index < bytes.count, bytes[index] == UInt8(ascii: "|") else { break }
                index += 1
            }
            guard everyBranchRequires, !branches.isEmpty else { return nil }
            if branches.count == 1 { return branches[0] }
            let union = branches.flatMap(RegexLiterals.best)
            return union.isEmpty ? nil : [union]
        }

        private enum Atom { case literal(UInt8), character([UInt8]), other, group([[String]]?) }

        /// Atoms up to `|`, `)` or the end; the requirements of its literal runs and groups, in order.
        mutating func sequence() -> [[String]]? {
            var sets: [[String]] = []
            var run: [UInt8] = []
            func endRun() {
                if !run.isEmpty { sets.append([String(decoding: run, as: UTF8.self)]) }
                run = []
            }
            while !failed && index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "|") || byte == UInt8(ascii: ")") { break }
                let atom = nextAtom()
                let minimum = quantifierMinimum()
                if failed { return nil }
                switch atom {
                case .literal(let letter) where minimum == nil: run.append(letter)
                case .character(let encoded) where minimum == nil: run += encoded
                case .group(let required):
                    endRun()
                    if let required, minimum ?? 1 >= 1 { sets += required }
                default: endRun()
                }
            }
            endRun()
            return sets.contains { !$0.isEmpty } ? sets.filter { !$0.isEmpty } : nil
        }

        private mutating func nextAtom() -> Atom {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { failed = true; return .other }
                let escaped = bytes[index]
                index += 1
                if escaped >= 0x80 { failed = true; return .other }
                let isAlphanumeric =
                    (0x30...0x39).contains(escaped) || (0x41...0x5A).contains(escaped)
                    || (0x61...0x7A).contains(escaped)
                if !isAlphanumeric { return literal(escaped) }
                // Fixed-width classes and anchors with nothing after them; other escapes carry
                // text (\x41, \u{..}, \p{..}, \Q..\E) that must not be read as literals.
                if Array("dDwWsSbBhHvVAzZG".utf8).contains(escaped) { return .other }
                failed = true
                return .other
            case UInt8(ascii: "["):
                skipClass()
                return .other
            case UInt8(ascii: "("):
                if index < bytes.count && bytes[index] == UInt8(ascii: "?") { failed = true; return .other }
                let inner = alternation()
                guard !failed, index < bytes.count, bytes[index] == UInt8(ascii: ")") else { failed = true; return .other }
                index += 1
                return .group(inner)
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "]"),
                UInt8(ascii: "}"):
                failed = true
                return .other
            case UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "$"):
                return .other
            default:
                if byte < 0x80 { return literal(byte) }
                return nonASCIILiterals ? nonASCIICharacter(from: index - 1) : .other
            }
        }

        /// The character starting at `start` (its lead byte already read) when no ASCII character
        /// can equal it, ignoring case or canonically: a letter with case, or one whose canonical
        /// decomposition holds ASCII (the Kelvin sign is "K"), is `.other`.
        private mutating func nonASCIICharacter(from start: Int) -> Atom {
            while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
            let encoded = Array(bytes[start..<index])
            let text = String(decoding: encoded, as: UTF8.self)
            guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
                !scalar.properties.changesWhenCaseMapped, !scalar.properties.changesWhenCaseFolded,
                text.decomposedStringWithCanonicalMapping.unicodeScalars.allSatisfy({ !$0.isASCII }),
                text.decomposedStringWithCompatibilityMapping.unicodeScalars.allSatisfy({ !$0.isASCII })
            else { return .other }
            return .character(encoded)
        }

        /// A literal byte as the folded text holds it: lower case. "i" is left out because a
        /// case-insensitive match may accept a dotless "ı" for it, which is not the byte "i".
        private func literal(_ byte: UInt8) -> Atom {
            let lower = (0x41...0x5A).contains(byte) ? byte + 32 : byte
            return lower == UInt8(ascii: "i") ? .other : .literal(lower)
        }

        /// Skips `[...]`; a nested class or an unterminated one fails.
        private mutating func skipClass() {
            if index < bytes.count && bytes[index] == UInt8(ascii: "^") { index += 1 }
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1 }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\") { index += 1; continue }
                if byte == UInt8(ascii: "[") { failed = true; return }
                if byte == UInt8(ascii: "]") { return }
            }
            failed = true
        }

        /// The least number of repeats of a quantifier after an atom; nil when there is none.
        private mutating func quantifierMinimum() -> Int? {
            guard index < bytes.count else { return nil }
            var minimum: Int
            switch bytes[index] {
            case UInt8(ascii: "*"), UInt8(ascii: "?"): minimum = 0; index += 1
            case UInt8(ascii: "+"): minimum = 1; index += 1
            case UInt8(ascii: "{"):
                index += 1
                var digits = 0
                minimum = 0
                while index < bytes.count, (0x30...0x39).contains(bytes[index]), digits < 6 {
                    minimum = minimum * 10 + Int(bytes[index] - 0x30)
                    digits += 1
                    index += 1
                }
                while index < bytes.count, bytes[index] == UInt8(ascii: ",") || (0x30...0x39).contains(bytes[index]) {
                    index += 1
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { failed = true; return nil }
                index += 1
            default: return nil
            }
            // Lazy and possessive forms repeat as often at least.
            if index < bytes.count && (bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "+")) { index += 1 }
            return minimum
        }
    }
}
