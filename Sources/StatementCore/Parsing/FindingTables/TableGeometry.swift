/// Where a table's description column starts and how tall its rows are, with the tolerances the
/// table reader measures lines against, each named for what it allows.
struct TableGeometry {
    /// Where descriptions start across the page: the header's description column, else the
    /// median start of the dated rows' descriptions.
    var descriptionX: Double
    /// The median height of a row line.
    var rowHeight: Double
    /// Where the dated rows' money starts, for a table without a header.
    var rowsMoneyX0: Double?

    /// The most white space between two lines of one entry (a row and its wrapped details).
    var lineGap: Double { rowHeight }
    /// How far left of a column's start a word may begin and still be in that column: text is
    /// not always aligned to its header's first letter.
    var columnSlack: Double { rowHeight }
    /// A number ending this close left of the money columns is still in them.
    static let moneyColumnSlack = 2.0
    /// A continuation line's number ending this far left of the money columns is its text's.
    static let textNumberMargin = 10.0

    /// How much wider the space between entries must be than the space between one entry's
    /// lines for a line to be told to belong to the entry below rather than the one above.
    static let entryGapMargin = 0.5

    /// Whether text starting at `x0` sits in the description column (or right of it).
    func inDescriptionColumn(_ x0: Double) -> Bool {
        x0 >= descriptionX - columnSlack
    }

    /// Whether `line` sits right under `above` (ending at `aboveY1`) on the same page.
    func isRightUnder(_ line: TextLine, aboveY1: Double, abovePage: Int) -> Bool {
        line.page == abovePage && line.y0 - aboveY1 <= lineGap
    }
}
