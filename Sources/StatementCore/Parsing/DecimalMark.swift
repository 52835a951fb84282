/// The character that separates whole units from cents: decided once per statement, because
/// "1,234" is a thousand and something in one statement and one and a bit in another.
public enum DecimalMark: String, Sendable, Hashable {
    case point = "."
    case comma = ","

    public var character: Character { self == .point ? "." : "," }

    /// Votes over every number-like word: a separator followed by exactly two final digits is a
    /// decimal mark; "1.234,56" also says the point groups thousands.
    public static func detect<S: Sequence>(in words: S) -> DecimalMark where S.Element == String {
        var points = 0, commas = 0
        for word in words {
            let digitsAndMarks = word.filter { $0.isASCIIDigit || $0 == "." || $0 == "," }
            guard digitsAndMarks.count >= 4, let last = digitsAndMarks.last(where: { $0 == "." || $0 == "," }) else { continue }
            let tail = digitsAndMarks.reversed().prefix { $0 != "." && $0 != "," }
            guard tail.count == 2, tail.allSatisfy(\.isASCIIDigit) else { continue }
            let head = digitsAndMarks.dropLast(3)
            guard let lastHead = head.last, lastHead.isASCIIDigit else { continue }
            if last == "," { commas += 1 } else { points += 1 }
        }
        return commas > points ? .comma : .point
    }
}
