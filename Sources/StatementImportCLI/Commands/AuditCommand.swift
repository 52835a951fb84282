import Foundation
import LedgerStore
import StatementCore
import StatementImport

/// `statement-import audit FILE...`: a statement (usually the monthly PDF) proves what the ledger
/// already holds for its account and period, from whatever files it came.
enum AuditCommand {
    static let spec = CommandSpec(
        name: "audit",
        summary: "Compare statements with what the ledger holds for their account and period, from any file; stores nothing.",
        arguments: "FILE...",
        minimumPositionals: 1,
        maximumPositionals: nil,
        options: [
            CommonOptions.ledger,
            .value("--account", "ID|NAME|LAST4", "Compare with this account instead of the one the statement's number names."),
            .value("--currency", "CODE", "The currency of statements that do not say theirs (else their account's in the ledger)."),
            .value("--format", "table|json", "table is for people; json for scripts.", allowed: ["table", "json"]),
            CommonOptions.layout,
            CommonOptions.password,
        ],
        discussion: """
            Reads each statement (PDF, OFX/QFX, QIF, CAMT.052/053/054, MT940/MT942 or CSV) and compares it with the rows the
            ledger holds for its account and period from any file: rows the statement prints that the ledger lacks (missing),
            rows the ledger holds that the statement does not print (extra), rows held twice, and rows whose amount or date
            differ, each with the statement's page and line. Rows are paired by the bank's own id where both carry one, else
            by date, amount and description (a payment booked up to two days apart is the same row on another date).
            Exits 0 when the ledger matches every statement, 1 when it does not. `import` of the statement then adds what
            is missing, links the rows another file stored (never doubling them) and marks them proven by it.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let limits = try ReadingBounds.limits(context, command: "audit")
        // Each file read by a reader of its own, as `import` reads: a file that crashes or hangs
        // poppler fails alone, in a process holding no database password.
        let isolation = context.workerExecutable.map { executable in
            FileIsolation(
                worker: BatchWorkerCommand.command(
                    executable: executable, timeout: limits.seconds, memoryLimitMB: limits.megabytes,
                    passwordFile: arguments.value("--password-file"), layout: arguments.value("--layout"),
                    environment: context.environment),
                jobs: ProcessInfo.processInfo.activeProcessorCount, timeout: limits.seconds)
        }
        let result = try AuditStatements(
            AuditStatements.Request(
                paths: arguments.positionals, ledger: context.ledger(arguments), folders: context.ruleFolders,
                layout: arguments.value("--layout"), passwordFile: arguments.value("--password-file"),
                account: arguments.value("--account"), currency: arguments.typed("--currency", as: Currency.self),
                environment: context.environment,
                readingLimits: limits, isolation: isolation)
        ).run()
        for problem in result.problems { context.console.error(problem.message) }
        if arguments.value("--format") == "json" {
            context.console.print(try AuditJSON.render(result))
        } else {
            for audited in result.audited { context.console.write(AuditText.render(audited)) }
        }
        if result.matches { return .success }
        // Files that could not be read at all, and nothing compared: their own exit code.
        if result.audited.isEmpty, let first = result.problems.first { return ExitCode(first.category) }
        return .failure
    }
}
