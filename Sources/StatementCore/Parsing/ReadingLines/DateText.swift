/// Recognises printed dates: "29/03/2025", "2025-03-29", "29.03.", "03 Jan 25", "12th Feb",
/// "29 de marzo de 2025", "02/ENE", "Jan 15, 2025", "18 DEC", "2025年3月5日", "5 มี.ค. 2568".
public enum DateText {
    enum Token: Equatable {
        case number(Int, digits: Int)
        case month(Int)
        case separator(Character)
        case filler
    }

    /// The date made by the whole of `text`, or nil when `text` is not exactly one date.
    public static func parse(_ text: String) -> PrintedDate? {
        var tokens: [Token] = []
        guard tokenize(text, into: &tokens) else { return nil }
        return date(tokens[...])
    }

    /// The longest run of leading words (at most six: "1 de julio de 2025" takes five) that is
    /// one date: (date, words used).
    /// Each word is tokenised once; a word that cannot be part of a date ends the search, so a
    /// line starting with "TESCO" costs one month-name lookup.
    public static func leading<Words: RandomAccessCollection<String>>(_ words: Words) -> (PrintedDate, Int)? {
        guard let first = words.first, couldStartDate(first) else { return nil }
        var tokens: [Token] = []
        tokens.reserveCapacity(12)
        // Where each word's tokens end; a vector, not an array, so the call allocates only `tokens`.
        var ends = SIMD8<Int>()
        var wordCount = 0
        for word in words.prefix(6) {
            guard tokenize(word, into: &tokens) else { break }
            ends[wordCount] = tokens.count
            wordCount += 1
        }
        for count in stride(from: wordCount, through: 1, by: -1) {
            if let date = date(tokens[..<ends[count - 1]]) { return (date, count) }
        }
        return nil
    }

    private static func date(_ tokens: ArraySlice<Token>) -> PrintedDate? {
        numeric(tokens) ?? named(tokens)
    }

    /// A cheap first look, before any allocation: a date starts with a digit, a separator, a month
    /// name or a filler word, and most description words are none of those.
    private static func couldStartDate(_ word: String) -> Bool {
        var length = 0
        for byte in word.utf8 {
            if length == 0 && (isDigit(byte) || byte == 0x2F || byte == 0x2D || byte == 0x2E || byte == 0x2C || byte == 0x20) { return true }
            // Non-ASCII letters ("févr", "märz"): the full tokeniser decides.
            if byte >= 0x80 { return true }
            guard isLetter(byte) else { break }
            length += 1
            // The longest month or filler word is ten letters ("septiembre").
            guard length <= 12 else { return false }
        }
        guard length > 0 else { return false }
        // At most twelve bytes: a small string, no allocation.
        let letters = String(unsafeUninitializedCapacity: length) { buffer in
            for (offset, byte) in word.utf8.prefix(length).enumerated() { buffer[offset] = isUpperASCII(byte) ? byte + 32 : byte }
            return length
        }
        // Every filler has two or three letters: longer words skip the set.
        return MonthNames.mayName(letters) && MonthNames.month(folded: letters) != nil || (length <= 3 && fillers.contains(letters))
    }

    /// Appends the tokens of `text` (digits, month names, separators); false when some part of
    /// it cannot belong to a date.
    static func tokenize(_ text: String, into tokens: inout [Token]) -> Bool {
        var text = text
        return text.withUTF8 { tokenize(bytes: $0, into: &tokens) }
    }

    private static func tokenize(bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isDigit(byte) {
                var end = index
                var value = 0
                while end < bytes.count, isDigit(bytes[end]) {
                    guard end - index < 4 else { return false }
                    value = value * 10 + Int(bytes[end] - 0x30)
                    end += 1
                }
                tokens.append(.number(value, digits: end - index))
                index = end + ordinalSuffixLength(bytes, at: end)
            } else if isLetter(byte) || byte >= 0x80 {
                var end = index
                while end < bytes.count,
                    isLetter(bytes[end]) || bytes[end] >= 0x80
                        // Thai abbreviates a month with dots inside it ("มี.ค."): one word.
                        || (bytes[end] == 0x2E && byte >= 0x80 && end + 1 < bytes.count && bytes[end + 1] >= 0x80)
                { end += 1 }
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                guard
                    word.unicodeScalars.allSatisfy({
                        $0.isASCII || $0.properties.isAlphabetic
                            || $0.properties.generalCategory == .nonspacingMark
                    })
                else { return false }
                // The units are one CJK character, three bytes: other words skip the lookups.
                let unit = end - index == 3 && byte >= 0xE0
                if unit, monthUnits.contains(word) {
                    // "2025年3月5日", "2025년 3월 5일": the number before 月 is the month.
                    guard case .number(let value, let digits)? = tokens.last, digits <= 2, (1...12).contains(value) else { return false }
                    tokens[tokens.count - 1] = .month(value)
                } else if unit, yearAndDayUnits.contains(word) {
                    tokens.append(.filler)
                } else if let month = MonthNames.month(word) {
                    tokens.append(.month(month))
                } else if fillers.contains(word.lowercased()) {
                    tokens.append(.filler)
                } else {
                    return false
                }
                index = end
            } else if byte == 0x2F || byte == 0x2D || byte == 0x2E {  // / - .
                tokens.append(.separator(Character(Unicode.Scalar(byte))))
                index += 1
            } else if byte == 0x20 || byte == 0x2C {  // space, comma
                index += 1
            } else if byte == 0x2A && index == bytes.count - 1 {  // "01/08/25*": a footnote mark
                index += 1
            } else {
                return false
            }
        }
        return true
    }

    static let fillers: Set<String> = ["de", "del", "of"]

    /// The units Chinese, Japanese and Korean print after each part of a date.
    private static let monthUnits: Set<String> = ["月", "월"]
    private static let yearAndDayUnits: Set<String> = ["年", "日", "년", "일"]

    /// Ordinal suffixes after a day: 1st, 2nd, 3rd, 12th, 1º, 1er, 1o; only when no letter follows.
    private static func ordinalSuffixLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        for suffix in ordinalSuffixes where bytes.count - index >= suffix.count {
            let matches = suffix.indices.allSatisfy { offset in
                let byte = bytes[index + offset]
                return (isUpperASCII(byte) ? byte + 32 : byte) == suffix[offset]
            }
            guard matches else { continue }
            let after = index + suffix.count
            if after == bytes.count || !(isLetter(bytes[after]) || bytes[after] >= 0x80) { return suffix.count }
            return 0
        }
        return 0
    }

    private static let ordinalSuffixes: [[UInt8]] = ["st", "nd", "rd", "th", "º", "er", "o"].map { Array($0.utf8) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isUpperASCII(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLetter(_ byte: UInt8) -> Bool { isUpperASCII(byte) || (byte >= 0x61 && byte <= 0x7A) }

    /// "29/03/2025", "03-29-25", "29.03.", "2025-03-29": two or three numbers, one kind of separator.
    private static func numeric(_ tokens: ArraySlice<Token>) -> PrintedDate? {
        // At most three numbers: vectors, not an array, so no allocation.
        var values = SIMD3<Int>(), digits = SIMD3<Int>()
        var partCount = 0
        var separator: Character?
        var separatorCount = 0
        for token in tokens {
            switch token {
            case .number(let value, let count):
                guard partCount < 3 else { return nil }
                values[partCount] = value
                digits[partCount] = count
                partCount += 1
            case .separator(let character):
                guard separator == nil || separator == character else { return nil }
                separator = character
                separatorCount += 1
            case .filler: continue
            case .month: return nil
            }
        }
        guard partCount == 2 || partCount == 3 else { return nil }
        // "29.10." ends with its separator; so does "29/10/" whose year is printed on the line
        // below; nothing else may.
        let trailing = separatorCount == partCount
        guard separatorCount == partCount - 1 || (trailing && (separator == "." || partCount == 2)) else { return nil }
        if partCount == 3 && digits[0] == 4 {
            guard (1...12).contains(values[1]), (1...31).contains(values[2]) else { return nil }
            return PrintedDate(
                first: values[2], second: values[1], year: expandYear(values[0], digits: 4),
                numeric: true, yearFirst: true)
        }
        guard digits[0] <= 2, digits[1] <= 2, (1...31).contains(values[0]), (1...31).contains(values[1]),
            values[0] <= 12 || values[1] <= 12
        else { return nil }
        var year: Int?
        if partCount == 3 {
            guard digits[2] == 2 || digits[2] == 4 else { return nil }
            year = expandYear(values[2], digits: digits[2])
        }
        return PrintedDate(first: values[0], second: values[1], year: year, numeric: true, yearFirst: false)
    }

    /// "03 Jan 25", "Jan 15, 2025", "29 de marzo de 2025": day and month name in either order,
    /// then perhaps a year; separators and fillers between them do not count.
    private static func named(_ tokens: ArraySlice<Token>) -> PrintedDate? {
        // The day, month and year tokens, at most three: kept apart, not in an array, so no allocation.
        var core: (Token?, Token?, Token?) = (nil, nil, nil)
        var coreCount = 0
        for token in tokens {
            switch token {
            case .separator, .filler: continue
            default:
                switch coreCount {
                case 0: core.0 = token
                case 1: core.1 = token
                case 2: core.2 = token
                default: return nil
                }
                coreCount += 1
            }
        }
        guard coreCount == 2 || coreCount == 3 else { return nil }
        var day: Int, month: Int, year: Int?
        // "2025. március 5.", "2025年3月5日": year, month, day.
        if coreCount == 3, case .number(let y, 4)? = core.0, case .month(let m)? = core.1, case .number(let d, let digits)? = core.2,
            digits <= 2, (1...31).contains(d)
        {
            return PrintedDate(first: d, second: m, year: expandYear(y, digits: 4), numeric: false, yearFirst: false)
        }
        if case .number(let d, let digits)? = core.0, digits <= 2, case .month(let m)? = core.1 {
            day = d; month = m
        } else if case .month(let m)? = core.0, case .number(let d, let digits)? = core.1, digits <= 2 {
            // "Jun-25", "JUN/25": a month and its year (an instalment's, a card's expiry), no day;
            // a day after its month is spaced or dotted ("Jun 25", "Jun. 25").
            if coreCount == 2, monthThenYear(tokens) { return nil }
            day = d; month = m
        } else {
            return nil
        }
        if coreCount == 3 {
            guard case .number(let y, let digits)? = core.2, digits == 2 || digits == 4 else { return nil }
            year = expandYear(y, digits: digits)
        }
        guard (1...31).contains(day) else { return nil }
        return PrintedDate(first: day, second: month, year: year, numeric: false, yearFirst: false)
    }

    /// A month name followed straight by a hyphen or slash and a number: how a month and its
    /// year are printed, never a day.
    private static func monthThenYear(_ tokens: ArraySlice<Token>) -> Bool {
        guard let monthAt = tokens.firstIndex(where: { if case .month = $0 { return true } else { return false } }),
            tokens.index(after: monthAt) < tokens.endIndex
        else { return false }
        let next = tokens[tokens.index(after: monthAt)]
        return next == .separator("-") || next == .separator("/")
    }

    /// Two-digit years: 00–69 are this century, 70–99 the last. Thai statements count years
    /// in the Buddhist era, 543 ahead ("2568" is 2025); no statement is dated in the 25th century.
    static func expandYear(_ value: Int, digits: Int) -> Int {
        guard digits == 2 else { return (2400...2799).contains(value) ? value - 543 : value }
        return value < 70 ? 2000 + value : 1900 + value
    }
}
