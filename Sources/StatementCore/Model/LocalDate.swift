/// A calendar date with no time or zone, as printed on a statement.
public struct LocalDate: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    // Kept in 6 bytes, not 24: every row of a long statement holds one or two dates to the end.
    private let storedYear: Int32
    private let storedMonth: UInt8
    private let storedDay: UInt8

    public var year: Int { Int(storedYear) }
    public var month: Int { Int(storedMonth) }
    public var day: Int { Int(storedDay) }

    /// Returns nil for dates that do not exist (31 April, 29 February 2025).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
            day <= LocalDate.daysInMonth(month, year: year), (1...9999).contains(year)
        else { return nil }
        storedYear = Int32(year)
        storedMonth = UInt8(month)
        storedDay = UInt8(day)
    }

    /// Parses "YYYY-MM-DD".
    public init?(iso text: String) {
        // The ledger's own dates, read back for every leg transfer matching weighs after each file
        // of a run: ten bytes read in place, where splitting cost most of a thousand instructions.
        if let digits = text.utf8.withContiguousStorageIfAvailable(LocalDate.isoDigits), let (year, month, day) = digits {
            self.init(year: year, month: month, day: day)
            return
        }
        let parts = text.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]),
            let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Year, month and day of exactly "DDDD-DD-DD" in ASCII digits; nil for any other form,
    /// which the general reading above takes (the same values where both read it).
    private static func isoDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int)? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        var values = (0, 0, 0)
        for (place, byte) in bytes.enumerated() where place != 4 && place != 7 {
            guard (48...57).contains(byte) else { return nil }
            let digit = Int(byte) - 48
            switch place {
            case 0...3: values.0 = values.0 * 10 + digit
            case 5...6: values.1 = values.1 * 10 + digit
            default: values.2 = values.2 * 10 + digit
            }
        }
        return values
    }

    public var iso: String {
        // Written as ten bytes: every row of a long statement's JSON and ledger write asks for it,
        // and the pieces below cost a few thousand instructions a date.
        if (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) {
            return String(unsafeUninitializedCapacity: 10) { bytes in
                func put(_ value: Int, at place: Int) {
                    bytes[place] = UInt8(truncatingIfNeeded: 48 + value / 10)
                    bytes[place + 1] = UInt8(truncatingIfNeeded: 48 + value % 10)
                }
                put(year / 100, at: 0)
                put(year % 100, at: 2)
                put(month, at: 5)
                put(day, at: 8)
                bytes[4] = UInt8(ascii: "-")
                bytes[7] = UInt8(ascii: "-")
                return 10
            }
        }
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)", d = day < 10 ? "0\(day)" : "\(day)"
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    public var description: String { iso }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public static func isLeapYear(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's days_from_civil), for differences and offsets.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    public init(dayNumber: Int) {
        let z = dayNumber + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        // A day number far enough out for its year not to fit is no date anyone prints.
        storedYear = Int32(clamping: yoe + era * 400 + (m <= 2 ? 1 : 0))
        storedMonth = UInt8(m)
        storedDay = UInt8(d)
    }

    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    public func days(until other: LocalDate) -> Int { other.dayNumber - dayNumber }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
