/// What one parse did, recorded by the parse itself as it went: the role the chosen reading gave
/// each line and why, and each decision the text left open with the readings tried for it.
/// `parse --explain` prints it; a parse records it only when asked (`StatementParser.tracing`),
/// so an import pays nothing for it.
public struct ParseTrace: Hashable, Sendable {
    public struct Line: Sendable, Hashable {
        public enum Role: String, Sendable, Hashable {
            case row, continuation, header, summary, total, count, balance, pageNumber = "page-number"
            case sectionHeading = "section", furniture, leftOut = "left-out", unexplained, ignored
        }
        public var page: Int
        public var line: Int
        public var role: Role
        /// What was read from it and why, in a few words.
        public var reading: String
        public var text: String

        public init(page: Int, line: Int, role: Role, reading: String, text: String) {
            self.page = page
            self.line = line
            self.role = role
            self.reading = reading
            self.text = text
        }
    }

    /// One reading tried for a decision, as the verifier judged it.
    public struct Candidate: Sendable, Hashable {
        /// What the reading assumed: "every section heading honoured", "amounts as printed".
        public var hypothesis: String
        public var verdict: Verification.Verdict
        public var rows: Int
        /// Rows whose printed running balance is the one before plus their amount.
        public var proven: Int
        /// Lines with a date and an amount the reading could not account for.
        public var unexplainedLines: Int

        /// "every section heading honoured: failed, 70 rows, 2 lines unread, 0 proven by the running balance"
        public var summary: String {
            "\(hypothesis): \(verdict.rawValue), \(rows) rows, \(unexplainedLines) lines unread, \(proven) proven by the running balance"
        }
    }

    /// A decision the text left open: the readings tried, the first being the parser's first
    /// reading, and the one the verifier chose.
    public struct Decision: Sendable, Hashable {
        /// "sections", "signs", "date-order", "columns".
        public var name: String
        public var candidates: [Candidate]
        public var chosen: Int
    }

    public var lines: [Line] = []
    public var decisions: [Decision] = []

    public init(lines: [Line] = [], decisions: [Decision] = []) {
        self.lines = lines
        self.decisions = decisions
    }
}
