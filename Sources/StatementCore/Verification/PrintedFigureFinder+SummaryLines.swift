extension PrintedFigureFinder {
    /// Whether the verification reads the undated `reading` as a printed total of rows. The line
    /// reader makes such a line a summary with this same decision, so a line that checks the
    /// rows above it ("Summe Zahlungen 447,30 CR", "Fees subtotal 12.00") never also ends a
    /// row's description.
    static func readsTotal(_ reading: LineReading) -> Bool {
        guard reading.date == nil, !reading.amounts.isEmpty,
            TextFolding.words(of: reading.foldedText).contains(where: { triggers.contains(String($0)) })
        else { return false }
        // The kind is not known yet; it says which way payments go, and so whether "Payments and
        // credits subtotal" names one direction (a card's) or two, each with its own figure.
        let folded = reading.line.words.map { TextFolding.normalised($0.text) }
        return [AccountKind.card, .current].contains { PrintedFigureFinder(kind: $0).total(reading, folded: folded) != nil }
    }
}
