import LedgerStore
import StatementImport

/// `statement-import check`: the ledger's integrity, foreign keys, statements that still add up
/// and fingerprints that still match.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check", summary: "Check the ledger: integrity, foreign keys, balances, fingerprints.",
        options: [CommonOptions.ledger], run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let ledger = context.ledger(arguments)
        let report = try CheckLedger(ledger: ledger).run()
        for problem in report.problems { context.console.error("\(DisplayName.of(ledger.path)): \(problem)") }
        for gap in report.gaps { context.console.print("\(DisplayName.of(ledger.path)): note: \(gap)") }
        for transfer in report.transfers { context.console.print("\(DisplayName.of(ledger.path)): transfer: \(transfer)") }
        for run in report.abandonedRuns {
            context.console.error("\(DisplayName.of(ledger.path)): warning: \(run)")
        }
        for accepted in report.acceptedFailures {
            context.console.print("\(DisplayName.of(ledger.path)): warning: \(accepted)")
        }
        if report.isHealthy {
            let statements =
                report.acceptedFailures.isEmpty
                ? "every statement adds up"
                : "every statement adds up but the \(report.acceptedFailures.count) stored unverified named above"
            context.console.print(
                "\(DisplayName.of(ledger.path)): ok (integrity, foreign keys, \(statements), fingerprints match, "
                    + "accounts reconcile)")
            return .success
        }
        let advice: String
        let removals = report.removalsMendingContradictions
        if report.explainedByDuplicateMarks {
            advice =
                "rows marked duplicate make up the difference: take a wrong mark back with "
                + "`statement-import review --not-duplicate ID` (re-importing adds nothing: the files are already imported)"
        } else if !removals.isEmpty {
            // Both files are imported, so importing either again adds nothing: one must go.
            advice =
                "statements of the same days contradict each other: take back the wrong one with "
                + removals.map { "`statement-import statements remove \($0)`" }.joined(separator: " and ")
                + ", as said above (re-importing adds nothing: the files are already imported)"
        } else {
            advice =
                "restore a backup or re-import the statements named above"
                + (report.contradictions.isEmpty ? "" : "; of statements contradicting each other, take back the one named")
        }
        context.console.error(
            "\(DisplayName.of(ledger.path)): \(report.problems.count) problem\(report.problems.count == 1 ? "" : "s"); \(advice)")
        return .dataError
    }
}
