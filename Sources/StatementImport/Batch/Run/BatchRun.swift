import Foundation
import LedgerStore
import StatementCore
import Toolbox

/// One unattended run over the inbox, in named stages (`run`): lock, scan, then `ImportPipeline`
/// with each file read in its own child and stored whole (serially) under the batch's policy
/// (`BatchFiling`: the remote asked once per file, each file moved to processed/ or failed/ and
/// recorded), then the report. Nothing is printed here; the result carries the lines a person
/// needs, and none when all is well.
public struct BatchRun {
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
            try prepareFolders(&report)
            let lock = try lockInbox()
            defer { withExtendedLifetime(lock) {} }
            let inbox = scanInbox(&report)
            let reading = startReaders(inbox)
            defer { reading?.stop() }
            let claim = try openAndClaimLedger(&report)
            let filed = try store(inbox, reading: reading, claim: claim, &report)
            return finish(&report, filed, claim: claim)
        } catch {
            return error.result
        }
    }
}
