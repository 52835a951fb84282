/// A transaction row while the table is being read: its line, amounts and description parts.
struct RowDraft {
    // 80 bytes, not 112: every row of a long statement is a draft until the rows are made.
    var reading: LineReading
    var date: PrintedDate?
    var valueDate: PrintedDate?
    /// The money-in or money-out heading the row sits under, if the statement prints one.
    var section: SectionHeadings.Heading?
    /// How many table headers came before the row: rows under different headers are in different tables.
    @Int32Backed var table = 0
    /// Amounts with the role of their column.
    var amounts: [(AmountToken, ColumnRole)]
    /// Description parts printed above and below the line, and those lines as printed: most rows
    /// have none, so the four lists are kept behind one reference that is nil until one is set.
    var wrapped: Wrapped?

    struct Parts {
        var before: [String] = []
        var after: [String] = []
        var rawBefore: [String] = []
        var rawAfter: [String] = []
    }

    indirect enum Wrapped {
        case parts(Parts)

        var parts: Parts {
            switch self {
            case .parts(let parts): parts
            }
        }
    }

    var before: [String] {
        get { wrapped?.parts.before ?? [] }
        set { changeParts { $0.before = newValue } }
    }
    var after: [String] {
        get { wrapped?.parts.after ?? [] }
        set { changeParts { $0.after = newValue } }
    }
    var rawBefore: [String] {
        get { wrapped?.parts.rawBefore ?? [] }
        set { changeParts { $0.rawBefore = newValue } }
    }
    var rawAfter: [String] {
        get { wrapped?.parts.rawAfter ?? [] }
        set { changeParts { $0.rawAfter = newValue } }
    }

    private mutating func changeParts(_ change: (inout Parts) -> Void) {
        var parts = wrapped?.parts ?? Parts()
        change(&parts)
        let none = parts.before.isEmpty && parts.after.isEmpty && parts.rawBefore.isEmpty && parts.rawAfter.isEmpty
        wrapped = none ? nil : .parts(parts)
    }
    /// The words of the line's description part that describe it, when some of them belong to
    /// another column (a reference number, a value date printed after the label).
    var descriptionWords: [Int]?

    /// The parts joined by single spaces, however the PDF spaced them.
    var description: String {
        if before.isEmpty, after.isEmpty, descriptionWords == nil,
            !reading.line.words[reading.descriptionRange].contains(where: { $0.text.holdsByte(0x20) })
        {
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

    /// Nothing describes the row: no text on its line, above or below it.
    var isUndescribed: Bool {
        before.isEmpty && after.isEmpty && (descriptionWords?.isEmpty ?? reading.descriptionRange.isEmpty)
    }

    var rawText: String {
        guard !rawBefore.isEmpty || !rawAfter.isEmpty else { return reading.line.text }
        return (rawBefore + [reading.line.text] + rawAfter).joined(separator: "\n")
    }
}
