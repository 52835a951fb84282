/// What one pass of the table reader made of a statement's lines.
struct TableReading {
    var rows: [RowDraft]
    /// Which lines the rows were read from: their own and their wrapped details.
    var tableLines: [Bool]
    /// Lines under a heading of items not booked (pending, other accounts, a fee summary).
    var notBooked: Set<Int>
    /// Lines under a heading of daily balances.
    var balanceSection: Set<Int>
    /// The headings that left lines out, in order.
    var leftOutHeadings: [Int]
    /// The page of the first header over dated rows, when the table has one.
    var firstTablePage: Int?
    /// The lines as the table read them (text printed after the money moved before it).
    var readings: [LineReading]
}
