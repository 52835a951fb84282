/// The date spellings the sample banks print.
enum PrintedDate {
    static let englishMonths = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// "03 Mar 2025"
    static func dayShortMonthYear(_ date: CalendarDate) -> String {
        "\(CalendarDate.twoDigits(date.day)) \(englishMonths[date.month - 1].prefix(3)) \(date.year)"
    }

    /// "18 DEC": card statements leave the year to the statement period.
    static func dayMonthNoYear(_ date: CalendarDate) -> String {
        "\(CalendarDate.twoDigits(date.day)) \(englishMonths[date.month - 1].prefix(3).uppercased())"
    }

    /// "1 March 2025"
    static func long(_ date: CalendarDate) -> String {
        "\(date.day) \(englishMonths[date.month - 1]) \(date.year)"
    }

    /// "03/04/2025" or "03.04.2025"
    static func dayMonthYear(_ date: CalendarDate, separator: String) -> String {
        [CalendarDate.twoDigits(date.day), CalendarDate.twoDigits(date.month), "\(date.year)"].joined(separator: separator)
    }

    /// "01/15/2025"
    static func american(_ date: CalendarDate) -> String {
        "\(CalendarDate.twoDigits(date.month))/\(CalendarDate.twoDigits(date.day))/\(date.year)"
    }
}
