import Foundation
import LedgerStore
import StatementCore
import Toolbox
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One unattended run over the inbox: lock, scan, then `ImportPipeline` with each file read in
/// its own child and stored whole (serially), then this run's policy: the remote asked once per
/// file, and each file moved to processed/ or failed/ and recorded; then the report. Nothing is
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
    public var progress: ((BatchProgress) -> Void)?

    // What the run found so far; filled in by the filing and reporting extensions.
    var entries: [BatchReport.FileEntry] = []
    var problems: [String] = []
    var otherTrouble = false
    var pages = 0
    // What the policy needs while the pipeline runs (`BatchRun+Policy`).
    var storing: BatchLedger?
    var retrying: Set<String> = []
    var total = 0

    public init(
        request: BatchRequest, worker: WorkerCommand, environment: [String: String],
        heldAlready: @escaping ([String]) -> Set<String> = { _ in [] },
        openLedger: @escaping () throws(AppError) -> BatchLedger
    ) {
        self.request = request
        self.heldAlready = heldAlready
        self.worker = worker
        self.environment = environment
        self.openLedger = openLedger
    }

    /// The run's named stages, as periphery's `Scan.perform`: each returns what the next needs or
    /// stops the run with its result (`BatchRun+Stages.swift`).
    public func run() -> BatchResult {
        var report = newReport(started: Date())
        do throws(BatchStop) {
            guard try prepareFolders() else { return finish(&report, ledger: nil, runID: nil) }
            let lock = try lockInbox()
            defer { withExtendedLifetime(lock) {} }
            let (files, retries) = scanInbox(&report)
            // Each file is hashed once, here. The readers of those the ledger does not hold start now,
            // inside the lock, so they read while the rules load and the ledger opens, as `import`'s
            // do; a setup that fails below lets go of them, which stops them and removes their folder.
            let hashes = FileHasher.sha256(of: files.map(\.path), threads: request.jobs)
            let early = startReaders(files, hashes: hashes)
            defer { early?.stop() }
            let ledger = try openAndClaimLedger(&report)
            let runID = request.dryRun ? nil : ledger.beginRun()
            try store(files, hashes: hashes, early: early, retrying: Set(retries.map(\.path)), ledger: ledger, runID: runID, &report)
            return finish(&report, ledger: ledger, runID: runID)
        } catch {
            return error.result
        }
    }

    /// PDFs in failed/ that changed since they failed, or all of them with --retry-failed.
    func failedToRetry(scanner: InboxScanner) -> [IncomingFile] {
        scanner.scan(request.folders.failed).ready.filter { file in
            guard let record = FailureRecord.read(besides: file.path) else { return request.retryFailed }
            return request.retryFailed || file.identity.size != record.size || file.identity.modified != record.modified
        }
    }

    /// Readers for the files the ledger does not hold yet, before it is opened; none with one job,
    /// which reads one thing at a time, or when their folder cannot be made (`process` says why).
    private func startReaders(_ files: [IncomingFile], hashes: [String: String]) -> WorkerPool.Reading? {
        guard request.jobs > 1 else { return nil }
        let held = heldAlready(files.compactMap { hashes[$0.path] })
        let ahead = files.filter { file in hashes[file.path].map { !held.contains($0) } ?? false }
        guard !ahead.isEmpty else { return nil }
        return try? pool.start(ahead, kind: "batch")
    }

    private var pool: WorkerPool { WorkerPool(command: worker, jobs: request.jobs, timeout: request.fileTimeout) }

    /// The pipeline over the inbox's files: a file that cannot be hashed is refused before it is
    /// read; the rest are read by the workers, `early`'s when they read these very files.
    func process(
        _ files: [IncomingFile], hashes: [String: String], early: WorkerPool.Reading?, retrying: Set<String>,
        ledger: BatchLedger
    ) throws(AppError) {
        storing = ledger
        self.retrying = retrying
        total = files.count
        let refused = files.filter { hashes[$0.path] == nil }.map { file in
            (file: file, error: AppError.noInput("\(file.name): cannot be read: check its permissions"))
        }
        // No --currency or --account in an unattended run: the ledger's account or `[import] currency`
        // may supply the currency, else the file fails with the command that answers.
        let pipeline = ImportPipeline(
            ledger: ledger.ledger, categoriser: ledger.categoriser, loadCategoriser: { ledger.categoriser },
            decisions: PersonChoices(preferredCurrency: ledger.preferredCurrency),
            options: ImportOptions(
                dryRun: request.dryRun, acceptUnverified: false,
                reviewBelowConfidence: ledger.threshold))
        try pipeline.run(files.filter { hashes[$0.path] != nil }, refused: refused, hashes: hashes, policy: self) { _ in
            WorkerSource(pool: pool, kind: "batch", hashes: hashes, early: early, changedAdvice: "it stays in the inbox for the next run")
        }
    }

    func reportProgress(total: Int) {
        progress?(
            BatchProgress(
                filesDone: entries.count, filesTotal: total, pages: pages,
                rows: entries.reduce(0) { $0 + $1.rows }))
    }
}
