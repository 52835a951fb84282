import StatementCore

/// What importing one statement did (or, in a dry run, would do).
public struct ImportOutcome: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        case imported
        /// This file's SHA-256 is already in the ledger, or (`copyOf` set) another file with the
        /// same account, period, balances and rows (or, `rewordedRows`, the same days and amounts
        /// worded otherwise) is: nothing was written.
        case alreadyImported
        /// The statement is not verified (it does not add up, or prints nothing to prove it by) and
        /// was not accepted unverified; nothing was written.
        /// No problems: this statement adds up, but another account of the same file does not,
        /// and a file goes in whole or not at all.
        case rejected([VerificationProblem])
    }

    public var status: Status
    /// The stored statement's id; nil when nothing was written (dry run, already imported, rejected).
    public var statementID: Int64?
    public var inserted: Int
    /// Rows the ledger already had (an overlapping statement); linked, not inserted again.
    public var duplicates: Int
    /// Inserted rows that resemble an existing one; they are flagged needs_review, never merged.
    public var lookAlikes: [LookAlike]
    /// Inserted rows marked needs_review (uncategorised, low confidence, look-alikes, a statement
    /// that does not add up), counted as they are written.
    public var needsReview: Int
    /// What the person should know of how the statement was stored. They do not name the file:
    /// an outcome is one file's, and whoever shows it names the file (as the path it was given).
    public var warnings: [String]
    public var dryRun: Bool
    /// For a statement already imported from another file (a re-saved copy): that file's name; for
    /// one its own file prints twice, "statement N of this file".
    public var copyOf: String?
    /// For a copy (`copyOf`) printing the same days, balances and amounts as the stored statement:
    /// how many of its rows it words otherwise (0 for one printing the same).
    public var rewordedRows = 0
    /// Of `duplicates`: rows another file stored in other words (or under the same bank id) that
    /// this statement printed, linked rather than stored twice.
    public var proven = 0
    /// Rows another file held twice that this verified statement prints once: marked duplicate.
    public var heldTwice = 0
    /// Of `warnings`: the one saying this statement, printing no account number, was stored apart
    /// from another of its file over the same days ("Joint (2)"), which `batch` says too.
    public var keptApart: String?

    public init(
        status: Status, statementID: Int64? = nil, inserted: Int = 0, duplicates: Int = 0,
        lookAlikes: [LookAlike] = [], needsReview: Int = 0, warnings: [String] = [], dryRun: Bool = false,
        copyOf: String? = nil
    ) {
        self.needsReview = needsReview
        self.copyOf = copyOf
        self.status = status
        self.statementID = statementID
        self.inserted = inserted
        self.duplicates = duplicates
        self.lookAlikes = lookAlikes
        self.warnings = warnings
        self.dryRun = dryRun
    }
}
