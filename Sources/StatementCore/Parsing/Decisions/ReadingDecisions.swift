/// The decisions a reading may take back, in the order they are tried: the spacing first (it
/// changes every word), the sections and signs next, the entries last (they only regroup lines
/// once the rest is settled). With the table, what a reading supposes of each (`Hypothesis`)
/// and what the first reading learns of each (`OpenDecisions`) live here, so that a new
/// decision is its own file, this one and the stage that reads it (docs/development/contributing.md).
enum ReadingDecisions {
    static let all: [any ReadingDecision] = [
        SpacingDecision(), SectionsDecision(), SignsDecision(), DateOrderDecision(), ColumnsDecision(),
        MoneyColumnsDecision(), TablesDecision(), EntriesDecision(),
    ]
}

/// What one reading of a statement supposes where the text leaves a decision open. The first
/// reading supposes nothing (every field at its default: the parser decides from the text);
/// each alternative `ReadingChoice` tries changes one decision of the best reading so far. It is
/// handed whole to every stage, each reading the fields of the decisions it makes.
struct Hypothesis: Hashable, Sendable {
    /// Headings of left-out sections (pending, daily balances) read on as if not there, by line index.
    var ignoredHeadings: Set<Int> = []
    /// Sections whose amounts take the other sign convention (`SignRules.otherConvention`).
    var otherSigns: Set<SectionHeadings.Heading?> = []
    /// The date order, where the text allows both; nil: as the dates and the currency decide.
    var dateOrder: DateOrder?
    /// Where no header names the money columns, the first amount is the running balance.
    var balanceFirst = false
    /// Where each row prints one unsigned figure in one of two columns no header names, the right
    /// edge of the column read as money out (the other is money in); nil: as the text decides.
    var outColumnRightEdge: Double?
    /// Letters spaced apart: words of a line closer than this share of the font size are read
    /// as one (`SpacedLetters`); nil reads the words as the PDF sets them.
    var joiningGap: Double?
    /// Where the transaction table starts and ends; the defaults: as its headers place it.
    var tableBounds = TableBounds()
    /// How the table's lines group into entries, where the geometry may have guessed wrong.
    var entries = EntryGrouping()
}

/// What a reading learned that the alternatives to it may change: read once by the first
/// reading, so an alternative never has to guess.
struct OpenDecisions: Sendable {
    /// The date order read, and whether every printed numeric date reads both ways.
    var dateOrder: DateOrder = .dayMonth
    var bothDateOrders = false
    /// The sections (by heading; nil for none) holding amounts whose sign the convention decides.
    var signSections: [SectionHeadings.Heading?] = []
    /// A card's convention (bare purchases money out) was applied.
    var cardSigns = false
    /// Some row's money columns were told by position alone.
    var rolesByPosition = false
    /// The two columns, left to right, each row prints its one unsigned figure in, where no
    /// header and no running balance names them (`TotalsRoles.columns`); empty otherwise.
    var unsignedColumns: [TotalsRoles.Column] = []
    /// The gap under which the document's words are pieces of spaced-out words, where its gaps
    /// fall in two clusters; looked for only when the first reading is not verified.
    var spacedLetters: Double?
    /// Where the table might start or end instead, from the lines the reading left unexplained
    /// above its first header and the rows it read after a closing balance or total.
    var tableBounds = TableBounds.Evidence()
    /// How the entries were grouped, and how much that left undescribed.
    var entries = EntryGrouping.Found()
}
