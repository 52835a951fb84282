import StatementImport

/// Exit codes, following sysexits(3) so scripts and cron can tell what happened.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// Something went wrong that a rerun will not fix by itself but the batch carried on:
    /// a statement did not add up, or some files failed.
    case failure = 1
    /// The command line was wrong.
    case usage = 64
    /// The input is not usable: not a PDF, damaged, no text layer, does not add up (--strict).
    case dataError = 65
    /// The input cannot be opened: missing or unreadable; no ledger at the path.
    case noInput = 66
    /// A service cannot be reached or answers with an error (`remote check`).
    case unavailable = 69
    /// A bug or an unexpected condition in the tool.
    case software = 70
    /// The ledger could not be created, opened or written.
    case cannotCreate = 73
    /// Another run holds the ledger's write lock: try again.
    case tempFailure = 75
    /// A password is needed or wrong, or the remote service refused the key.
    case noPermission = 77
    /// A configuration file (rules, layouts) is wrong.
    case configuration = 78
    /// What read the output went away (`statement-import extract FILE | head`): the code a shell
    /// gives a command that SIGPIPE ended, and nothing to say, since no one is reading.
    case outputClosed = 141

    /// An application error's exit code, from the table beside its category (`exitStatus`).
    public init(_ category: AppError.Category) {
        self = ExitCode(rawValue: category.exitStatus) ?? .software
    }
}
