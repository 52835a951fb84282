import Foundation
import LedgerStore
import Toolbox
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stages of `BatchRun.run`, in their order; each returns what the next needs or throws the
/// run's result.
extension BatchRun {
    /// What the scan found: the files to take (the inbox's, then those of failed/ to try again),
    /// which are retries, and each file's SHA-256 (a file that cannot be hashed has none).
    struct Inbox {
        var files: [IncomingFile]
        var retrying: Set<String>
        var hashes: [String: String]
    }

    /// The ledger this run stores into, and the run it recorded there (none in a dry run).
    struct Claim {
        var ledger: BatchLedger
        var runID: Int64?
    }

    func newReport(started: Date) -> BatchReport {
        BatchReport(
            runID: BatchRun.runID(started), startedAt: BatchRun.timestamp(started), finishedAt: "",
            exitCode: 0, dryRun: request.dryRun, toolVersion: request.toolVersion, inbox: request.folders.inbox)
    }

    /// The inbox, processed/ and failed/ made (0700); a dry run without an inbox has nothing to do
    /// and stops with an empty report.
    func prepareFolders(_ report: inout BatchReport) throws(BatchStop) {
        let folders = request.folders
        if let problem = folders.problem { throw BatchStop(.configuration, problem) }
        if request.dryRun {
            guard FileManager.default.fileExists(atPath: folders.inbox) else { throw BatchStop(finish(&report, BatchFiled(), claim: nil)) }
            return
        }
        for folder in [folders.inbox, folders.processed, folders.failed] {
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw BatchStop(
                    .ledgerUnavailable,
                    "cannot create \(folder) "
                        + FileProblem(error, writing: folder).explained(
                            otherwise: "check the path and its permissions, or set another folder in the [batch] section of the configuration"))
            }
        }
    }

    /// One batch at a time per inbox.
    func lockInbox() throws(BatchStop) -> InboxLock {
        let inbox = request.folders.inbox
        do {
            return try InboxLock(inbox: inbox)
        } catch {
            switch error {
            case .held:
                throw BatchStop(
                    .ledgerBusy,
                    "another batch run holds the inbox lock (\(inbox)/\(InboxLock.fileName)): nothing was done; the files wait for the next run")
            case .cannotOpen(let path, let code):
                throw BatchStop(
                    .ledgerUnavailable,
                    "cannot create the lock file \(path) (\(String(cString: strerror(code)))): check the inbox's permissions")
            }
        }
    }

    /// The files ready in the inbox, then those in failed/ to try again, each hashed once, here.
    func scanInbox(_ report: inout BatchReport) -> Inbox {
        let folders = request.folders
        let scanner = InboxScanner(settle: request.settle, excluded: [folders.processed, folders.failed])
        let scan = scanner.scan(folders.inbox)
        // Changed too recently to be whole: left for a later run, and said so (a run that saw
        // only these is not a run that found nothing).
        report.settling = scan.settling
        let retries = failedToRetry(scanner: scanner)
        let files = scan.ready + retries
        return Inbox(
            files: files, retrying: Set(retries.map(\.path)), hashes: FileHasher.sha256(of: files.map(\.path), threads: request.jobs))
    }

    /// PDFs in failed/ that changed since they failed, or all of them with --retry-failed.
    private func failedToRetry(scanner: InboxScanner) -> [IncomingFile] {
        scanner.scan(request.folders.failed).ready.filter { file in
            guard let record = FailureRecord.read(besides: file.path) else { return request.retryFailed }
            return request.retryFailed || file.identity.size != record.size || file.identity.modified != record.modified
        }
    }

    /// The readers of the files the ledger does not hold start now, inside the lock, so they read
    /// while the rules load and the ledger opens, as `import`'s do; a setup that fails later lets
    /// go of them, which stops them and removes their folder. None with one job, which reads one
    /// thing at a time, or when their folder cannot be made (the store stage's readers say why).
    func startReaders(_ inbox: Inbox) -> WorkerPool.Reading? {
        guard request.jobs > 1 else { return nil }
        let held = heldAlready(inbox.files.compactMap { inbox.hashes[$0.path] })
        let ahead = inbox.files.filter { file in inbox.hashes[file.path].map { !held.contains($0) } ?? false }
        guard !ahead.isEmpty else { return nil }
        return try? pool.start(ahead, kind: "batch")
    }

    private var pool: WorkerPool { WorkerPool(command: worker, jobs: request.jobs, timeout: request.fileTimeout) }

    /// The ledger opened, and this run's claim on it: another machine's batch on the same server
    /// ledger is the same one-line "busy" as a held inbox lock.
    func openAndClaimLedger(_ report: inout BatchReport) throws(BatchStop) -> Claim {
        let ledger: BatchLedger
        let claimed: Bool
        do throws(AppError) {
            ledger = try openLedger()
            claimed = request.dryRun ? true : try ledger.claimRun()
        } catch {
            report.error = error.message
            throw BatchStop(
                finish(
                    &report, BatchFiled(), claim: nil, exitCode: error.category.exitStatus,
                    stopLine: "statement-import batch: \(error.message)"))
        }
        guard claimed else {
            throw BatchStop(.ledgerBusy, "another batch run is storing into this ledger: nothing was done; the files wait for the next run")
        }
        return Claim(ledger: ledger, runID: request.dryRun ? nil : ledger.beginRun())
    }

    /// The pipeline over the files, under the batch's policy: a file that cannot be hashed is
    /// refused before it is read; the rest are read by the workers, `reading`'s when they read
    /// these very files. A failure that stops it leaves the file in the inbox.
    func store(_ inbox: Inbox, reading: WorkerPool.Reading?, claim: Claim, _ report: inout BatchReport) throws(BatchStop) -> BatchFiled {
        let ledger = claim.ledger
        let filing = BatchFiling(run: self, ledger: ledger, retrying: inbox.retrying, total: inbox.files.count)
        let refused = inbox.files.filter { inbox.hashes[$0.path] == nil }.map { file in
            (file: file, error: AppError.noInput("\(file.name): cannot be read: check its permissions"))
        }
        // No --currency or --account in an unattended run: the ledger's account or `[import] currency`
        // may supply the currency, else the file fails with the command that answers.
        let pipeline = ImportPipeline(
            destination: .ledger(
                ledger.ledger, choices: PersonChoices(preferredCurrency: ledger.preferredCurrency),
                options: ImportOptions(dryRun: request.dryRun, acceptUnverified: false, reviewBelowConfidence: ledger.threshold)),
            categoriser: ledger.categoriser, loadCategoriser: { ledger.categoriser })
        do throws(AppError) {
            try pipeline.run(inbox.files.filter { inbox.hashes[$0.path] != nil }, refused: refused, hashes: inbox.hashes, policy: filing) { _ in
                WorkerSource(
                    pool: pool, kind: "batch", hashes: inbox.hashes, early: reading, changedAdvice: "it stays in the inbox for the next run")
            }
        } catch {
            report.error = error.message
            throw BatchStop(
                finish(
                    &report, filing.filed, claim: claim, exitCode: error.category.exitStatus,
                    stopLine: "statement-import batch: \(error.message); the batch stopped and the file stays in the inbox for the next run"))
        }
        return filing.filed
    }
}
