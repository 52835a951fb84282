extension FactFinder {
    /// What a bill calls its own dates: the day it closed and the day it falls due, folded. No
    /// row of a bill is dated after them (`DateRange.endBoundsRows`).
    static let billDateLabels = [
        "payment due date", "due date", "closing date", "statement closing", "data do vencimento", "vencimento",
        "data de fechamento", "fechamento", "data de corte", "fecha de corte", "fecha limite de pago",
        "fecha de vencimiento", "fecha de pago", "vencimiento", "abschlussdatum", "rechnungsdatum", "falligkeitsdatum",
        "faellig am", "fallig am", "date d echeance", "date limite de paiement", "date d arrete", "echeance",
        "data di scadenza", "scadenza", "vervaldatum",
    ].map(TextFolding.normalised)
    static let billDatePhrases = FoldedPhrases(billDateLabels)

    /// The latest of the dates with a year that the first pages print beside or under a bill
    /// date's label ("Vencimento:" above "10/09/2025"); nil where none is printed with its year,
    /// so no year is ever guessed from a day and month alone.
    func billDate(in lines: [TextLine]) -> LocalDate? {
        var latest: LocalDate?
        for (index, line) in lines.enumerated() {
            let folded = TextFolding.normalised(line.text)
            guard let label = FactFinder.billDatePhrases.first(in: folded),
                let at = labelWords(label, in: line)
            else { continue }
            let beside = datesIn(line).first { $0.start >= at.upperBound }?.date
            let date = beside ?? dateUnder(at, of: line, in: lines[(index + 1)...].prefix(3))
            guard let resolved = date?.resolve(order: order, near: nil) else { continue }
            latest = max(latest ?? resolved, resolved)
        }
        return latest
    }

    /// The words of `label` on `line`, by index.
    private func labelWords(_ label: String, in line: TextLine) -> Range<Int>? {
        let folded = line.words.map { TextFolding.normalised($0.text) }
        let count = label.split(separator: " ").count
        guard let start = folded.indices.first(where: { folded[$0...].joined(separator: " ").hasPrefix(label) }) else { return nil }
        return start..<min(start + count, folded.count)
    }

    /// A dated value printed under a label, in a box: the first of the next lines of the same
    /// page holding a date with a year that overlaps the label across the page.
    private func dateUnder(_ label: Range<Int>, of line: TextLine, in next: ArraySlice<TextLine>) -> PrintedDate? {
        guard let first = line.words[safe: label.lowerBound], let last = line.words[safe: label.upperBound - 1] else { return nil }
        for below in next where below.page == line.page {
            let found = datesIn(below).first { span in
                guard let from = below.words[safe: span.start], let to = below.words[safe: span.end - 1] else { return false }
                return from.x0 < last.x1 + 20 && to.x1 > first.x0 - 20
            }
            if let found { return found.date }
        }
        return nil
    }
}
