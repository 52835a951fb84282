/// Finds the shape of regular expression whose matching time grows exponentially with the text:
/// a group repeated (`+`, `*`, `{2,}`) whose inside repeats without end too and has no character it
/// must match each time, as in `(a+)+$` or `(\w*\s?)*`. A description failing such a pattern makes
/// the matcher try every way of cutting it up; thirty characters took minutes, in the parent of
/// `import` and `batch`, where no time limit ends it. A repeated group that must match a plain
/// character each time (`( [a-z]+)*`, `(\d+,)+`) cuts the text one way only, and passes.
/// Swift's `Regex` has no step budget, so the pattern is refused when the rule is read.
enum RegexRepetition {
    /// The offset (in characters) of the first such group, nil when there is none.
    static func ambiguousNesting(in pattern: String) -> Int? {
        var scanner = Scanner(characters: Array(pattern))
        _ = scanner.sequence()
        return scanner.found
    }

    /// What a sequence (or each branch of an alternation) holds.
    struct Shape {
        var repeatsWithoutEnd = false
        /// Every branch must match some plain character each time.
        var mustMatchLiteral = false
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var found: Int?

        init(characters: [Character]) { self.characters = characters }

        var current: Character? { index < characters.count ? characters[index] : nil }

        enum Atom {
            case literal
            case other
            case zeroWidth
            case group(Shape, start: Int)
        }

        /// Up to the `)` closing the group (not consumed) or the end.
        mutating func sequence() -> Shape {
            var shape = Shape()
            var branchHasLiteral = false
            var everyBranchHasLiteral = true
            while let character = current, character != ")" {
                if character == "|" {
                    everyBranchHasLiteral = everyBranchHasLiteral && branchHasLiteral
                    branchHasLiteral = false
                    index += 1
                    continue
                }
                let atom = self.atom()
                let (optional, repeats, withoutEnd) = quantifier()
                switch atom {
                // A character matched exactly once cuts the text; one repeated ("c+" in "(a|c+)*")
                // is itself what may be cut several ways.
                case .literal:
                    if !optional && !repeats { branchHasLiteral = true }
                case .group(let inner, let start):
                    if repeats && inner.repeatsWithoutEnd && !inner.mustMatchLiteral && found == nil { found = start }
                    if inner.repeatsWithoutEnd { shape.repeatsWithoutEnd = true }
                    if inner.mustMatchLiteral && !optional && !repeats { branchHasLiteral = true }
                case .other, .zeroWidth:
                    break
                }
                if withoutEnd { shape.repeatsWithoutEnd = true }
            }
            shape.mustMatchLiteral = everyBranchHasLiteral && branchHasLiteral
            return shape
        }

        mutating func atom() -> Atom {
            let start = index
            let character = characters[index]
            index += 1
            switch character {
            case "\\":
                guard let escaped = current else { return .literal }
                index += 1
                if "pPxkgu".contains(escaped), current == "{" || current == "<" {
                    let close: Character = current == "{" ? "}" : ">"
                    while let next = current, next != close { index += 1 }
                    if current != nil { index += 1 }
                    return .other
                }
                if "bBAzZG".contains(escaped) { return .zeroWidth }
                if escaped.isLetter || escaped.isNumber { return .other }
                return .literal
            case "[":
                skipClass()
                return .other
            case "(":
                var lookaround = false
                if current == "?" {
                    index += 1
                    // (?:…), (?<name>…), (?'name'…), (?=…), (?!…), (?<=…), (?<!…), (?i:…)
                    if let next = current, "=!".contains(next) {
                        lookaround = true
                        index += 1
                    } else if current == "<", index + 1 < characters.count, "=!".contains(characters[index + 1]) {
                        lookaround = true
                        index += 2
                    } else {
                        while let next = current, next != ":", next != ")", next != ">", next != "'" { index += 1 }
                        if current == ":" || current == ">" || current == "'" { index += 1 }
                    }
                }
                let inner = sequence()
                if current == ")" { index += 1 }
                return lookaround ? .zeroWidth : .group(inner, start: start)
            case ".":
                return .other
            case "^", "$":
                return .zeroWidth
            default:
                return .literal
            }
        }

        /// Skips a character class, nested classes included.
        mutating func skipClass() {
            var depth = 1
            if current == "^" { index += 1 }
            if current == "]" { index += 1 }
            while let character = current, depth > 0 {
                index += 1
                switch character {
                case "\\": index += 1
                case "[": depth += 1
                case "]": depth -= 1
                default: break
                }
            }
        }

        /// The quantifier after an atom: whether it may match nothing, more than once, without end.
        mutating func quantifier() -> (optional: Bool, repeats: Bool, withoutEnd: Bool) {
            guard let character = current else { return (false, false, false) }
            var result: (optional: Bool, repeats: Bool, withoutEnd: Bool)
            switch character {
            case "*": result = (true, true, true); index += 1
            case "+": result = (false, true, true); index += 1
            case "?": result = (true, false, false); index += 1
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else { return (false, false, false) }
                let body = String(characters[(index + 1)..<close])
                let parts = body.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.filter { $0 != " " }) }
                guard (1...2).contains(parts.count), let low = parts[0] else { return (false, false, false) }
                index = close + 1
                if parts.count == 1 {
                    result = (low == 0, low > 1, false)
                } else if let high = parts[1] {
                    result = (low == 0, high > 1, false)
                } else {
                    result = (low == 0, true, true)
                }
            default:
                return (false, false, false)
            }
            // Lazy or possessive.
            if current == "?" || current == "+" { index += 1 }
            return result
        }
    }
}
