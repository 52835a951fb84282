/// Turns the positioned lines of a statement nobody here has seen into a verified statement.
/// Everything is decided per statement (decimal mark, date order, kind, sign convention), from
/// the statement's own text; a layout profile only fills in what the text cannot say.
///
/// A reading goes through the stages its folders are named after (`read`): reading the lines,
/// the statement's facts, the column model (finding the table and what its columns hold),
/// grouping its entries into rows, and verifying them. Where the text leaves a decision open and
/// the first reading is not verified, the decisions of `ReadingDecisions.all` (`Decisions/`)
/// read it again each way and the verifier chooses (`ReadingChoice`).
public struct StatementParser: Sendable {
    public var profiles: [LayoutProfile]
    public var forcedProfile: LayoutProfile?
    /// Threads reading the lines once the decimal mark and currency are decided (`--jobs`):
    /// each line is read on its own, so the statement is the same on any number; 1 reads them
    /// on the calling thread.
    public var threads: Int
    /// Records with each statement what the parse did (`ParseTrace`): each line's role and each
    /// decision's readings, for `parse --explain`. Off, a parse records nothing of it.
    public var tracing = false
    /// The currency of one column of a table printing two side by side (`CurrencyColumns`), for
    /// the part of the file read as that column's statement: its header names its currency, and
    /// its header word names the column of amounts.
    var currencyColumn: CurrencyColumns.Kept?
    /// The currency whose country's convention orders dates that read both ways: a part of a
    /// file (one currency column) takes the whole file's, as its dates are printed alike.
    var dateConvention: Currency?
    /// The file's page numbering, found on the whole file when the parse traces (`numbered`):
    /// the finding of the table tells the lines printing it, in a part of the file too.
    var pageNumbering: PageNumbering?

    public init(profiles: [LayoutProfile] = [], forcedProfile: LayoutProfile? = nil, threads: Int = 1) {
        self.profiles = profiles
        self.forcedProfile = forcedProfile
        self.threads = max(1, threads)
    }

    /// The statement, checked against its page numbering too. Amounts beyond range give a
    /// failed statement without rows here; `statements(in:)` throws for them instead.
    public func parse(pages: [TextPage]) -> Statement {
        do {
            return StatementParser.sayingUnverifiable(
                StatementParser.checkingPageNumbering([try numbered(pages).parse(pages: pages, inheriting: nil)], of: pages))[0]
        } catch {
            return StatementParser.outOfRange(error, pageCount: pages.count)
        }
    }

    /// This parser, knowing the page numbering of the file `pages` when it traces.
    func numbered(_ pages: [TextPage]) -> StatementParser {
        guard tracing else { return self }
        var parser = self
        parser.pageNumbering = PageNumbering.find(in: pages)
        return parser
    }

    /// `inherited`: what a combined statement printed once at its top (period, statement date),
    /// for a later account's section that does not print its own; its yearless dates need it.
    func parse(pages: [TextPage], inheriting inherited: StatementFacts?) throws(StatementParseError) -> Statement {
        var chosen = try ReadingChoice.choose(
            first: try read(pages: pages, inheriting: inherited, supposing: Hypothesis()), tracing: tracing
        ) { hypothesis throws(StatementParseError) in try read(pages: pages, inheriting: inherited, supposing: hypothesis) }
        // Read once, from the chosen reading's rows: their descriptions and signs are final here.
        let foreign = ForeignAmountReader.read(chosen.transactions, threads: threads)
        for (index, detail) in zip(chosen.transactions.indices, foreign) { chosen.transactions[index].foreign = detail }
        return chosen
    }

    /// One reading of the statement under `hypothesis`, stage by stage, each handed the
    /// hypothesis whole and the recorder of what it decided.
    func read(
        pages: [TextPage], inheriting inherited: StatementFacts?, supposing hypothesis: Hypothesis
    ) throws(StatementParseError) -> ReadingChoice.Reading {
        var recorder = ReadingRecorder(tracing: tracing)
        // Reading lines (the spacing decision first: it changes every word).
        let pages = hypothesis.joiningGap.map { SpacedLetters.joined(pages, closerThan: $0) } ?? pages
        let lines = readLines(pages)
        if tracing { recorder.lines = LineNotes(lines.readings) }
        // Statement facts: the date order, the period, the account.
        var facts = statementFacts(lines, inheriting: inherited, supposing: hypothesis, recording: &recorder)
        // Column model: the roles of money no header names, decided before the table is read;
        // the table found, its headers and what each of its columns holds.
        let (tables, found) = findTables(
            lines, roles: StatementParser.positionalRoles(supposing: hypothesis), supposing: hypothesis, recording: &recorder)
        var drafts = found
        let columns = StatementParser.columnModel(tables, drafts: &drafts, supposing: hypothesis, recording: &recorder)
        let kind = StatementParser.accountKind(lines, tableLines: tables.table.tableLines)
        // Grouping entries into signed, dated rows, with the balances printed around them.
        let entries = try groupEntries(
            consume drafts, read: lines, tables: tables, columns: columns, facts: &facts, kind: kind, supposing: hypothesis,
            recording: &recorder)
        // Verifying the rows against the figures the statement prints about itself.
        var verified = try StatementParser.verify(
            entries, read: lines, tables: tables, columns: columns, facts: facts.facts, order: facts.order, kind: kind,
            recording: &recorder)
        if let note = facts.orderNote { verified.verification.notes.append(note) }
        return StatementParser.reading(
            pages: pages, lines: lines, facts: facts, tables: tables, columns: columns, kind: kind, entries: entries,
            verified: verified, supposing: hypothesis, recorder: recorder)
    }
}
