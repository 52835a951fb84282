/// The table's columns as a reading decided them: the words that name columns, the headers over
/// the table with the role of each column, and whether some row's money columns were told by
/// position alone. Its own stage between reading the lines and grouping the entries: it decides
/// which figure is the balance where no header names the money columns before the table is read
/// (`PositionalRoles`, applied by the table reader to each row as it reads), the headers' columns
/// are the reader's (`FindingTables`), and everything after it asks the column model, never the
/// reader, what a column holds.
struct ColumnModel {
    /// The header words, in every language read, with the profile's own.
    var vocabulary: HeaderVocabulary
    /// The headers, by line, with their columns: they also place a totals line's figures.
    var headers: [(index: Int, layout: HeaderLayout)]
    /// Some row's money columns were told by position alone, no header naming them: which is
    /// the balance is then a decision a reading may take back (`ColumnsDecision`).
    var rolesByPosition: Bool
    /// The first header found, and whether it names a money column: where a reading may take
    /// the table's start from (`TableBounds`).
    var firstHeader: (index: Int, namesMoney: Bool)?
    /// The balance column and the balances beside the table, where no header names the money
    /// columns and the arithmetic does (`ArithmeticRoles`).
    var arithmetic: ArithmeticRoles?
    /// The money-out and money-in columns a totals line names, where no header and no running
    /// balance does (`TotalsRoles`).
    var totals: TotalsRoles?

    /// The headers that place a totals line's figures: the printed ones, and the columns a
    /// totals line named where none is printed.
    func totalsHeaders(_ readings: [LineReading]) -> [(index: Int, layout: HeaderLayout)] {
        guard let named = totals?.header(readings) else { return headers }
        return (headers + [named]).sorted { $0.index < $1.index }
    }
}
