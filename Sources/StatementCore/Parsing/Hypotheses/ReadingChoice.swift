/// Decisions the text leaves open are tried, and the arithmetic chooses. The first reading
/// decides everything from the text; when the verifier does not prove it, each open decision in
/// turn becomes a small list of candidate readings, every one verified, and the one the
/// statement's own figures prove best is kept before the next decision is tried:
/// - spacing: a PDF that sets its letters apart splits words into pieces ("1 7 /jan"); where
///   the document's gaps fall in a narrow and a wide cluster, the pieces joined at the valley.
/// - sections: a heading such as "Pending" or "Balance summary" says the lines under it are
///   not booked rows, but the same words also stand beside a booked row ("(pending)") or over
///   a summary box that a transaction table follows without a heading of its own. Each heading
///   taken back alone, then all of them.
/// - signs: a card bill's bare purchases are money out, an account's amounts are as printed; a
///   statement whose kind was misjudged, or a section printed the other way, reads wrongly
///   under the first. The other convention everywhere, then in each section alone.
/// - date order: day-month or month-day, where every numeric date reads both ways.
/// - columns: where no header names the money columns, the running balance printed first
///   rather than last.
/// - tables: where the table starts and ends (`TableBounds`): earlier than its first header,
///   where dated amounts above it were left unexplained; at the closing balance or a printed
///   total that rows were read after.
/// - entries: details printed above each entry's date line rather than below (or the other
///   way), and undated amount lines under a row taken as rows or as details (`EntryGrouping`).
/// A few dozen readings at most a statement, and none when the first is verified. Past the
/// sections, a reading replaces the first only when it is verified (`mayReplace`), or, for the
/// entries, when it has the very same figures and leaves less undescribed (`prefers`).
public enum ReadingChoice {
    /// One reading of a statement and what it leaves open.
    public struct Reading: Sendable {
        public var statement: Statement
        /// Lines with a date and an amount the reading could not account for.
        public var unexplainedLines: Int
        /// The headings that left lines out, as printed.
        public var leftOutHeadings: [(index: Int, text: String, page: Int, line: Int)]
        /// What this reading supposed.
        var hypothesis = Hypothesis()
        /// What its alternatives may change.
        var open = OpenDecisions()
        /// Each line's role, when the parse traces.
        var lines: [ParseTrace.Line]?

        /// The headings this reading did not honour.
        public var ignored: Set<Int> { hypothesis.ignoredHeadings }
    }

    enum Decision: String, CaseIterable {
        case spacing, sections, signs, dateOrder = "date-order", columns, tables, entries
    }

    /// Readings tried for one decision beside the reading it starts from, at most.
    static let maximumAlternatives = 8

    static func choose(
        first: Reading, tracing: Bool = false,
        reading: (Hypothesis) throws(StatementParseError) -> Reading
    ) throws(StatementParseError) -> Statement {
        var best = first
        var readings: [String]?
        var decisions: [ParseTrace.Decision] = []
        for decision in Decision.allCases where best.statement.verification.verdict != .verified {
            let hypotheses = alternatives(decision, to: best, first: first)
            guard !hypotheses.isEmpty else { continue }
            var tried = [best]
            for hypothesis in hypotheses.prefix(maximumAlternatives) { tried.append(try reading(hypothesis)) }
            var chosen = 0
            for index in tried.indices.dropFirst() where prefers(tried[index], over: tried[chosen], decision) { chosen = index }
            let candidates = tried.map { candidate($0, decision: decision, from: best, first: first) }
            decisions.append(ParseTrace.Decision(name: decision.rawValue, candidates: candidates, chosen: chosen))
            // Stored with the statement: every reading tried for its sections, as ever, and the
            // other decisions where a reading other than the first was kept.
            if decision == .sections || chosen != 0 {
                readings = (readings ?? []) + candidates.indices.map { candidates[$0].summary + ($0 == chosen ? " <- chosen" : "") }
            }
            best = tried[chosen]
        }
        var statement = best.statement
        statement.decisions.readings = readings
        if tracing { statement.decisions.trace = ParseTrace(lines: best.lines ?? [], decisions: decisions) }
        return statement
    }

    /// The readings that change `decision` of `best`; none when the text leaves it no choice.
    static func alternatives(_ decision: Decision, to best: Reading, first: Reading) -> [Hypothesis] {
        let base = best.hypothesis
        switch decision {
        case .spacing:
            guard let gap = first.open.spacedLetters, base.joiningGap == nil else { return [] }
            var hypothesis = base
            hypothesis.joiningGap = gap
            return [hypothesis]
        case .sections:
            let headings = first.leftOutHeadings.map(\.index)
            var sets = headings.prefix(maximumAlternatives - 1).map { Set([$0]) }
            if headings.count > 1 { sets.append(Set(headings)) }
            return sets.map {
                var hypothesis = base; hypothesis.ignoredHeadings = $0; return hypothesis
            }
        case .signs:
            let sections = best.open.signSections
            guard !sections.isEmpty else { return [] }
            var sets = [Set(sections)]
            if sections.count > 1 { sets += sections.map { Set([$0]) } }
            return sets.map {
                var hypothesis = base; hypothesis.otherSigns = $0; return hypothesis
            }
        case .dateOrder:
            guard best.open.bothDateOrders else { return [] }
            var hypothesis = base
            hypothesis.dateOrder = best.open.dateOrder == .dayMonth ? .monthDay : .dayMonth
            return [hypothesis]
        case .columns:
            guard best.open.rolesByPosition, !base.balanceFirst else { return [] }
            var hypothesis = base
            hypothesis.balanceFirst = true
            return [hypothesis]
        case .tables:
            guard base.tableBounds == TableBounds() else { return [] }
            return best.open.tableBounds.candidates.map {
                var hypothesis = base; hypothesis.tableBounds = $0; return hypothesis
            }
        case .entries:
            return EntryGrouping.alternatives(to: base, found: best.open.entries)
        }
    }

    /// Whether `reading` is kept over the one `chosen` so far. For the entries, where the figures
    /// are often the same either way, a later tie-break: on every figure the same, the reading
    /// that leaves less undescribed (`EntryGrouping.explainsMore`).
    static func prefers(_ reading: Reading, over chosen: Reading, _ decision: Decision) -> Bool {
        if score(reading) > score(chosen), mayReplace(reading, decision) { return true }
        // A grouping that leaves rows undescribed beside their text fails for it alone: the one
        // with the same figures that describes them is kept, though it is proven no further.
        return decision == .entries && score(reading) >= score(chosen) && EntryGrouping.explainsMore(reading, than: chosen)
    }

    /// A section heading taken back may leave a better reading that still fails (the rows it
    /// proves are the evidence); the other decisions change what every row means, so their
    /// readings replace the first only when verified: a statement that fails either way keeps
    /// the reading the text gave, rather than one that proves a few rows by chance.
    static func mayReplace(_ reading: Reading, _ decision: Decision) -> Bool {
        decision == .sections || reading.statement.verification.verdict == .verified
    }

    /// A verified reading first; then the one whose rows more printed running balances prove
    /// (the arithmetic backing it), then fewer lines left unread, then the better verdict. Ties
    /// keep the earlier reading. A short reading that proves little loses to one that reads
    /// every row, even if that one then fails: a failed statement is told, never stored.
    static func score(_ reading: Reading) -> (Int, Int, Int, Int) {
        let verdict: Int
        switch reading.statement.verification.verdict {
        case .verified: verdict = 2
        case .unverifiable: verdict = 1
        case .failed: verdict = 0
        }
        return (verdict == 2 ? 1 : 0, provenRows(reading.statement), -reading.unexplainedLines, verdict)
    }

    /// Rows whose printed balance is the balance before plus their amount.
    static func provenRows(_ statement: Statement) -> Int {
        var previous = statement.openingBalance?.minorUnits
        var proven = 0
        for row in statement.transactions {
            if let balance = row.balance?.minorUnits {
                if let before = previous {
                    let (sum, overflow) = before.addingReportingOverflow(row.amount.minorUnits)
                    if !overflow && sum == balance { proven += 1 }
                }
                previous = balance
            } else {
                previous = previous.flatMap { before in
                    let (sum, overflow) = before.addingReportingOverflow(row.amount.minorUnits)
                    return overflow ? nil : sum
                }
            }
        }
        return proven
    }

    /// A reading as the trace shows it, named by what it supposes about `decision`.
    static func candidate(_ reading: Reading, decision: Decision, from best: Reading, first: Reading) -> ParseTrace.Candidate {
        let statement = reading.statement
        return ParseTrace.Candidate(
            hypothesis: describe(reading.hypothesis, decision: decision, from: best, first: first)
                + (decision == .entries ? " (\(reading.open.entries.summary))" : ""),
            verdict: statement.verification.verdict, rows: statement.transactions.count,
            proven: provenRows(statement), unexplainedLines: reading.unexplainedLines)
    }

    /// "ignoring 'Pending' (page 1, line 17)", "amounts as printed", "dates read month-day".
    static func describe(_ hypothesis: Hypothesis, decision: Decision, from best: Reading, first: Reading) -> String {
        switch decision {
        case .spacing:
            guard let gap = hypothesis.joiningGap else { return "words as the PDF sets them" }
            return "letters spaced apart: words rejoined across gaps under \(Int((gap * 100).rounded()))% of the font size"
        case .sections:
            let names = first.leftOutHeadings.filter { hypothesis.ignoredHeadings.contains($0.index) }
                .map { "'\($0.text)' (page \($0.page), line \($0.line))" }
            return names.isEmpty ? "every section heading honoured" : "ignoring " + names.joined(separator: ", ")
        case .signs:
            let card = best.open.cardSigns != !hypothesis.otherSigns.isEmpty
            let convention = card ? "bare amounts are money out, as a card bill prints its purchases" : "amounts as printed"
            guard !hypothesis.otherSigns.isEmpty, Set(best.open.signSections) != hypothesis.otherSigns else { return convention }
            return convention + " under " + hypothesis.otherSigns.map(sectionName).sorted().joined(separator: ", ") + " only"
        case .dateOrder:
            let order = hypothesis.dateOrder ?? best.open.dateOrder
            return "dates read " + (order == .dayMonth ? "day-month" : "month-day")
        case .columns:
            return hypothesis.balanceFirst
                ? "unlabelled money columns: the running balance first, then the amount"
                : "unlabelled money columns: the amount, then the running balance last"
        case .tables:
            return hypothesis.tableBounds.describe(best.open.tableBounds)
        case .entries:
            return EntryGrouping.describe(hypothesis, found: best.open.entries)
        }
    }

    static func sectionName(_ heading: SectionHeadings.Heading?) -> String {
        switch heading {
        case nil: return "rows under no section heading"
        case .moneyIn?: return "a money-in heading"
        case .moneyOut?: return "a money-out heading"
        case .payments?: return "a payments heading"
        case .balances?, .notBooked?, .booked?: return "a heading of other items"
        }
    }
}
