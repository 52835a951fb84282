import Foundation
import Toolbox
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stages of `BatchRun.run`, in their order; each returns what the next needs or throws the
/// run's result.
extension BatchRun {
    func newReport(started: Date) -> BatchReport {
        BatchReport(
            runID: BatchRun.runID(started), startedAt: BatchRun.timestamp(started), finishedAt: "",
            exitCode: 0, dryRun: request.dryRun, toolVersion: request.toolVersion, inbox: request.folders.inbox)
    }

    /// The inbox, processed/ and failed/ made (0700); false for a dry run without an inbox, which
    /// has nothing to do.
    func prepareFolders() throws(BatchStop) -> Bool {
        let folders = request.folders
        if let problem = folders.problem { throw BatchStop(.configuration, problem) }
        if request.dryRun { return FileManager.default.fileExists(atPath: folders.inbox) }
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
        return true
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

    /// The files ready in the inbox, then those in failed/ to try again.
    func scanInbox(_ report: inout BatchReport) -> (files: [IncomingFile], retries: [IncomingFile]) {
        let folders = request.folders
        let scanner = InboxScanner(settle: request.settle, excluded: [folders.processed, folders.failed])
        let scan = scanner.scan(folders.inbox)
        // Changed too recently to be whole: left for a later run, and said so (a run that saw
        // only these is not a run that found nothing).
        report.settling = scan.settling
        let retries = failedToRetry(scanner: scanner)
        return (scan.ready + retries, retries)
    }

    /// The ledger opened, and this run's claim on it: another machine's batch on the same server
    /// ledger is the same one-line "busy" as a held inbox lock.
    func openAndClaimLedger(_ report: inout BatchReport) throws(BatchStop) -> BatchLedger {
        let ledger: BatchLedger
        let claimed: Bool
        do throws(AppError) {
            ledger = try openLedger()
            claimed = request.dryRun ? true : try ledger.claimRun()
        } catch {
            report.error = error.message
            throw BatchStop(
                finish(&report, ledger: nil, runID: nil, exitCode: error.category.exitStatus, stopLine: "statement-import batch: \(error.message)"))
        }
        guard claimed else {
            throw BatchStop(.ledgerBusy, "another batch run is storing into this ledger: nothing was done; the files wait for the next run")
        }
        return ledger
    }

    /// The pipeline over the files; a failure that stops it leaves the file in the inbox.
    func store(
        _ files: [IncomingFile], hashes: [String: String], early: WorkerPool.Reading?, retrying: Set<String>,
        ledger: BatchLedger, runID: Int64?, _ report: inout BatchReport
    ) throws(BatchStop) {
        do throws(AppError) {
            try process(files, hashes: hashes, early: early, retrying: retrying, ledger: ledger)
        } catch {
            report.error = error.message
            throw BatchStop(
                finish(
                    &report, ledger: ledger, runID: runID, exitCode: error.category.exitStatus,
                    stopLine: "statement-import batch: \(error.message); the batch stopped and the file stays in the inbox for the next run"))
        }
    }
}
