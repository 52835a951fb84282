/// The character that separates whole units from cents: decided once per statement, because
/// "1,234" is a thousand and something in one statement and one and a bit in another.
public enum DecimalMark: String, Sendable, Hashable {
    case point = "."
    case comma = ","

    public var character: Character { self == .point ? "." : "," }

    /// Votes over every number-like word: a separator followed by exactly two final digits is a
    /// decimal mark; "1.234,56" also says the point groups thousands.
    public static func detect<S: Sequence>(in words: S) -> DecimalMark where S.Element == String {
        let votes = tally(words)
        return votes.commas > votes.points ? .comma : .point
    }

    /// `detect(in:)` over the words of `lines`, their votes counted on up to `threads` threads.
    public static func detect(lines: [TextLine], threads: Int) -> DecimalMark {
        let runs = LineChunks.map(lines.count, threads: threads) { range in tally(lines[range].lazy.flatMap(\.words).map(\.text)) }
        return runs.reduce(0) { $0 + $1.commas } > runs.reduce(0) { $0 + $1.points } ? .comma : .point
    }

    static func tally<S: Sequence>(_ words: S) -> (points: Int, commas: Int) where S.Element == String {
        var points = 0, commas = 0
        for word in words {
            switch vote(word) {
            case .point?: points += 1
            case .comma?: commas += 1
            case nil: break
            }
        }
        return (points, commas)
    }

    /// The mark `word` votes for: its digits and marks end in a mark and exactly two digits,
    /// with a digit before that mark, and there are at least four of them. Or it groups
    /// thousands with one mark twice and nothing else ("1.523.400", "2,794,340"): the other
    /// mark is the decimal one, as statements in currencies without cents print.
    static func vote(_ word: String) -> DecimalMark? {
        // The bytes read in place: stepping `utf8` a byte at a time cost more than the vote, asked
        // of every word of every line.
        var text = word
        return text.withUTF8 { vote(word, bytes: $0) }
    }

    private static func vote(_ word: String, bytes: UnsafeBufferPointer<UInt8>) -> DecimalMark? {
        var kept = 0
        var tailDigits = 0
        var lastMark: UInt8?
        var beforeMark: UInt8?
        var previous: UInt8?
        var points = 0, commas = 0
        var groupsOfThree = true
        for byte in bytes {
            let isDigit = byte >= 0x30 && byte <= 0x39
            guard isDigit || byte == 0x2E || byte == 0x2C else { continue }
            kept += 1
            if isDigit {
                tailDigits += 1
            } else {
                if lastMark != nil && tailDigits != 3 { groupsOfThree = false }
                if byte == 0x2E { points += 1 } else { commas += 1 }
                lastMark = byte
                beforeMark = previous
                tailDigits = 0
            }
            previous = byte
        }
        if groupsOfThree, tailDigits == 3, (points >= 2 && commas == 0) || (commas >= 2 && points == 0) {
            return points > 0 ? .comma : .point
        }
        guard kept >= 4, let lastMark, tailDigits == 2, let beforeMark, beforeMark >= 0x30 && beforeMark <= 0x39 else { return nil }
        if lastMark == 0x2E && isDayMonth(word) { return nil }
        return lastMark == 0x2C ? .comma : .point
    }

    /// "03.02", "17.02": a day and month with no year, as French and German statements print
    /// their dates. A statement with two such dates on every row would otherwise outvote its
    /// "19,99" amounts; an amount such as "12.50" or "9.99" still votes.
    static func isDayMonth(_ word: String) -> Bool {
        // Bytes, no copy: this runs on every amount of every statement.
        let utf8 = word.utf8
        let count = utf8.count
        guard count == 4 || count == 5 else { return false }
        var day = 0, month = 0, position = 0
        for byte in utf8 {
            if position == count - 3 {
                guard byte == 0x2E else { return false }
            } else {
                guard byte >= 0x30 && byte <= 0x39 else { return false }
                if position < count - 3 { day = day * 10 + Int(byte - 0x30) } else { month = month * 10 + Int(byte - 0x30) }
            }
            position += 1
        }
        return (1...31).contains(day) && (1...12).contains(month)
    }
}
