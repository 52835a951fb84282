import Foundation

/// Reading files in child processes for `import` of several files: the batch's worker pool with
/// its time limit (`WorkerSource`), each file named as `import` names it.
public struct FileIsolation: Sendable {
    public var worker: WorkerCommand
    public var jobs: Int
    public var timeout: Double

    public init(worker: WorkerCommand, jobs: Int, timeout: Double = 120) {
        self.worker = worker
        self.jobs = jobs
        self.timeout = timeout
    }

    var pool: WorkerPool { WorkerPool(command: worker, jobs: jobs, timeout: timeout) }

    /// One file alone: one reader, given every thread `--jobs` allows to extract its pages.
    var alone: FileIsolation {
        var single = self
        if jobs > 1 { single.worker.arguments += ["--jobs", String(jobs)] }
        single.jobs = 1
        return single
    }

    /// The files as the readers and their messages name them.
    static func files(_ paths: [String]) -> [IncomingFile] { paths.map(file) }

    static func file(_ path: String) -> IncomingFile {
        IncomingFile(
            path: path, name: DisplayName.of(path),
            identity: FileIdentity.of(path) ?? FileIdentity(size: 0, modified: 0, lastChange: 0, isRegularFile: false))
    }

    /// Starts the readers of `paths` now, before the caller's own setup (rules, the ledger) is
    /// done; nil when their folder cannot be made (reading says why later).
    func start(_ paths: [String]) -> WorkerPool.Reading? {
        try? pool.start(FileIsolation.files(paths), kind: "read")
    }

    /// The source reading `import`'s files, taking over `early`'s readers when they read these very files.
    func source(hashes: [String: String], early: WorkerPool.Reading?) -> WorkerSource {
        WorkerSource(pool: pool, kind: "read", hashes: hashes, early: early, changedAdvice: nil)
    }
}
