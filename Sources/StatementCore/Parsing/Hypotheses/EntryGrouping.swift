/// How a reading groups a table's lines into entries, where the first reading guessed. The
/// geometry decides once a table whether an entry's details are printed above its dated amount
/// line or below it, from the lines around the table's first row; and an undated line with an
/// amount under a row is read as a row of its own (dated like the row above) unless its number
/// runs into its text or the running balance leaves it out. Each guess can be wrong, and the
/// amounts are often the same either way: then the reading that leaves fewer rows without a
/// description and fewer description lines attached to no row explains more of the page.
struct EntryGrouping: Hashable, Sendable {
    enum UndatedAmounts: Hashable, Sendable {
        /// Each is a row of its own, dated like the row above.
        case rows
        /// Each is a detail of the row above: its number is text.
        case details
    }

    /// Every table's details printed above (true) or below (false) each entry's date line; nil:
    /// as the geometry decides, table by table.
    var detailsAbove: Bool?
    /// How every undated line with an amount under a row is read; nil: as the first reading does.
    var undatedAmounts: UndatedAmounts?

    /// What one reading's grouping found: which ways the geometry read its tables, how many
    /// undated amount lines went each way, and how much of the table it left undescribed.
    struct Found: Sendable {
        var geometryAbove = false
        var geometryBelow = false
        /// Lines of text in the description column inside the tables: with none, nothing groups differently.
        var describingLines = 0
        /// Undated amount lines read as rows of their own.
        var undatedRows = 0
        /// Undated amount lines read as the row above's detail.
        var undatedDetails = 0
        /// Rows without a description.
        var rowsUndescribed = 0
        /// Description lines between the rows attached to no row.
        var linesLeftOver = 0

        /// The same, with `count` of the undated rows then found the row above's detail by the running balance.
        func offTheChain(_ count: Int) -> Found {
            var found = self
            found.undatedRows -= min(count, undatedRows)
            found.undatedDetails += count
            return found
        }

        /// What the grouping left unexplained: the fewer, the more of the page it read.
        var undescribed: Int { rowsUndescribed + linesLeftOver }

        /// "2 rows without a description, 1 text line left over"
        var summary: String {
            "\(rowsUndescribed) \(rowsUndescribed == 1 ? "row" : "rows") without a description, "
                + "\(linesLeftOver) text \(linesLeftOver == 1 ? "line" : "lines") left over"
        }
    }

    /// The readings that group the entries otherwise than `found` did: the other placement of
    /// details (or each, where the tables were read both ways), and the undated amount lines
    /// each taken the other way.
    static func alternatives(to base: Hypothesis, found: Found) -> [Hypothesis] {
        var groupings: [EntryGrouping] = []
        if found.describingLines > 0, base.entries.detailsAbove == nil {
            if found.geometryBelow { groupings.append(EntryGrouping(detailsAbove: true)) }
            if found.geometryAbove { groupings.append(EntryGrouping(detailsAbove: false)) }
        }
        if base.entries.undatedAmounts == nil {
            if found.undatedRows > 0 { groupings.append(EntryGrouping(undatedAmounts: .details)) }
            if found.undatedDetails > 0 { groupings.append(EntryGrouping(undatedAmounts: .rows)) }
        }
        return groupings.map { grouping in
            var hypothesis = base
            hypothesis.entries.detailsAbove = grouping.detailsAbove ?? base.entries.detailsAbove
            hypothesis.entries.undatedAmounts = grouping.undatedAmounts ?? base.entries.undatedAmounts
            return hypothesis
        }
    }

    /// "details printed above each entry's date line", "undated amount lines are rows of their own".
    static func describe(_ hypothesis: Hypothesis, found: Found) -> String {
        let grouping = hypothesis.entries
        var parts: [String] = []
        let above = grouping.detailsAbove ?? (found.geometryAbove && found.geometryBelow ? nil : found.geometryAbove)
        switch above {
        case true?: parts.append("details printed above each entry's date line")
        case false?: parts.append("details printed below each entry's date line")
        case nil: parts.append("details above or below each entry's date line, table by table")
        }
        switch grouping.undatedAmounts {
        case .rows?: parts.append("undated amount lines are rows of their own")
        case .details?: parts.append("undated amount lines are details of the row above")
        case nil where found.undatedRows > 0 || found.undatedDetails > 0:
            parts.append("undated amount lines: \(found.undatedRows) rows of their own, \(found.undatedDetails) details of the row above")
        case nil: break
        }
        return parts.joined(separator: ", ")
    }

    /// Whether `reading` may replace `best` though not verified: its rows carry the same dates,
    /// amounts and balances, with the same verdict or one better only for describing its rows
    /// (never `verified` by it: the score decides that), and it leaves fewer rows undescribed.
    /// Only the descriptions differ then, and the figures cannot tell them apart.
    static func explainsMore(_ reading: ReadingChoice.Reading, than best: ReadingChoice.Reading) -> Bool {
        let (rows, bestRows) = (reading.statement.transactions, best.statement.transactions)
        let (verdict, bestVerdict) = (reading.statement.verification.verdict, best.statement.verification.verdict)
        guard verdict == bestVerdict || verdict == .unverifiable && bestVerdict == .failed,
            reading.unexplainedLines == best.unexplainedLines, rows.count == bestRows.count,
            reading.open.entries.undescribed < best.open.entries.undescribed
        else { return false }
        return zip(rows, bestRows).allSatisfy { $0.date == $1.date && $0.amount == $1.amount && $0.balance == $1.balance }
    }
}
