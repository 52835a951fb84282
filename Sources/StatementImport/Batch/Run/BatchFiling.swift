import LedgerStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The batch's policy for `ImportPipeline`: the remote is asked once per file, so each file is
/// stored and moved before the next; after each file it goes to processed/ (stored, or held
/// already) or to failed/ with its reason and the command that imports it once decided, or stays
/// in the inbox when it changed while it was read. A ledger that fails under the run (not a
/// file's own content) stops it, the file left in the inbox for the next run.
final class BatchFiling: ImportPolicy {
    let run: BatchRun
    let ledger: BatchLedger
    /// The files taken from failed/ again: their failure record goes once they are stored.
    let retrying: Set<String>
    let total: Int
    var filed = BatchFiled()

    init(run: BatchRun, ledger: BatchLedger, retrying: Set<String>, total: Int) {
        self.run = run
        self.ledger = ledger
        self.retrying = retrying
        self.total = total
    }

    var request: BatchRequest { run.request }

    var flush: FlushMoment { .oncePerFile }

    func fileStarting(_ file: IncomingFile) {}

    func flushed(_ remote: RemoteChainMember) {}

    func fileEnded(_ end: FileEnd) throws(AppError) {
        defer {
            run.progress?(
                BatchProgress(
                    filesDone: filed.entries.count, filesTotal: total, pages: filed.pages,
                    rows: filed.entries.reduce(0) { $0 + $1.rows }))
        }
        let file = end.file, sha256 = end.sha256
        switch end.result.status {
        case .alreadyImported:
            // Stored by an earlier run that died before moving it, or the same file dropped in again.
            let held = sha256 ?? ""
            let name = try ledger.importedName(sha256: held) ?? ProcessedName(institution: nil, account: nil, periodEnd: nil, sha256: held)
            settle(file, sha256: held, name: name, stored: StoredFile(outcome: .alreadyImported), statements: 0)
        case .failed(let error):
            if end.readAgainLater { return leave(file, sha256: sha256, error) }
            // The file's own content (an account the ledger cannot tell apart, a currency it cannot
            // decide) is that file's failure; the ledger failing under it is the run's.
            if end.failedAfterReading && error.category != .badData { throw error }
            fail(file, sha256: sha256, end.failure ?? WorkerAnswer.Failure(error))
        case .stored(let statementFile, let outcomes):
            filed.pages += statementFile.pages
            stored(file, statementFile, outcomes: outcomes, markedForReview: end.result.markedForReview)
        }
    }

    private func stored(_ file: IncomingFile, _ statementFile: StatementFile, outcomes: [ImportOutcome], markedForReview: Int) {
        let sha256 = statementFile.sha256, statements = statementFile.statements
        // The report tells each file's verdicts, whatever became of it.
        let entriesBefore = filed.entries.count
        defer {
            if filed.entries.count == entriesBefore + 1 {
                filed.entries[entriesBefore].verdicts = statements.map(\.verification.verdict.rawValue)
            }
        }
        let name = ProcessedName(statements: statements, sha256: sha256)
        if outcomes.allSatisfy({ $0.status == .alreadyImported }) {
            return settle(
                file, sha256: sha256, name: name, stored: StoredFile(outcome: .alreadyImported), statements: statements.count)
        }
        for (outcome, statement) in zip(outcomes, statements) {
            if case .rejected(let problems) = outcome.status, let first = problems.first {
                // Not verified is the person's call, never the run's: the file waits in failed/
                // with the command that stores it once they have looked.
                // The place only, for a failed statement: the run report holds no amount or description.
                let unverifiable = statement.verification.verdict == .unverifiable
                let what = unverifiable ? "is not verified (\(first))" : "is not verified (\(BatchLedger.place(of: first)))"
                // A statement printing no balance at all may be accepted for its account and layout
                // once; one that does not add up never is, so only the former hears of --remember.
                let remember =
                    unverifiable
                    ? "; `--accept-unverified --remember` stores it and remembers its account and layout, so later runs store that account's statements of that layout too"
                    : ""
                // A statement printing no balance is not wrong, only unproven: the person compares its
                // rows with the PDF, where a failed one is first read again.
                let steps =
                    unverifiable
                    ? "compare its rows with the PDF (`statement-import parse FILE`); if they are right, store it with the command given"
                    : "see where with `statement-import parse --explain FILE`; "
                        + "a layout profile (`statement-import layouts`, docs/layouts.md) fixes a misread layout; "
                        + "only if the printed statement itself is wrong, store it with the command given"
                // Printing no account number, it will ask for one next: the command answers both,
                // or the person pasting it is sent back once more.
                let unnamed = statement.account == nil || statement.account == "unknown"
                return fail(
                    file, sha256: sha256,
                    WorkerAnswer.Failure(
                        message: "\(file.name): \(what) and nothing of it was stored: " + steps + remember
                            + (unnamed ? "; it prints no account number, so name its account with --account NAME" : ""),
                        category: AppError.Category.badData.rawValue,
                        decision: unnamed ? "--accept-unverified --account NAME" : "--accept-unverified"))
            }
        }
        // Said as `import` says it: a statement printing no number stored apart from another of its file.
        filed.problems += outcomes.compactMap(\.keptApart).map { "statement-import batch: warning: \($0)" }
        if !request.dryRun, run.environment[BatchRun.faultVariable] == "kill-after-commit" { raise(SIGKILL) }
        settle(
            file, sha256: sha256, name: name,
            stored: StoredFile(outcome: .imported, rowsInserted: outcomes.reduce(0) { $0 + $1.inserted }, needsReview: markedForReview),
            statements: statements.count)
    }
}
