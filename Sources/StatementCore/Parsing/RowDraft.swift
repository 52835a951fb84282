/// A transaction row while the table is being read: its line, amounts and description parts.
struct RowDraft {
    var reading: LineReading
    var date: PrintedDate?
    var valueDate: PrintedDate?
    /// Amounts with the role of their column.
    var amounts: [(AmountToken, ColumnRole)]
    /// The money-in or money-out heading the row sits under, if the statement prints one.
    var section: SectionHeadings.Heading?
    /// How many table headers came before the row: rows under different headers are in different tables.
    var table = 0
    /// Description parts printed above and below the line, and those lines as printed.
    var before: [String] = []
    var after: [String] = []
    var rawBefore: [String] = []
    var rawAfter: [String] = []
    /// The words of the line's description part that describe it, when some of them belong to
    /// another column (a reference number, a value date printed after the label).
    var descriptionWords: [Int]?

    /// The parts joined by single spaces, however the PDF spaced them.
    var description: String {
        if before.isEmpty, after.isEmpty, descriptionWords == nil,
           !reading.line.words[reading.descriptionRange].contains(where: { $0.text.utf8.contains(0x20) }) {
            return reading.descriptionText
        }
        let own = descriptionWords.map { $0.map { reading.line.words[$0].text }.joined(separator: " ") } ?? reading.descriptionText
        let parts = before + [own] + after
        var text = ""
        // Sized once: the description is held to the end of the parse, and appends grow it past its length.
        text.reserveCapacity(parts.reduce(parts.count) { $0 + $1.utf8.count })
        for part in parts {
            for word in part.split(separator: " ") {
                if !text.isEmpty { text += " " }
                text += word
            }
        }
        return text
    }

    var rawText: String {
        guard !rawBefore.isEmpty || !rawAfter.isEmpty else { return reading.line.text }
        return (rawBefore + [reading.line.text] + rawAfter).joined(separator: "\n")
    }
}
