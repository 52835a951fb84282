import StatementCore

/// `LocalDate.iso` for the rows of a statement, which come mostly in date order with several on
/// one day: the text of the last date asked for is kept and handed out again while it repeats.
struct ISODates {
    private var last: (date: LocalDate, iso: String)?

    mutating func iso(_ date: LocalDate) -> String {
        if let last, last.date == date { return last.iso }
        let iso = date.iso
        last = (date, iso)
        return iso
    }
}
