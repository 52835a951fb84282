/// Whether a statement adds up and is whole: opening + Σ amounts = a printed closing, the running
/// balance row by row, printed totals and counts, and page numbering with no page missing.
public struct Verification: Hashable, Sendable {
    public enum Verdict: String, Sendable, Hashable {
        /// Every printed figure follows from the rows, and at least one printed apart from them
        /// (a labelled closing balance, totals, a count) proves none is missing.
        case verified
        /// Nothing printed apart from the rows to prove them: no balance at all, or only the
        /// running balance, which a statement missing its last rows still satisfies.
        case unverifiable
        /// Something does not add up; `problems` says where.
        case failed
    }

    public var verdict: Verdict
    public var problems: [VerificationProblem]
    /// What the verdict rests on: each check that passed, naming the printed figure it used
    /// ("opening + 31 rows = printed closing 'New balance' (page 2, line 40)").
    public var checks: [String]
    /// What is worth a look but puts no row in doubt: a running balance the bank misprinted,
    /// where the balances after it follow from the rows and not from the misprint; a day's balance
    /// counting a row on another day than it prints; a row date past its month's end, kept on the
    /// month's last day.
    public var notes: [VerificationProblem]
    /// Opening + rows = a printed closing, and printed totals of both directions (or a count of
    /// every row) agree: a page the file lacks can hold no row of this table, as any row of it
    /// would change a total (issue 34 item 4).
    public var provenWhole = false

    public init(
        verdict: Verdict, problems: [VerificationProblem] = [], checks: [String] = [],
        notes: [VerificationProblem] = []
    ) {
        self.verdict = verdict
        self.problems = problems
        self.checks = checks
        self.notes = notes
    }

    public static func unverifiable(_ problems: [VerificationProblem] = []) -> Verification {
        Verification(verdict: .unverifiable, problems: problems)
    }
}

/// One place where a statement does not add up, with where to look.
public struct VerificationProblem: Hashable, Sendable, CustomStringConvertible {
    public var page: Int?
    public var line: Int?
    public var message: String

    public init(page: Int?, line: Int?, message: String) {
        self.page = page
        self.line = line
        self.message = message
    }

    /// "page 2, line 14: balance 1,234.56 does not follow from 1,334.56 and -100.00"
    public var description: String {
        switch (page, line) {
        case let (page?, line?): return "page \(page), line \(line): \(message)"
        case let (page?, nil): return "page \(page): \(message)"
        default: return message
        }
    }
}
