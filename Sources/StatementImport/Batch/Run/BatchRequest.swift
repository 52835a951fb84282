/// Everything one batch run is asked to do, resolved from defaults, configuration and flags.
public struct BatchRequest: Sendable {
    public var folders: BatchFolders
    /// Files changed less than this many seconds ago are left for a later run.
    public var settle: Double
    public var jobs: Int
    /// Seconds a worker may spend on one file.
    public var fileTimeout: Double
    public var dryRun: Bool
    public var retryFailed: Bool
    /// `$XDG_STATE_HOME/statement-import`: run reports go to runs/ below it.
    public var stateDirectory: String
    public var toolVersion: String

    public init(
        folders: BatchFolders, settle: Double = 60, jobs: Int = 1, fileTimeout: Double = 120,
        dryRun: Bool = false, retryFailed: Bool = false, stateDirectory: String, toolVersion: String
    ) {
        self.folders = folders
        self.settle = settle
        self.jobs = jobs
        self.fileTimeout = fileTimeout
        self.dryRun = dryRun
        self.retryFailed = retryFailed
        self.stateDirectory = stateDirectory
        self.toolVersion = toolVersion
    }
}

/// How far a run has got, for a progress line on a terminal.
public struct BatchProgress: Sendable, Equatable {
    public var filesDone: Int
    public var filesTotal: Int
    public var pages: Int
    public var rows: Int
}

/// What a run ended with: the report (nil when another run held the lock), the exit code, and the
/// lines a person should read (one per failed file, one about review), empty when all is well.
public struct BatchResult: Sendable {
    public var report: BatchReport?
    public var exitCode: Int32
    public var problems: [String]
}
