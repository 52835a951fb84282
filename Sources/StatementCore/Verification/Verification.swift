/// Whether a statement adds up: opening + Σ amounts = closing, and the running balance row by row.
public struct Verification: Hashable, Sendable {
    public enum Verdict: String, Sendable, Hashable {
        /// Every printed balance follows from the rows.
        case verified
        /// The statement prints no balance to check against.
        case unverifiable
        /// Something does not add up; `problems` says where.
        case failed
    }

    public var verdict: Verdict
    public var problems: [VerificationProblem]

    public init(verdict: Verdict, problems: [VerificationProblem] = []) {
        self.verdict = verdict
        self.problems = problems
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
