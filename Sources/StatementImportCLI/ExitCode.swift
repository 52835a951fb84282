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
    /// The input cannot be opened: missing or unreadable.
    case noInput = 66
    /// A bug or an unexpected condition in the tool.
    case software = 70
    /// Another run holds the lock.
    case tempFailure = 75
    /// The ledger could not be written or read.
    case cannotCreate = 73
    /// A password is needed or wrong.
    case noPermission = 77
    /// The configuration file is wrong (EX_CONFIG).
    case configuration = 78
}
