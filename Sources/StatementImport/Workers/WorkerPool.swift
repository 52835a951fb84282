import Foundation

/// Reads files in child processes, up to `jobs` at a time, each with a time limit. Results come
/// back on the calling thread in the order of `files`, whatever order the children finish in, so
/// the caller's ledger writes stay serial and repeatable (of two copies of a statement, the first
/// by name is the one imported). The children are started, watched and their answers decoded on a
/// thread of their own, so while the caller stores one file the next ones are being read and a
/// child that ends is replaced at once, not after the caller's write. A child that crashes, hangs
/// or answers nonsense fails its own file with a sentence saying so.
public struct WorkerPool: Sendable {
    public var command: WorkerCommand
    public var jobs: Int
    public var timeout: Double

    public init(command: WorkerCommand, jobs: Int, timeout: Double) {
        self.command = command
        self.jobs = max(1, jobs)
        self.timeout = timeout
    }

    private struct Running {
        var index: Int
        var file: IncomingFile
        var child: ChildProcess
        var outputPath: String
        var started: Date
        /// Of `jobs`: the first file of several is read on all of them, the others on one each.
        var threads: Int
    }

    /// The first of several files is read alone on every thread (its pages extracted and its
    /// lines read on `jobs` threads), the rest one a reader: the caller stores nothing until that
    /// first file is there, and after it the readers run ahead of the caller's writes.
    private func threads(forFile index: Int, of count: Int) -> Int {
        index == 0 && count > 1 && command.threadsOption != nil ? jobs : 1
    }

    private func threadsArguments(_ threads: Int) -> [String] {
        guard threads > 1, let option = command.threadsOption else { return [] }
        return [option, String(threads)]
    }

    /// Starts the children now, so they read while the caller finishes its own setup (rules, the
    /// ledger); the caller then takes the results with `deliver`, or gives up with `stop` (or by
    /// letting go of it). Their answers go to a private folder (`ScratchFolder` of `kind`), which
    /// goes with them. Throws only when that folder cannot be made.
    public func start(_ files: [IncomingFile], kind: String) throws -> Reading {
        let scratch = try ScratchFolder.make(kind: kind)
        let results = WorkerResults(count: files.count)
        let reader = Thread { [self] in
            readAll(files, scratch: scratch, into: results)
            results.finish()
        }
        reader.start()
        return Reading(files: files, results: results, scratch: scratch)
    }

    /// `early` when its children were started for these very files (the ledger took none of them
    /// while the caller opened it); otherwise `early` is stopped and new children start.
    public func start(_ files: [IncomingFile], kind: String, reusing early: Reading?) throws -> Reading {
        if let early, early.files.map(\.path) == files.map(\.path) { return early }
        early?.stop()
        return try start(files, kind: kind)
    }

    /// Children started by `start`. Letting go of it stops them and waits until they are gone.
    public final class Reading: @unchecked Sendable {
        let files: [IncomingFile]
        let results: WorkerResults
        private let scratch: String

        init(files: [IncomingFile], results: WorkerResults, scratch: String) {
            self.files = files
            self.results = results
            self.scratch = scratch
        }

        deinit { stop() }

        /// Applies from the next answer on; answers decoded before are handed over without it.
        public func setAfterDecoding(_ step: (@Sendable (WorkerAnswer) -> WorkerAnswer)?) {
            results.afterDecoding = step
        }

        /// Hands each file's result to `onResult` on the calling thread, in the order of the files.
        public func deliver(_ onResult: (IncomingFile, Result<WorkerAnswer, WorkerAnswer.Failure>) throws -> Void) throws {
            for (index, file) in files.enumerated() {
                guard let result = results.take(index) else { return }
                try onResult(file, result)
            }
        }

        /// However the caller's loop ended (a ledger error stops a batch), no child outlives this,
        /// nor their folder.
        public func stop() {
            results.stop()
            results.waitUntilFinished()
            try? FileManager.default.removeItem(atPath: scratch)
        }
    }

    /// The children's side: at most `jobs` threads at once (`threads(forFile:of:)`). With one job
    /// nothing overlaps (`--jobs 1` uses one core): the next file is read once the caller is done
    /// with the last. With more, the next `jobs` files are read while the caller stores one, and
    /// no further ahead, so that answers waiting to be stored stay few.
    private func readAll(_ files: [IncomingFile], scratch: String, into results: WorkerResults) {
        var pending = Array(files.enumerated())[...]
        var running: [Running] = []
        let ahead = jobs == 1 ? 1 : jobs + 1
        func startChildren() {
            while let (index, file) = pending.first, index < results.requested + ahead {
                let threads = threads(forFile: index, of: files.count)
                guard running.reduce(0, { $0 + $1.threads }) + threads <= jobs else { return }
                pending.removeFirst()
                let outputPath = scratch + "/answer-\(index).json"
                do {
                    let child = try ChildProcess(
                        executable: command.executable,
                        arguments: command.arguments + threadsArguments(threads) + [file.path],
                        environment: command.environment, outputPath: outputPath)
                    running.append(
                        Running(index: index, file: file, child: child, outputPath: outputPath, started: Date(), threads: threads))
                } catch {
                    results.put(
                        index,
                        .failure(
                            WorkerAnswer.Failure(
                                message:
                                    "\(file.name): could not start a worker to read it (\(String(cString: strerror(error.errno)))): check that \(command.executable) is still there, then run the batch again",
                                category: AppError.Category.internalError.rawValue)))
                }
            }
        }
        while !pending.isEmpty || !running.isEmpty {
            if results.isStopped { return }  // `running` goes with this frame: ChildProcess kills a child still there.
            startChildren()
            var ended: [(entry: Running, termination: ChildProcess.Termination)] = []
            for index in running.indices.reversed() {
                let entry = running[index]
                if let termination = entry.child.poll() {
                    running.remove(at: index)
                    ended.append((entry, termination))
                } else if Date().timeIntervalSince(entry.started) > timeout {
                    entry.child.kill()
                    running.remove(at: index)
                    try? FileManager.default.removeItem(atPath: entry.outputPath)
                    results.put(
                        entry.index,
                        .failure(
                            WorkerAnswer.Failure(
                                message:
                                    "\(entry.file.name): reading it took longer than \(Int(timeout)) s and was stopped (a PDF that makes poppler work endlessly); if it is a real statement, raise file_timeout in the [batch] section of the configuration and pass --retry-failed",
                                category: "timeout")))
                }
            }
            if ended.isEmpty {
                usleep(2_000)
                continue
            }
            // The next children start before these answers are decoded and categorised, which
            // takes this thread a while: a core would otherwise wait for it.
            startChildren()
            for (entry, termination) in ended.reversed() {
                results.put(entry.index, interpret(entry, termination: termination).map { results.afterDecoding?($0) ?? $0 })
            }
        }
    }

    private func interpret(_ entry: Running, termination: ChildProcess.Termination) -> Result<WorkerAnswer, WorkerAnswer.Failure> {
        defer { try? FileManager.default.removeItem(atPath: entry.outputPath) }
        if let data = FileManager.default.contents(atPath: entry.outputPath), !data.isEmpty,
            let answer = try? JSONDecoder().decode(WorkerAnswer.self, from: data)
        {
            if let failure = answer.failure { return .failure(failure) }
            if answer.statements != nil { return .success(answer) }
        }
        let how: String
        switch termination {
        case .signalled(let signal): how = "was killed by signal \(signal) (\(String(cString: strsignal(signal))))"
        case .exited(let status): how = "ended with status \(status) without an answer"
        }
        return .failure(
            WorkerAnswer.Failure(
                message:
                    "\(entry.file.name): the worker reading it \(how): the PDF crashed the reader or outgrew its memory limit; the rest of the batch went on. Check the file with `statement-import parse`, and report it if it is a real statement",
                category: "crashed"))
    }
}
