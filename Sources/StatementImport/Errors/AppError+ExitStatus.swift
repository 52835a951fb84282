extension AppError.Category {
    /// The exit status of a process that stops on this category, following sysexits(3) so scripts
    /// and cron can tell what happened. The table sits beside the category; the command line names
    /// the numbers (`ExitCode`) and `batch` writes them in its report and failure records.
    public var exitStatus: Int32 {
        switch self {
        case .usage: 64
        case .badData: 65
        case .noInput: 66
        case .unavailable: 69
        case .internalError: 70
        case .ledgerUnavailable: 73
        case .ledgerBusy: 75
        case .password: 77
        case .configuration: 78
        }
    }
}
