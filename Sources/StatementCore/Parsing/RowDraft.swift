/// A transaction row while the table is being read: its line, amounts and description parts.
struct RowDraft {
    var reading: LineReading
    var date: PrintedDate?
    var valueDate: PrintedDate?
    /// Amounts with the role of their column.
    var amounts: [(AmountToken, ColumnRole)]
    /// The money-in or money-out heading the row sits under, if the statement prints one.
    var section: SectionHeadings.Heading?
    var before: [String] = []
    var after: [String] = []

    /// The parts joined by single spaces, however the PDF spaced them.
    var description: String {
        if before.isEmpty, after.isEmpty, !reading.line.words[reading.descriptionRange].contains(where: { $0.text.utf8.contains(0x20) }) {
            return reading.descriptionText
        }
        var text = ""
        for part in before + [reading.descriptionText] + after {
            for word in part.split(separator: " ") {
                if !text.isEmpty { text += " " }
                text += word
            }
        }
        return text
    }

    var rawText: String {
        guard !before.isEmpty || !after.isEmpty else { return reading.line.text }
        return (before + [reading.line.text] + after).joined(separator: "\n")
    }
}
