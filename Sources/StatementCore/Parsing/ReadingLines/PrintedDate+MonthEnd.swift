extension PrintedDate {
    /// How many days past its month's end a row's printed date may run and still be read as that
    /// month's last day. Bank systems that post on a 30-day month ("02-30") or roll a leap day
    /// into a common year ("02-29" in 2022) overrun by one or two days; a date further out
    /// ("02-31", "04-35") is more likely a misread or the other date order, and stays unread.
    static let monthEndOverrun = 2

    /// A row's date: the date as printed, else, when the day runs one or two past its month's
    /// end, the month's last day (`pastMonthEnd`).
    func rowDate(order: DateOrder, near reference: DateRange?) -> LocalDate? {
        let printed = resolve(order: order, near: reference)
        // Every month has 28 days: only a day 29, 30 or 31 can run past a month's end.
        if let printed, dayAndMonth(order: order).day < 29 { return printed }
        return pastMonthEnd(order: order, near: reference) ?? printed
    }

    /// The month's last day for a date that is no day of its month by one or two days ("02-29"
    /// in a year with no 29 February, "04-31"), nil for a date that exists or runs further. A
    /// yearless "02-29" on a statement of February 2023 is a day past that February's end, not a
    /// row of the leap year after: a yearless date that exists only in a year outside the
    /// statement's period is read so too, when the month's last day lies inside it.
    ///
    /// Why keep the row rather than drop it: the bank booked the amount, and its running balance
    /// and totals count it; dropped, the row's money is lost and the balance chain breaks at it.
    /// Why the month's last day: it keeps the row in its month and in its place among the rows
    /// (after the month's other days, before the next month's), which is where the bank printed
    /// it. The change is never silent: the parser notes every row read this way
    /// (`StatementParser.monthEndNotes`).
    func pastMonthEnd(order: DateOrder, near reference: DateRange?) -> LocalDate? {
        let (day, month) = dayAndMonth(order: order)
        guard (1...12).contains(month), (29...31).contains(day) else { return nil }
        let printed = resolve(order: order, near: reference)
        if let printed, year != nil || !(reference?.contains(printed) == false) { return nil }
        let years: ClosedRange<Int>
        if let year {
            years = year...year
        } else if let reference, reference.start.year <= reference.end.year {
            years = (reference.start.year - 1)...(reference.end.year + 1)
        } else {
            return nil
        }
        var best: LocalDate?
        var bestDistance = Int.max
        for year in years {
            let last = LocalDate.daysInMonth(month, year: year)
            guard day > last, day - last <= PrintedDate.monthEndOverrun,
                let candidate = LocalDate(year: year, month: month, day: last)
            else { continue }
            let distance = reference?.distance(to: candidate) ?? 0
            // Another year has the day as printed: only a last day inside the period is better.
            if printed != nil && distance != 0 { continue }
            if distance < bestDistance { best = candidate; bestDistance = distance }
        }
        return best
    }
}
