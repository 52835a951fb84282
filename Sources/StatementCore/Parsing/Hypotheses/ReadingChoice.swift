/// Decisions the text leaves open are tried, and the arithmetic chooses. The first reading
/// decides everything from the text; when the verifier does not prove it, each open decision of
/// `ReadingDecisions.all` in turn (one file each, in `Decisions/`) becomes a small list of
/// candidate readings, every one verified, and the one the statement's own figures prove best
/// (`ReadingDecision.prefers`) is kept before the next decision is tried. A few dozen readings
/// at most a statement, and none when the first is verified.
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

    /// Readings tried for one decision beside the reading it starts from, at most.
    static let maximumAlternatives = 8

    static func choose(
        first: Reading, tracing: Bool = false,
        reading: (Hypothesis) throws(StatementParseError) -> Reading
    ) throws(StatementParseError) -> Statement {
        var best = first
        var readings: [String]?
        var decisions: [ParseTrace.Decision] = []
        for decision in ReadingDecisions.all where best.statement.verification.verdict != .verified {
            let hypotheses = decision.alternatives(to: best, first: first)
            guard !hypotheses.isEmpty else { continue }
            var tried = [best]
            for hypothesis in hypotheses.prefix(maximumAlternatives) { tried.append(try reading(hypothesis)) }
            var chosen = 0
            for index in tried.indices.dropFirst() where decision.prefers(tried[index], over: tried[chosen]) { chosen = index }
            let candidates = tried.map { candidate($0, decision: decision, from: best, first: first) }
            decisions.append(ParseTrace.Decision(name: decision.name, candidates: candidates, chosen: chosen))
            // Stored with the statement: every reading tried for a decision that stores them all
            // (the sections), and the others where a reading other than the first was kept.
            if decision.storesEveryReading || chosen != 0 {
                readings = (readings ?? []) + candidates.indices.map { candidates[$0].summary + ($0 == chosen ? " <- chosen" : "") }
            }
            best = tried[chosen]
        }
        var statement = best.statement
        statement.decisions.readings = readings
        if tracing { statement.decisions.trace = ParseTrace(lines: best.lines ?? [], decisions: decisions) }
        return statement
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
    static func candidate(
        _ reading: Reading, decision: any ReadingDecision, from best: Reading, first: Reading
    ) -> ParseTrace.Candidate {
        let statement = reading.statement
        return ParseTrace.Candidate(
            hypothesis: decision.summary(of: reading, from: best, first: first),
            verdict: statement.verification.verdict, rows: statement.transactions.count,
            proven: provenRows(statement), unexplainedLines: reading.unexplainedLines)
    }
}
