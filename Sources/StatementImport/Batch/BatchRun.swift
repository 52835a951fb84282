import Foundation
import StatementCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One unattended run over the inbox: lock, scan, read each file in its own child, store each
/// file whole in the ledger (serially), move it to processed/ or failed/, and report. Nothing is
/// printed here; the result carries the lines a person needs, and none when all is well.
public final class BatchRun {
    /// Test-only: `kill-after-commit` makes the run SIGKILL itself right after its first commit,
    /// before the file is moved, to show that the next run recovers.
    public static let faultVariable = "STATEMENT_IMPORT_TEST_BATCH_FAULT"

    let request: BatchRequest
    let worker: WorkerCommand
    let openLedger: () throws(AppError) -> BatchLedger
    /// Which of these files (SHA-256) the ledger holds already, asked before it is opened for
    /// writing and without locking it, so the readers of the others start early; empty when unsure.
    let heldAlready: ([String]) -> Set<String>
    let environment: [String: String]
    /// The front end's one mapping from an error's category to an exit code.
    let exitCode: (AppError.Category) -> Int32
    public var progress: ((BatchProgress) -> Void)?

    // What the run found so far; filled in by the filing and reporting extensions.
    var entries: [BatchReport.FileEntry] = []
    var problems: [String] = []
    var otherTrouble = false
    var pages = 0

    public init(request: BatchRequest, worker: WorkerCommand, environment: [String: String],
                exitCode: @escaping (AppError.Category) -> Int32,
                heldAlready: @escaping ([String]) -> Set<String> = { _ in [] },
                openLedger: @escaping () throws(AppError) -> BatchLedger) {
        self.request = request
        self.heldAlready = heldAlready
        self.exitCode = exitCode
        self.worker = worker
        self.environment = environment
        self.openLedger = openLedger
    }

    public func run() -> BatchResult {
        let started = Date()
        let folders = request.folders
        var report = BatchReport(runID: BatchRun.runID(started), startedAt: BatchRun.timestamp(started), finishedAt: "",
                                 exitCode: 0, dryRun: request.dryRun, toolVersion: request.toolVersion, inbox: folders.inbox)
        if !request.dryRun {
            for folder in [folders.inbox, folders.processed, folders.failed] {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                            attributes: [.posixPermissions: 0o700])
                } catch {
                    return BatchResult(report: nil, exitCode: exitCode(.ledgerUnavailable),
                                       problems: ["statement-import batch: cannot create \(folder) (\(error.localizedDescription)): check the path and its permissions, or set another folder in the [batch] section of the configuration"])
                }
            }
        } else if !FileManager.default.fileExists(atPath: folders.inbox) {
            return finish(&report, ledger: nil, runID: nil)
        }
        let lock: InboxLock
        do {
            lock = try InboxLock(inbox: folders.inbox)
        } catch {
            switch error {
            case .held:
                return BatchResult(report: nil, exitCode: exitCode(.ledgerBusy), problems: [])
            case .cannotOpen(let path, let code):
                return BatchResult(report: nil, exitCode: exitCode(.ledgerUnavailable),
                                   problems: ["statement-import batch: cannot create the lock file \(path) (\(String(cString: strerror(code)))): check the inbox's permissions"])
            }
        }
        defer { withExtendedLifetime(lock) {} }

        let scanner = InboxScanner(settle: request.settle, excluded: [folders.processed, folders.failed])
        let waiting = scanner.scan(folders.inbox).ready
        let retries = failedToRetry(scanner: scanner)
        let files = waiting + retries
        // Each file is hashed once, here. The readers of those the ledger does not hold start now,
        // inside the lock, so they read while the rules load and the ledger opens, as `import`'s
        // do; a setup that fails below lets go of them, which stops them and removes their folder.
        let hashes = FileHasher.sha256(of: files.map(\.path), threads: request.jobs)
        let early = startReaders(files, hashes: hashes)
        defer { early?.stop() }
        let ledger: BatchLedger
        do {
            ledger = try openLedger()
        } catch {
            report.error = "\(error)"
            return finish(&report, ledger: nil, runID: nil, exitCode: exitCode(error.category),
                          stopLine: "statement-import batch: \(error.message)")
        }
        do {
            // Another machine's batch on the same server ledger: the same quiet "busy" as a held inbox lock.
            if !request.dryRun, try !ledger.claimRun() { return BatchResult(report: nil, exitCode: exitCode(.ledgerBusy), problems: []) }
        } catch {
            let failure = error as? AppError ?? AppError(.ledgerUnavailable, "\(error)")
            report.error = failure.message
            return finish(&report, ledger: nil, runID: nil, exitCode: exitCode(failure.category),
                          stopLine: "statement-import batch: \(failure.message)")
        }
        let runID = request.dryRun ? nil : ledger.beginRun()
        do {
            try process(files, hashes: hashes, early: early, retrying: Set(retries.map(\.path)), ledger: ledger)
        } catch {
            let failure = error as? AppError ?? AppError(.ledgerUnavailable, "\(error)")
            report.error = failure.message
            return finish(&report, ledger: ledger, runID: runID, exitCode: exitCode(failure.category),
                          stopLine: "statement-import batch: \(failure.message); the batch stopped and the file stays in the inbox for the next run")
        }
        return finish(&report, ledger: ledger, runID: runID)
    }

    /// PDFs in failed/ that changed since they failed, or all of them with --retry-failed.
    private func failedToRetry(scanner: InboxScanner) -> [InboxFile] {
        scanner.scan(request.folders.failed).ready.filter { file in
            guard let record = FailureRecord.read(besides: file.path) else { return request.retryFailed }
            return request.retryFailed || file.identity.size != record.size || file.identity.modified != record.modified
        }
    }

    /// Readers for the files the ledger does not hold yet, before it is opened; none with one job,
    /// which reads one thing at a time, or when their folder cannot be made (`process` says why).
    private func startReaders(_ files: [InboxFile], hashes: [String: String]) -> WorkerPool.Reading? {
        guard request.jobs > 1 else { return nil }
        let held = heldAlready(files.compactMap { hashes[$0.path] })
        let ahead = files.filter { file in hashes[file.path].map { !held.contains($0) } ?? false }
        guard !ahead.isEmpty else { return nil }
        return try? pool.start(ahead, kind: "batch")
    }

    private var pool: WorkerPool { WorkerPool(command: worker, jobs: request.jobs, timeout: request.fileTimeout) }

    private func process(_ files: [InboxFile], hashes: [String: String], early: WorkerPool.Reading?, retrying: Set<String>,
                         ledger: BatchLedger) throws {
        var toRead: [InboxFile] = []
        let total = files.count
        for file in files {
            guard let sha256 = hashes[file.path] else {
                fail(file, sha256: nil, retrying: retrying, WorkerAnswer.Failure(
                    message: "\(file.name): cannot be read: check its permissions", category: AppError.Category.noInput.rawValue,
                    exitCode: nil))
                continue
            }
            if let name = try ledger.importedName(sha256: sha256) {
                // Stored by an earlier run that died before moving it, or the same file dropped in again.
                settle(file, sha256: sha256, name: name, stored: StoredFile(outcome: .alreadyImported), statements: 0, retrying: retrying)
            } else {
                toRead.append(file)
            }
            reportProgress(total: total)
        }
        // The readers started early read the same files unless the ledger changed meanwhile.
        let reading = try pool.start(toRead, kind: "batch", reusing: early)
        defer { reading.stop() }
        // Categorised on the readers' thread as each file arrives: this thread only stores.
        reading.setAfterDecoding(ledger.categoriseAsRead.map { categorise in
            { @Sendable (answer: WorkerAnswer) in answer.categorised(by: categorise) }
        })
        try reading.deliver { file, result in
            let sha256 = hashes[file.path] ?? ""
            switch result {
            case .failure(let failure):
                fail(file, sha256: sha256, retrying: retrying, failure)
            case .success(let answer) where answer.sha256 != nil && answer.sha256 != sha256:
                // Changed since it was hashed: stored now, it would sit under the old bytes' hash and the
                // old bytes, when they come back, would count as imported. It waits for the next run.
                leave(file, sha256: sha256, StatementFileReader.changedWhileRead(file.name, advice: "it stays in the inbox for the next run"))
            case .success(let answer):
                let statements = answer.statements ?? []
                pages += answer.pages ?? 0
                guard !statements.isEmpty else {
                    fail(file, sha256: sha256, retrying: retrying, WorkerAnswer.Failure(
                        message: "\(file.name): no statement table was found in it: check it with `statement-import parse`",
                        category: AppError.Category.badData.rawValue))
                    break
                }
                let stored: StoredFile
                do {
                    stored = try ledger.store(statements, suggestionsAsRead: answer.suggestions, fileName: file.baseName,
                                              sha256: sha256, dryRun: request.dryRun)
                } catch let refusal as AppError where refusal.category == .badData {
                    // The file's own content (an account the ledger cannot tell apart, a currency it
                    // cannot decide) is that file's failure: it goes to failed/ and the run goes on.
                    let named = refusal.message.hasPrefix(DisplayName.of(file.baseName)) ? refusal.message
                        : "\(file.name): \(refusal.message)"
                    fail(file, sha256: sha256, retrying: retrying,
                         WorkerAnswer.Failure(message: named, category: refusal.category.rawValue, exitCode: exitCode(.badData),
                                              decision: refusal.decision))
                    break
                }
                if stored.outcome == .imported, !request.dryRun, environment[BatchRun.faultVariable] == "kill-after-commit" {
                    raise(SIGKILL)
                }
                if case .rejected(let place) = stored.outcome {
                    fail(file, sha256: sha256, retrying: retrying, WorkerAnswer.Failure(
                        message: "\(file.name): does not add up (\(place)) and nothing of it was stored: see where with `statement-import parse`; if the printed statement itself is wrong, import it by hand with `statement-import import --accept-unverified`",
                        category: AppError.Category.badData.rawValue))
                } else {
                    settle(file, sha256: sha256, name: ProcessedName(statements: statements, sha256: sha256), stored: stored,
                           statements: statements.count, retrying: retrying)
                }
            }
            reportProgress(total: total)
        }
    }

    func reportProgress(total: Int) {
        progress?(BatchProgress(filesDone: entries.count, filesTotal: total, pages: pages,
                                rows: entries.reduce(0) { $0 + $1.rows }))
    }
}
