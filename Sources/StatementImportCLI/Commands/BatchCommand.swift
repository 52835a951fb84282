import Categorisation
import Foundation
import StatementCore
import StatementImport
import Toolbox

/// `statement-import batch`: the unattended run for cron and systemd timers. Thin: it resolves
/// folders and limits from defaults, the `[batch]` configuration and flags, wires the ledger and
/// the worker, and prints what the run says a person must read, and nothing when all is well.
enum BatchCommand {
    static let spec = CommandSpec(
        name: "batch",
        summary: "Import every settled statement file (PDF, OFX, QIF, CAMT, MT940, CSV) in the inbox, unattended: for cron and systemd timers.",
        options: [
            .value("--inbox", "DIR", "Where new PDFs arrive (default $XDG_DATA_HOME/statement-import/inbox)."),
            .value("--processed", "DIR", "Where stored files go (default: processed/ beside the inbox)."),
            .value("--failed", "DIR", "Where files that failed go, each with NAME.error.json (default: failed/ beside the inbox)."),
            .value(
                "--settle", "SECONDS", "Leave files changed less than this long ago for a later run (default 60).",
                parse: OptionValues.seconds("--settle")),
            .value(
                "--jobs", "N", "Read this many files at once, each in its own process (default: the number of cores).",
                parse: OptionValues.count("--jobs")),
            .value("--report", "FILE|-", "Also write the run's JSON report to FILE, or to stdout with -."),
            .flag("--dry-run", "Read and check everything; store, move and write nothing."),
            .flag("--retry-failed", "Try the files in failed/ again, changed or not."),
            .flag("--verbose", "Say what happened to every file, even when all is well."),
            .value("--config", "FILE", "The configuration file (default $XDG_CONFIG_HOME/statement-import/config)."),
            CommonOptions.ledger,
            CommonOptions.password,
            CommonOptions.threshold,
        ] + RemoteOptions.all,
        discussion: """
            Silent when nothing failed and nothing new needs review. Exit status: 0 all good (or nothing to
            do), 1 some files failed (each in failed/ with its reason), 64 the command line is wrong, 69 the
            ledger's server cannot be reached, 70 internal error, 73 the ledger, a folder or the report cannot
            be written, 75 another run holds the inbox lock (one line says so), 78 the configuration is wrong.
            Each run writes a JSON report to $XDG_STATE_HOME/statement-import/runs/ and last-run.json; see
            docs/scheduling.md.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let environment = context.environment
        let xdg = XDGDirectories(environment: environment)
        // `--config FILE` is the session's file (`CommandLineTool`), read once for every section.
        let settings = try ReadingBounds.settings(context)
        let limits = try ReadingBounds.limitsSettings(context)
        let folders = BatchFolders.resolve(
            inbox: arguments.value("--inbox") ?? settings.inbox,
            processed: arguments.value("--processed") ?? settings.processed,
            failed: arguments.value("--failed") ?? settings.failed, dataHome: xdg.dataHome)
        let threshold = arguments.typed("--threshold") ?? CategorisationChain.defaultThreshold
        let timeout = limits.seconds(orElse: settings.fileTimeout)
        let request = BatchRequest(
            folders: folders, settle: arguments.typed("--settle") ?? settings.settle ?? 60,
            jobs: arguments.typed("--jobs") ?? settings.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            fileTimeout: timeout, dryRun: arguments.has("--dry-run"), retryFailed: arguments.has("--retry-failed"),
            stateDirectory: xdg.applicationState,
            toolVersion: ToolVersion.current)
        // The workers read the password themselves; one the PDF standard cannot hold is the
        // request's fault, said once here, rather than every file's in failed/.
        _ = try PasswordSource.password(file: arguments.value("--password-file"), environment: environment)
        let worker = BatchWorkerCommand.command(
            executable: context.workerExecutable ?? BatchWorkerCommand.executablePath(),
            timeout: timeout, memoryLimitMB: limits.megabytes(orElse: settings.memoryLimitMB),
            passwordFile: arguments.value("--password-file"), layout: nil, environment: environment)

        let remote = try RemoteOptions.choice(arguments)
        let session = context.session(arguments, threshold: threshold, remote: remote)
        let access = session.ledger
        let dryRunScratch = NSTemporaryDirectory() + "/statement-import-dry-run-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dryRunScratch) }
        let preferredCurrency = try ImportCommand.importSettings(context).currency
        var batch = BatchRun(
            request: request, worker: worker, environment: environment,
            heldAlready: { access.held($0) }
        ) { () throws(AppError) -> BatchLedger in
            var store = try BatchLedger.open(session, dryRun: request.dryRun, scratch: dryRunScratch)
            store.preferredCurrency = preferredCurrency
            return store
        }
        let progress = ProgressLine(console: context.console, environment: environment)
        batch.progress = { (step: BatchProgress) in
            progress.show("batch: \(step.filesDone)/\(step.filesTotal) files, \(Counted(step.pages, "page")), \(Counted(step.rows, "row"))")
        }
        let result = batch.run()
        progress.clear()
        for line in result.problems { context.console.error(line) }
        if let report = result.report {
            if arguments.has("--verbose") { printVerbose(report, console: context.console) }
            try writeReport(report, to: arguments.value("--report"), console: context.console)
        }
        return ExitCode(rawValue: result.exitCode) ?? .failure
    }

    private static func printVerbose(_ report: BatchReport, console: Console) {
        for file in report.files {
            var line = "\(file.outcome.rawValue) \(DisplayName.of(file.name))"
            if file.rows > 0 { line += ": \(Counted(file.rows, "row"))" }
            if let moved = file.movedTo { line += " → \(DisplayName.of(moved))" }
            console.print(line)
        }
        for name in report.settling { console.print("settling \(DisplayName.of(name)): changed too recently, left for the next run") }
        let totals = report.totals
        let settling = report.settling.isEmpty ? "" : "; \(report.settling.count) still settling, left for the next run"
        // A dry run stores nothing: its counts are what a run would do, as `import --dry-run` says.
        let rows = Counted(totals.rowsInserted, "row")
        let (imported, added, review) =
            report.dryRun
            ? ("would import", "\(rows) would be added", "would need review")
            : ("imported", "\(rows) added", totals.needsReview == 1 ? "needs review" : "need review")
        console.print(
            "\(Counted(totals.files, "file")): \(totals.imported) \(imported), \(totals.alreadyImported) already imported, "
                + "\(totals.failed) failed; \(added), \(totals.needsReview) \(review)\(settling)")
    }

    private static func writeReport(_ report: BatchReport, to target: String?, console: Console) throws(AppError) {
        guard let target else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return }
        if target == "-" {
            console.write(String(decoding: data, as: UTF8.self) + "\n")
            return
        }
        do {
            try AtomicFile.write(data + Data("\n".utf8), to: target)
        } catch {
            throw AppError(
                .ledgerUnavailable,
                "\(DisplayName.of(target)): cannot write the report \(FileProblem(error, writing: target).explained(otherwise: "check the path"))"
            )
        }
    }

    static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }
}
