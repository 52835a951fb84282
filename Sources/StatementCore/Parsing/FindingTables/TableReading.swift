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
    /// What each line was taken for (header, summary, furniture, row, text): `findTables` keeps
    /// the headers of it, the trace having been told each line's as the reader took it.
    var kinds: [TableReader.Kind]
    /// The headers, by line, kept when the kinds are not: their columns place a totals line's figures.
    var headers: [(index: Int, layout: HeaderLayout)] = []
    /// The section headings honoured, by line, for the trace.
    var sectionHeadings: [(index: Int, heading: SectionHeadings.Heading)]
    /// Some row's money columns were told by position alone, no header naming them: which is
    /// the balance is then a decision the parser may try the other way.
    var rolesByPosition: Bool
    /// The first header found, and whether it names a money column: where a reading may take
    /// the table's start from (`TableBounds`).
    var firstHeader: (index: Int, namesMoney: Bool)?
    /// Where the table was supposed to start and end; the lines after its end are left out.
    var bounds = TableBounds()
    /// How the lines were grouped into entries, for the readings that group them otherwise.
    var grouping: EntryGrouping.Found
    /// Rows (their lines) without a description while text stands in the description column
    /// right above or below them.
    var undescribedBesideText: [Int] = []
    /// Rows (their lines) dated by a date printed alone where the row above's wrapped detail
    /// stands, with that line.
    var datedByDetail: [(row: Int, dateLine: Int)] = []
}
