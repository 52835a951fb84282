import Categorisation
import Foundation
import StatementCore

/// Reading files in child processes for `import` of several files: the batch's worker pool with
/// its time limit, handing each file's statements (or its failure) back in the order given.
public struct FileIsolation: Sendable {
    public var worker: WorkerCommand
    public var jobs: Int
    public var timeout: Double

    public init(worker: WorkerCommand, jobs: Int, timeout: Double = 120) {
        self.worker = worker
        self.jobs = jobs
        self.timeout = timeout
    }

    /// Calls `body` once per path, in order, with what reading it gave; `hashes` holds the
    /// SHA-256 of the paths the caller hashed already; `early`, readers `start`ed before for them.
    /// `categorise`: the local categorisers' suggestions for a statement, worked out on the pool's
    /// reading thread (nil leaves it to the caller).
    func read(_ paths: [String], hashes: [String: String] = [:], reusing early: Started? = nil,
              categorise: (@Sendable (Statement) -> [CategorisedRow]?)? = nil,
              _ body: (String, () throws(AppError) -> StatementFile) throws(AppError) -> Void) throws(AppError) {
        let started = try start(paths, hashes: hashes, reusing: early)
        defer { started.stop() }
        try started.read(categorise: categorise, body)
    }

    /// Starts the readers of `paths` now, before the caller's own setup (rules, the ledger) is
    /// done; `early`'s, when they were started for these very paths.
    func start(_ paths: [String], hashes: [String: String] = [:], reusing early: Started? = nil) throws(AppError) -> Started {
        let files = paths.map { path in
            InboxFile(path: path, name: DisplayName.of(path),
                      identity: FileIdentity.of(path) ?? FileIdentity(size: 0, modified: 0, lastChange: 0, isRegularFile: false))
        }
        let pool = WorkerPool(command: worker, jobs: jobs, timeout: timeout)
        do {
            return Started(hashes: hashes, reading: try pool.start(files, kind: "read", reusing: early?.reading))
        } catch {
            throw AppError(.internalError, "cannot create a private folder in \(DisplayName.of(NSTemporaryDirectory())) for the readers (\(error.localizedDescription)): check TMPDIR")
        }
    }

    /// Readers at work; `stop` (or letting go of it) stops them, waits for them and removes their folder.
    final class Started: @unchecked Sendable {
        private let hashes: [String: String]
        fileprivate let reading: WorkerPool.Reading

        init(hashes: [String: String], reading: WorkerPool.Reading) {
            self.hashes = hashes
            self.reading = reading
        }

        func stop() { reading.stop() }

        func read(categorise: (@Sendable (Statement) -> [CategorisedRow]?)? = nil,
                  _ body: (String, () throws(AppError) -> StatementFile) throws(AppError) -> Void) throws(AppError) {
            if let categorise { reading.setAfterDecoding { $0.categorised(by: categorise) } }
            do {
                try FileIsolation.deliver(reading, hashes: hashes, body)
            } catch let error as AppError {
                throw error
            } catch {
                throw AppError(.internalError, "reading the files stopped (\(error)); please report it")
            }
        }
    }

    private static func deliver(_ reading: WorkerPool.Reading, hashes: [String: String],
                                _ body: (String, () throws(AppError) -> StatementFile) throws(AppError) -> Void) throws {
        try reading.deliver { file, result in
            try body(file.path) { () throws(AppError) -> StatementFile in
                switch result {
                case .failure(let failure):
                    throw AppError(failure.appCategory, failure.message)
                case .success(let answer):
                    guard let statements = answer.statements, !statements.isEmpty else {
                        throw .badData("\(DisplayName.of(file.path)): no statement table was found in it: check it with `statement-import parse`")
                    }
                    guard let sha256 = hashes[file.path] ?? answer.sha256 else {
                        throw .noInput("\(DisplayName.of(file.path)): cannot be read: check its permissions")
                    }
                    // The reader hashed what it parsed: another hash means the file changed since it was hashed here.
                    guard answer.sha256 == nil || answer.sha256 == sha256 else { throw StatementFileReader.changedWhileRead(file.path) }
                    return StatementFile(path: file.path, statements: statements, sha256: sha256,
                                         pagesWithoutText: answer.pagesWithoutText ?? [], suggestionsAsRead: answer.suggestions)
                }
            }
        }
    }
}
