/// The note a statement carries when every numeric date it prints reads as day-month and as
/// month-day alike ("03/01/2025"): which order was taken, why, and how to take the other, so a
/// person sees the guess that the arithmetic cannot check (both orders add up alike).
enum DateOrderNote {
    /// What decided the order.
    enum Basis {
        /// A date past the 12th, or the order supposed by a reading or a layout profile.
        case printed
        /// The dates lie closer together read so.
        case closer
        /// The rows fall inside the printed period read so.
        case period
        /// Nothing but the currency's country.
        case convention
    }

    static func note(order: DateOrder, basis: Basis, currency: Currency, readings: [LineReading], near period: DateRange?) -> VerificationProblem? {
        guard let sample = readings.first(where: { $0.date?.numeric == true && $0.date?.yearFirst == false }),
            let date = sample.date?.resolve(order: order, near: period)
        else { return nil }
        let printed = sample.line.words.prefix(max(sample.dateWords, 1)).map(\.text).joined(separator: " ")
        let taken = order == .monthDay ? "month-day" : "day-month"
        let why: String
        switch basis {
        case .closer: why = " (the dates lie closer together so)"
        case .period: why = " (so the rows fall within the printed period)"
        case .convention:
            why =
                order == .monthDay
                ? " (a \(currency.code) account's bank writes the month first)" : " (the day first, as banks outside the US write it)"
        case .printed: why = ""
        }
        let message =
            "every date reads as day-month and as month-day alike: taken as \(taken)\(why) ('\(printed)' as \(date.iso)); "
            + "if that is wrong, a layout profile with `date-order: \(order == .monthDay ? "dmy" : "mdy")` reads them the other way "
            + "(docs/layouts.md)"
        return VerificationProblem(page: sample.line.page, line: sample.line.number, message: message)
    }
}
