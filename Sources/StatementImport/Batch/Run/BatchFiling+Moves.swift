import Foundation
import StatementCore
import Toolbox

/// Where each file goes once the ledger has spoken: processed/ after a commit (or when the ledger
/// already had it), failed/ with its reason beside it otherwise. A dry run only records what
/// would happen.
extension BatchFiling {
    /// A file the ledger has: moved to processed/ (a dry run only says so).
    func settle(
        _ file: IncomingFile, sha256: String, name: ProcessedName, stored: StoredFile, statements: Int
    ) {
        var entry = BatchReport.FileEntry(
            name: file.name, sha256: sha256,
            outcome: stored.outcome == .imported ? (request.dryRun ? .wouldImport : .imported) : .alreadyImported,
            movedTo: nil, statements: statements, rows: stored.rowsInserted,
            needsReview: stored.needsReview, error: nil)
        if !request.dryRun {
            do {
                entry.movedTo = try FileMover.move(
                    file.path, toFolder: request.folders.processed, relativePath: name.relativePath(keepingTheKindOf: file.baseName))
                if retrying.contains(file.path) { try? FileManager.default.removeItem(atPath: FailureRecord.path(besides: file.path)) }
            } catch {
                filed.otherTrouble = true
                filed.problems.append(
                    "statement-import batch: \(file.name): stored in the ledger but not moved: \(error.message); the next run moves it")
                entry.error = BatchReport.FileError(
                    message: error.message, category: "cannotMove", exitCode: AppError.Category.ledgerUnavailable.exitStatus)
            }
        }
        filed.entries.append(entry)
    }

    /// A file that is not to be read now (it changed while it was read): one line, and it stays in
    /// the inbox for the next run.
    func leave(_ file: IncomingFile, sha256: String?, _ error: AppError) {
        filed.problems.append("statement-import batch: \(error.message)")
        filed.entries.append(
            BatchReport.FileEntry(
                name: file.name, sha256: sha256, outcome: .failed, movedTo: nil, statements: 0, rows: 0,
                needsReview: 0,
                error: BatchReport.FileError(
                    message: error.message, category: error.category.rawValue,
                    exitCode: error.category.exitStatus)))
    }

    /// A file in failed/ is read again only when it changes or with `--retry-failed`: a password or
    /// a longer time given to the next run does not change the file, so the line says how.
    static func retryHint(_ category: String) -> String {
        switch category {
        case AppError.Category.password.rawValue: "; once the password is given, `statement-import batch --retry-failed` reads it again"
        case "timeout": "; after raising file_timeout, `statement-import batch --retry-failed` reads it again"
        default: ""
        }
    }

    /// A file that could not be stored: one line, and off to failed/ with its reason beside it.
    func fail(_ file: IncomingFile, sha256: String?, _ failure: WorkerAnswer.Failure) {
        let problemIndex = filed.problems.count
        filed.problems.append("statement-import batch: " + failure.message)
        let code = failure.exitCode ?? failure.appCategory.exitStatus
        var entry = BatchReport.FileEntry(
            name: file.name, sha256: sha256, outcome: .failed, movedTo: nil, statements: 0, rows: 0,
            needsReview: 0,
            error: BatchReport.FileError(message: failure.message, category: failure.category, exitCode: code))
        defer { filed.entries.append(entry) }
        // A question only the file's owner can answer: the command that imports it once they have.
        func command(_ path: String) -> String? { failure.decision.map { ImportCommandLine.of(path, decision: $0) } }
        guard !request.dryRun else {
            entry.error?.command = command(file.path)
            return
        }
        var path = file.path
        if !retrying.contains(file.path) {
            do {
                path = try FileMover.move(
                    file.path, toFolder: request.folders.failed, relativePath: file.baseName, room: FailureRecord.suffix.utf8.count)
                entry.movedTo = path
                filed.problems[problemIndex] +=
                    " (moved to \(path)" + (command(path).map { "; once decided: \($0)" } ?? "") + Self.retryHint(failure.category) + ")"
            } catch {
                filed.otherTrouble = true
                filed.problems.append("statement-import batch: \(file.name): could not be moved to failed/: \(error.message)")
                return
            }
        } else {
            entry.movedTo = path
        }
        let identity = FileIdentity.of(path) ?? file.identity
        let record = FailureRecord(
            file: (path as NSString).lastPathComponent, error: failure.message, category: failure.category,
            exitCode: code, failedAt: BatchRun.timestamp(Date()), toolVersion: request.toolVersion,
            size: identity.size, modified: identity.modified, sha256: sha256, command: command(path))
        entry.error?.command = record.command
        do {
            try record.write(besides: path)
        } catch {
            filed.otherTrouble = true
            filed.problems.append(
                "statement-import batch: \(file.name): cannot write \(FailureRecord.path(besides: path)) (\(FileProblem(error, writing: path).reason)); it will be tried again next run"
            )
        }
    }
}
