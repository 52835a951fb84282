import Foundation
import StatementCore
import Toolbox

/// The end of a run: totals, exit code, the lines a person must read, and the JSON report written
/// atomically to runs/<run id>.json and last-run.json.
extension BatchRun {
    func finish(
        _ report: inout BatchReport, _ filed: BatchFiled, claim: Claim?, exitCode: Int32? = nil,
        stopLine: String? = nil
    ) -> BatchResult {
        let entries = filed.entries, ledger = claim?.ledger
        report.files = entries.sorted { $0.name < $1.name }
        var totals = BatchReport.Totals()
        totals.files = entries.count
        for entry in entries {
            switch entry.outcome {
            case .imported, .wouldImport: totals.imported += 1
            case .alreadyImported: totals.alreadyImported += 1
            case .failed: totals.failed += 1
            }
            totals.rowsInserted += entry.rows
            totals.needsReview += entry.needsReview
        }
        let remote = ledger?.remoteActivity
        if let remote {
            (totals.remoteAsked, totals.remoteCached, totals.remoteFailed) = (remote.asked, remote.cached, remote.failed)
        }
        report.totals = totals
        report.exitCode = exitCode ?? (totals.failed > 0 || filed.otherTrouble ? BatchExit.someFilesFailed : BatchExit.success)
        report.finishedAt = BatchRun.timestamp(Date())
        if let claim, let runID = claim.runID { claim.ledger.finishRun(runID, totals: totals) }
        var lines = (ledger?.ruleWarnings ?? []).map { "statement-import batch: warning: \($0)" } + filed.problems
        if let stopLine { lines.append(stopLine) }
        // A service that failed is said once; the rows it left wait for review like any other.
        lines += (remote?.warnings ?? []).map { "statement-import batch: warning: \($0)" }
        if !request.dryRun, let budgets = ledger?.budgetStatuses(), !budgets.isEmpty {
            report.budgets = budgets.map(BudgetUse.init)
            // Said when new rows arrived, so a run with nothing new stays silent.
            if totals.rowsInserted > 0 { lines += BatchLedger.budgetWarnings(budgets) }
        }
        if totals.needsReview > 0 {
            let waiting = Counted(totals.needsReview, "new row")
            lines.append(
                request.dryRun
                    ? "\(waiting) would need review"
                    : "\(waiting) \(waiting.verb("needs", "need")) review: run `statement-import review`")
        }
        if !request.dryRun {
            do {
                let data = try BatchJSON.encode(report)
                try AtomicFile.write(data, to: request.stateDirectory + "/runs/\(report.runID).json")
                try AtomicFile.write(data, to: request.stateDirectory + "/last-run.json")
            } catch {
                lines.append(
                    "statement-import batch: cannot write the run report in \(request.stateDirectory) \(FileProblem(error, writing: request.stateDirectory).explained(otherwise: "check its permissions"))"
                )
                // A monitor reading the exit code must learn that the run's record is missing.
                if report.exitCode == BatchExit.success || report.exitCode == BatchExit.someFilesFailed {
                    report.exitCode = AppError.Category.ledgerUnavailable.exitStatus
                }
            }
        }
        return BatchResult(report: report, exitCode: report.exitCode, problems: lines)
    }

    /// "20261122T134750.123Z": sortable, no colons (they trouble some file systems and tools).
    static func runID(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss.SSS'Z'"
        return formatter.string(from: date)
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
