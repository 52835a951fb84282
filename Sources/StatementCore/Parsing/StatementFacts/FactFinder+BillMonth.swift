extension FactFinder {
    /// Words that may stand between a month and its year: "Agosto de 2025", "mes de marzo del 2025".
    static let monthYearJoiners: Set<String> = ["de", "del", "of", "di", "du", "-", "/"]

    /// "Período de compras: 13/07 até 13/08" printed without a year, on a bill that names its
    /// month with the year elsewhere ("fatura de Agosto de 2025", "Statement for August 2025"):
    /// the period ends in that month of that year, and starts in the same year or the one before.
    /// Only when the first pages name one month with its year, and it is the period's last month.
    func billMonthPeriod(in lines: [TextLine]) -> DateRange? {
        guard let (start, end) = lines.lazy.compactMap(yearlessPeriod).first else { return nil }
        let named = Set(lines.flatMap(FactFinder.monthsWithYear))
        guard named.count == 1, let (month, year) = named.first.map({ ($0 / 100, $0 % 100 + 2000) }) else { return nil }
        guard end.dayAndMonth(order: order).month == month else { return nil }
        var last = end
        last.year = year
        guard let to = last.resolve(order: order, near: nil), let from = placed(start, notAfter: to) else { return nil }
        return DateRange(start: from, end: to)
    }

    /// Two yearless dates with a period word between them or a period label on the line.
    func yearlessPeriod(_ line: TextLine) -> (PrintedDate, PrintedDate)? {
        let spans = datesIn(line, yearless: true)
        guard spans.count >= 2 else { return nil }
        let folded = TextFolding.normalised(line.text)
        for (start, end) in zip(spans, spans.dropFirst()) where start.date.year == nil && end.date.year == nil {
            guard
                line.words[start.end..<end.start].contains(where: { FactFinder.periodWords.contains($0.text.lowercased()) })
                    || FactFinder.periodLabel(in: folded) != nil
            else { continue }
            return (start.date, end.date)
        }
        return nil
    }

    /// Every month named with its year on `line` ("Agosto de 2025", "March 2025"), as month × 100
    /// plus the year's last two digits; years from 2000 to 2099 only.
    static func monthsWithYear(_ line: TextLine) -> [Int] {
        var found: [Int] = []
        let words = line.words
        for index in words.indices {
            guard let month = MonthNames.month(words[index].text), words[index].text.count >= 3 else { continue }
            var next = index + 1
            if next < words.count, monthYearJoiners.contains(words[next].text.lowercased()) { next += 1 }
            guard next < words.count else { continue }
            // "2025", "2025," or "2025.": four digits and nothing but punctuation after them.
            let text = words[next].text, digits = text.prefix { $0.isASCIIDigit }
            guard digits.count == 4, digits.hasPrefix("20"), !text.dropFirst(4).contains(where: { $0.isLetter || $0.isNumber }),
                let year = Int(digits)
            else { continue }
            found.append(month * 100 + year % 100)
        }
        return found
    }
}
