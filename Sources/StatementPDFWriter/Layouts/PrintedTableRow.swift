/// One printed table row: a cell per column (nil leaves it empty) and the description's
/// continuation lines, which carry no date and no amount.
struct PrintedTableRow {
    var cells: [String?]
    var continuation: [String] = []
    var bold = false

    var lineCount: Int { 1 + continuation.count }
}

extension PrintedTableRow {
    /// A British row: "03 Mar 2025", description, paid out, paid in, running balance.
    static func paidOutPaidIn(_ entry: StatementEntry, balance: Int64, money: AmountFormat) -> PrintedTableRow {
        PrintedTableRow(
            cells: [
                PrintedDate.dayShortMonthYear(entry.date),
                entry.descriptionLines[0],
                entry.amount < 0 ? money.magnitude(entry.amount) : nil,
                entry.amount > 0 ? money.magnitude(entry.amount) : nil,
                money.signed(balance),
            ], continuation: Array(entry.descriptionLines.dropFirst()))
    }
}
