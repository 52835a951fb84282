/// Which stage gave a line its role in the trace, in the order of precedence: where two stages
/// claim one line, the first in this list is the one the trace tells. The order is the one the
/// trace has always kept; a new family or decision that gives lines a role of its own takes its
/// place here and records it where it decides (`recorder.note(...)`).
enum LineClaim: Int, Comparable {
    // The grouping of entries: a line an entry of the table was read from is a row, whatever
    // else was said about it.
    case row
    // The table reader: a box beside the table, then an accounts overview, are never rows.
    case besideTable
    case overview
    // The table reader: a line with a date, an amount or a header after the table's end is
    // left out, unless a printed figure or a balance was read on it (see `chosen`).
    case afterTableEnd
    case header
    case tableLine
    case notBooked
    case dailyBalance
    // The verifier: a printed total or count (an opening or closing figure takes no role of
    // its own; it only keeps the line from being left out after the table's end).
    case printedFigure
    // The balance finding: a summary label, saying which balance it gave when it gave one, then
    // a balance whose label is printed on the line above.
    case summaryLabel
    case balance
    // The table finder: a line printing the file's page numbering ("Page 1 of 2"), over a
    // heading or furniture role; a date and an amount unexplained stays so (`LineNotes.chosen`).
    case pageNumber
    // The grouping of entries: a section heading honoured; the table reader: one the reading
    // chosen does not honour.
    case sectionHeading
    case headingNotHonoured
    // The table finder's lines repeated on several pages, then the table reader's footers and
    // lines the layout profile skips.
    case repeated
    case furniture
    // The verifier: a date and an amount no stage accounted for.
    case unexplained

    static func < (lhs: LineClaim, rhs: LineClaim) -> Bool { lhs.rawValue < rhs.rawValue }
}
