/// A transaction row while the table is being read: its line, amounts and description parts.
struct RowDraft {
    var reading: LineReading
    var date: PrintedDate?
    var valueDate: PrintedDate?
    /// Amounts with the role of their column.
    var amounts: [(AmountToken, ColumnRole)]
    var before: [String] = []
    var after: [String] = []

    var description: String {
        (before + [reading.descriptionText] + after)
            .joined(separator: " ")
            .split(separator: " ")
            .joined(separator: " ")
    }

    var rawText: String {
        (before + [reading.line.text] + after).joined(separator: "\n")
    }
}
