/// Recognises printed dates: "29/03/2025", "2025-03-29", "29.03.", "03 Jan 25", "12th Feb",
/// "29 de marzo de 2025", "02/ENE", "Jan 15, 2025", "18 DEC".
public enum DateText {
    enum Token: Equatable {
        case number(Int, digits: Int)
        case month(Int)
        case separator(Character)
        case filler
    }

    /// The date made by the whole of `text`, or nil when `text` is not exactly one date.
    public static func parse(_ text: String) -> PrintedDate? {
        guard let tokens = tokenize(text) else { return nil }
        let core = tokens.filter { $0 != .filler }
        return numeric(core) ?? named(core)
    }

    /// The longest run of leading words (at most four) that is one date: (date, words used).
    public static func leading(_ words: [String]) -> (PrintedDate, Int)? {
        for count in stride(from: min(4, words.count), through: 1, by: -1) {
            if let date = parse(words[0..<count].joined(separator: " ")) { return (date, count) }
        }
        return nil
    }

    static func tokenize(_ text: String) -> [Token]? {
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isASCIIDigit {
                let end = text[index...].firstIndex { !$0.isASCIIDigit } ?? text.endIndex
                let digits = text[index..<end]
                guard digits.count <= 4, let value = Int(digits) else { return nil }
                tokens.append(.number(value, digits: digits.count))
                index = end
                // Ordinal suffixes: 1st, 2nd, 3rd, 12th, 1º, 1er.
                for suffix in ["st", "nd", "rd", "th", "º", "er", "o"] where text[index...].lowercased().hasPrefix(suffix) {
                    let after = text.index(index, offsetBy: suffix.count)
                    if after == text.endIndex || !text[after].isLetter { index = after; break }
                }
            } else if character.isLetter {
                let end = text[index...].firstIndex { !$0.isLetter } ?? text.endIndex
                let word = String(text[index..<end])
                if let month = MonthNames.month(word) {
                    tokens.append(.month(month))
                } else if ["de", "del", "of"].contains(word.lowercased()) {
                    tokens.append(.filler)
                } else {
                    return nil
                }
                index = end
            } else if "/-.".contains(character) {
                tokens.append(.separator(character))
                index = text.index(after: index)
            } else if character == " " || character == "," {
                index = text.index(after: index)
            } else {
                return nil
            }
        }
        return tokens
    }

    private static func numeric(_ tokens: [Token]) -> PrintedDate? {
        var parts: [(Int, Int)] = []
        var separators: [Character] = []
        for token in tokens {
            switch token {
            case .number(let value, let digits): parts.append((value, digits))
            case .separator(let separator): separators.append(separator)
            default: return nil
            }
        }
        guard parts.count == 2 || parts.count == 3, Set(separators).count <= 1 else { return nil }
        // "29.10." ends with its separator; nothing else may.
        let trailing = separators.count == parts.count
        guard separators.count == parts.count - 1 || (trailing && separators.first == ".") else { return nil }
        if parts.count == 3 && parts[0].1 == 4 {
            guard (1...12).contains(parts[1].0), (1...31).contains(parts[2].0) else { return nil }
            return PrintedDate(first: parts[2].0, second: parts[1].0, year: parts[0].0, numeric: true, yearFirst: true)
        }
        guard parts[0].1 <= 2, parts[1].1 <= 2, (1...31).contains(parts[0].0), (1...31).contains(parts[1].0),
              parts[0].0 <= 12 || parts[1].0 <= 12 else { return nil }
        var year: Int?
        if parts.count == 3 {
            guard parts[2].1 == 2 || parts[2].1 == 4 else { return nil }
            year = expandYear(parts[2].0, digits: parts[2].1)
        }
        return PrintedDate(first: parts[0].0, second: parts[1].0, year: year, numeric: true, yearFirst: false)
    }

    private static func named(_ tokens: [Token]) -> PrintedDate? {
        let core = tokens.filter { if case .separator = $0 { return false } else { return true } }
        var day: Int?, month: Int?, year: Int?
        switch core.count {
        case 2, 3:
            if case .number(let d, let digits) = core[0], digits <= 2, case .month(let m) = core[1] {
                day = d; month = m
            } else if case .month(let m) = core[0], case .number(let d, let digits) = core[1], digits <= 2 {
                day = d; month = m
            } else {
                return nil
            }
            if core.count == 3 {
                guard case .number(let y, let digits) = core[2], digits == 2 || digits == 4 else { return nil }
                year = expandYear(y, digits: digits)
            }
        default:
            return nil
        }
        guard let day, let month, (1...31).contains(day) else { return nil }
        return PrintedDate(first: day, second: month, year: year, numeric: false, yearFirst: false)
    }

    /// Two-digit years: 00–69 are this century, 70–99 the last.
    static func expandYear(_ value: Int, digits: Int) -> Int {
        guard digits == 2 else { return value }
        return value < 70 ? 2000 + value : 1900 + value
    }
}
