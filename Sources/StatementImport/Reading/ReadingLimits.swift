/// How long reading one PDF may take and how much memory the process may hold meanwhile, for the
/// commands that read in their own process (`parse`, `extract`, `import` of one file, `remote
/// preview`): the figures `batch` gives its workers, from `file_timeout` and `memory_limit_mb`.
public struct ReadingLimits: Sendable {
    public static let defaultSeconds = 120.0
    public static let defaultMegabytes = 4096

    public var seconds: Double
    public var megabytes: Int
    /// Says the one line and ends the process: a parse stuck inside poppler cannot be interrupted
    /// any other way, and nothing has been stored while a file is only being read. The watcher
    /// stops watching once it has called it (a test's `stop` records and returns).
    public var stop: @Sendable (AppError) -> Void
    /// The line and exit code a crash of the reader ends the process with. A signal handler says
    /// them, where no Swift can run, so they are made before the read starts.
    public var crashReport: @Sendable (AppError) -> (line: String, exitCode: Int32)

    public init(
        seconds: Double = ReadingLimits.defaultSeconds, megabytes: Int = ReadingLimits.defaultMegabytes,
        stop: @escaping @Sendable (AppError) -> Void,
        crashReport: @escaping @Sendable (AppError) -> (line: String, exitCode: Int32) = { ($0.message, 70) }
    ) {
        self.seconds = seconds
        self.megabytes = megabytes
        self.stop = stop
        self.crashReport = crashReport
    }

    /// What a crash while reading `name` means to the person: the same words as a worker's crash in `batch`.
    public static func crashed(_ name: String) -> AppError {
        AppError(
            .internalError,
            "\(name): the PDF crashed its reader (a damaged PDF, or one built to crash PDF readers?): nothing of it was stored; "
                + "if it is a real statement, report it with the output of `statement-import extract`")
    }
}
