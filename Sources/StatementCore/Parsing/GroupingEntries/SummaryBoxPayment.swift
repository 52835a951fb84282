/// Card bills that print the payment of the previous bill only in their summary box, between the
/// previous bill's total and this bill's ("Payment received on 03/11/2024   - 1,234.56"), and
/// never in the table of items. Such a line is a row of the bill: when the rows fall short of
/// the printed closing by exactly its amount, with the sign its mark gives, it is taken as one.
enum SummaryBoxPayment {
    static func find(
        in readings: [LineReading], opening: BalanceFinder.AmountAt?, closing: BalanceFinder.AmountAt?,
        rows: [Transaction], order: DateOrder, currency: Currency, kind: AccountKind
    ) -> Transaction? {
        guard let opening, let closing, opening.page == closing.page, opening.line < closing.line else { return nil }
        guard let rowsTotal = BalanceFinder.total(rows) else { return nil }
        let (total, overflow) = opening.minorUnits.addingReportingOverflow(rowsTotal)
        let (missing, short) = closing.minorUnits.subtractingReportingOverflow(total)
        guard !overflow, !short, missing != 0, missing != .min else { return nil }
        let finder = FactFinder(order: order)
        for reading in readings where reading.line.page == opening.page {
            guard reading.line.number > opening.line, reading.line.number < closing.line, reading.summary == nil,
                reading.date == nil, reading.amounts.count == 1, let amount = reading.amounts.first,
                amount.magnitude == abs(missing)
            else { continue }
            // A payment on a card is marked ("-", "CR"); on an account the mark says money out.
            let marked = amount.mark != .none
            guard kind == .card ? marked && missing > 0 : marked == (missing < 0) else { continue }
            let dates = finder.datesIn(reading.line)
            guard dates.count == 1, let date = dates[0].date.resolve(order: order, near: nil) else { continue }
            let words = reading.line.words
            var end = min(amount.words.lowerBound, words.count)
            // "- 1,234.56": a sign printed apart is the amount's, not the description's.
            while end > 0, words[end - 1].text.allSatisfy({ "-+–".contains($0) }) { end -= 1 }
            let description = words[..<end].map(\.text).joined(separator: " ")
            guard description.contains(where: \.isLetter) else { continue }
            return Transaction(
                date: date, description: description, amount: Money(minorUnits: missing, currency: currency),
                page: reading.line.page, line: reading.line.number)
        }
        return nil
    }
}
