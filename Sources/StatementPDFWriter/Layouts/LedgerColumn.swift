/// A column of a transaction table. `x` is the left edge for left-aligned columns and
/// the right edge for right-aligned ones, so amounts line up on their last digit.
struct LedgerColumn {
    var title: String
    var x: Double
    var align: PDFTextAlignment = .left
}

/// One printed table row: a cell per column (nil leaves it empty) and the description's
/// continuation lines, which carry no date and no amount.
struct LedgerRow {
    var cells: [String?]
    var continuation: [String] = []
    var bold = false

    var lineCount: Int { 1 + continuation.count }
}

/// Which page is being drawn, for "Page 2 of 5" and first-page-only blocks.
struct LedgerPageContext {
    var number: Int
    var count: Int

    var isFirst: Bool { number == 1 }
    var isLast: Bool { number == count }
}
