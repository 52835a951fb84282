/// One printed table row: a cell per column (nil leaves it empty) and the description's
/// continuation lines, which carry no date and no amount.
struct LedgerRow {
    var cells: [String?]
    var continuation: [String] = []
    var bold = false

    var lineCount: Int { 1 + continuation.count }
}
