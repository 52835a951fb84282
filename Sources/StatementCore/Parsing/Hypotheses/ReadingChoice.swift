/// Decisions the text leaves open are tried, and the arithmetic chooses. A heading such as
/// "Pending" or "Balance summary" says the lines under it are not booked rows, but the same
/// words also stand beside a booked row ("(pending)") or over a summary box that a transaction
/// table follows without a heading of its own. The first reading honours every such heading;
/// when it is not verified, readings that take headings back are tried, each verified, and the
/// one the statement's own figures prove best is kept. A handful of readings at most: each
/// heading alone, then all of them.
public enum ReadingChoice {
    /// One reading of a statement and what it leaves open.
    public struct Reading: Sendable {
        public var statement: Statement
        /// Lines with a date and an amount the reading could not account for.
        public var unexplainedLines: Int
        /// The headings that left lines out, as printed.
        public var leftOutHeadings: [(index: Int, text: String, page: Int, line: Int)]
        /// The headings this reading did not honour.
        public var ignored: Set<Int>
    }

    /// Readings tried beside the first, at most.
    static let maximumAlternatives = 8

    static func choose(first: Reading, reading: (Set<Int>) throws(StatementParseError) -> Reading) throws(StatementParseError) -> Statement {
        guard first.statement.verification.verdict != .verified, !first.leftOutHeadings.isEmpty else { return first.statement }
        let headings = first.leftOutHeadings.map(\.index)
        var candidates = headings.prefix(maximumAlternatives - 1).map { Set([$0]) }
        if headings.count > 1 { candidates.append(Set(headings)) }
        var best = first
        var tried = [summary(first, headings: first.leftOutHeadings)]
        for ignored in candidates {
            let candidate = try reading(ignored)
            tried.append(summary(candidate, headings: first.leftOutHeadings))
            if score(candidate) > score(best) { best = candidate }
        }
        var statement = best.statement
        let chosen = candidates.firstIndex(of: best.ignored).map { $0 + 1 } ?? 0
        statement.decisions.readings = tried.indices.map { tried[$0] + ($0 == chosen ? " <- chosen" : "") }
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

    /// "ignoring 'Pending' (page 1, line 17): verified, 70 rows, 0 lines unread, 70 proven by the running balance"
    static func summary(_ reading: Reading, headings: [(index: Int, text: String, page: Int, line: Int)]) -> String {
        let names = headings.filter { reading.ignored.contains($0.index) }.map { "'\($0.text)' (page \($0.page), line \($0.line))" }
        let what = names.isEmpty ? "every section heading honoured" : "ignoring " + names.joined(separator: ", ")
        let statement = reading.statement
        return "\(what): \(statement.verification.verdict.rawValue), \(statement.transactions.count) rows, "
            + "\(reading.unexplainedLines) lines unread, \(provenRows(statement)) proven by the running balance"
    }
}
