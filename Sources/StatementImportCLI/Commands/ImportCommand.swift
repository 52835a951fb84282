import Categorisation
import Foundation
import LedgerStore
import StatementCore
import StatementImport
import Toolbox

/// `statement-import import PATH...`: the import use case with its lines on the console. A bad
/// file gets one line and the batch goes on; the exit code says how it went.
enum ImportCommand {
    static let spec = CommandSpec(
        name: "import",
        summary: "Import statement files (PDF, OFX, QIF, CAMT.053, MT940, CSV; or directories of PDFs) into the ledger, each whole or not at all.",
        arguments: "PATH...",
        minimumPositionals: 1,
        maximumPositionals: nil,
        options: [
            CommonOptions.ledger,
            .flag("--dry-run", "Do everything but write; show what would change."),
            .flag(
                "--accept-unverified",
                "Write statements that are not verified (they do not add up, or print no balance to prove them) anyway, marked for review."
            ).storingUnprovenData(),
            .flag(
                "--remember",
                "With --accept-unverified: a statement that prints no balance at all is accepted for its account and layout from now on (`accounts` shows it)."
            ).storingUnprovenData(),
            CommonOptions.layout,
            CommonOptions.password,
            CommonOptions.threshold,
            .value(
                "--account", "NAME",
                "The account of statements that print no account number (remembered for that bank's statements of the same layout; a printed number always wins); four digits (3107) are its last four, never a name. For a card printing only its last four digits, a name keeps a second card ending alike apart, and the last four digits say it is the card already stored."
            ),
            .value(
                "--jobs", "N",
                "Use this many cores: one big file's pages are read on N threads, several files N at a time, each in its own process (default: the number of cores; 1 for one).",
                parse: OptionValues.count("--jobs")),
            .value(
                "--currency", "CODE", "The currency of statements that do not say theirs ('$' alone), as an ISO code (overrides [import] currency).",
                parse: OptionValues.currency),
        ] + RemoteOptions.all,
        discussion: """
            Reads PDF, OFX/QFX, QIF, CAMT.052/053/054, MT940/MT942 and CSV files named on the command line, told by their content; a directory is searched for PDFs and for those downloads (by their endings: .csv .ofx .qfx .qif .xml .sta .mt940 .940).
            Exit status: 0 when every file was imported or was already there; with one file, that file's own
            code (65 bad data or a statement that does not add up, 66 missing, 77 password); with several, 1
            when any failed; 75 when another statement-import is writing the ledger; 78 when a rule or layout
            file is wrong. With the remote categoriser on (--remote, or enabled in the configuration), rows
            still open after rules and learned memory are sent to it in batches (see `statement-import remote preview`);
            a failing service leaves them for review with one warning line and never changes the exit status. The same file twice, or an overlapping statement, adds nothing twice. A PDF
            printing several accounts (or several months of one account) stores a statement per account (or
            month), all of them or none.
            """,
        run: run
    )

    /// `[import]` of the configuration file; a wrong value stops the run at file:line.
    static func importSettings(_ context: CommandContext) throws(AppError) -> ImportSettings {
        try context.state.section { settings throws(ConfigurationFileError) in try ImportSettings.load(settings) }
    }

    /// Rows of earlier runs still waiting (skipped, or sent back by a retired category): a run
    /// adding none must not read as "nothing to review".
    static func waitingElsewhere(_ summary: ImportSummary, _ context: CommandContext, _ arguments: ParsedArguments) -> String {
        guard !summary.dryRun,
            let waiting = try? BrowseLedger(ledger: context.ledger(arguments)).transactions(TransactionFilter(needsReview: true)).count,
            waiting > summary.needsReview
        else { return "" }
        return " (\(waiting) in the ledger: `statement-import review`)"
    }

    /// The options that decide how a file is read or where it goes, as the person gave them: a
    /// command this prints for a file keeps them.
    static func givenDecisions(_ arguments: ParsedArguments) -> [String] {
        ["--currency", "--account", "--layout", "--password-file"].compactMap { option in
            arguments.value(option).map { "\(option) \(ImportCommandLine.shellWord($0))" }
        }
    }

    static let ledgerTrouble: Set<AppError.Category> = [.unavailable, .ledgerUnavailable, .ledgerBusy]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let jobs: Int = arguments.typed("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let limits = try ReadingBounds.limits(context, command: "import")
        var request = ImportStatements.Request(
            paths: arguments.positionals, ledger: context.ledger(arguments), folders: context.ruleFolders,
            layout: arguments.value("--layout"), passwordFile: arguments.value("--password-file"),
            threshold: arguments.typed("--threshold") ?? CategorisationChain.defaultThreshold,
            dryRun: arguments.has("--dry-run"), acceptUnverified: arguments.has("--accept-unverified"),
            environment: context.environment, accountName: arguments.value("--account"),
            currency: arguments.typed("--currency", as: Currency.self),
            // Several files: each is read in its own process, as `batch` does (one that crashes or hangs fails alone).
            isolation: context.workerExecutable.map { executable in
                FileIsolation(
                    worker: BatchWorkerCommand.command(
                        executable: executable, timeout: limits.seconds, memoryLimitMB: limits.megabytes,
                        passwordFile: arguments.value("--password-file"), layout: arguments.value("--layout"),
                        environment: context.environment),
                    jobs: jobs, timeout: limits.seconds)
            },
            remote: try RemoteOptions.choice(arguments), jobs: jobs)
        if arguments.has("--remember") {
            guard arguments.has("--accept-unverified") else { throw AppError.usage("--remember goes with --accept-unverified") }
            request.rememberUnverified = true
        }
        request.readingLimits = limits
        request.settings = context.state.settings
        request.preferredCurrency = try importSettings(context).currency
        let reporter = ImportReporter(console: context.console, given: givenDecisions(arguments))
        let summary = try ImportStatements(request).run(events: reporter)
        reporter.clearProgress()
        let counts = summary.counts
        let verb = summary.dryRun ? "would import" : "imported"
        context.console.print(
            "\(Counted(counts.filesSeen, "file")): \(verb) \(counts.imported), already imported \(counts.skipped), failed \(counts.failed); "
                + "\(Counted(counts.rowsInserted, "row")) \(summary.dryRun ? "would be " : "")added, \(counts.duplicates) already in the ledger; "
                + "\(summary.categorised) categorised, \(summary.needsReview) \(summary.needsReview == 1 ? "needs" : "need") review"
                + waitingElsewhere(summary, context, arguments))
        if let remoteLine = summary.remoteLine { context.console.print(remoteLine) }
        let problems = summary.problems
        guard let first = problems.first else { return .success }
        // The ledger's own trouble (its server gone, its file unwritable, its lock held) is the
        // run's, not one file's: its code tells cron to try again, however many files there were.
        if let ledger = problems.first(where: ImportCommand.ledgerTrouble.contains) { return ExitCode(ledger) }
        return summary.results.count == 1 ? ExitCode(first) : .failure
    }

    /// One line per account of a combined statement, each naming its account (and its period,
    /// when the file holds several of one account's); one for the file when it was already there
    /// or when one account kept the others out.
    static func report(
        _ outcomes: [ImportOutcome], statements: [Statement], path: String, console: Console, given: [String] = []
    ) -> ExitCode {
        guard outcomes.count > 1 else { return report(outcomes[0], statement: statements[0], path: path, console: console, given: given) }
        if outcomes.allSatisfy({ $0.status == .alreadyImported }) {
            return report(outcomes[0], statement: statements[0], path: path, console: console)
        }
        var code = ExitCode.success
        // Several periods of one account (a download of a quarter): each line names its period too.
        let accounts = statements.map { $0.account ?? "unknown" }
        let oneAccountTwice = Set(accounts).count < accounts.count
        for (outcome, statement) in zip(outcomes, statements) {
            if case .rejected(let problems) = outcome.status, problems.isEmpty { continue }
            let period = statement.period.map { ", \($0.start.iso) to \($0.end.iso)" } ?? ""
            let result = report(
                outcome, statement: statement, path: "\(path) (account \(statement.account ?? "unknown")\(oneAccountTwice ? period : ""))",
                file: path, console: console, given: given)
            if result != .success { code = result }
        }
        if code != .success {
            let parts = oneAccountTwice ? "statements" : "accounts"
            console.error(
                "statement-import import: \(path): none of its \(outcomes.count) \(parts) was imported: a file goes in whole or not at all")
        }
        return code
    }

    /// The most lines of one kind a file prints: a 10,000-page statement accepted unverified once
    /// printed 10,000 warnings, which hid everything else in the run.
    static let linesOfOneKind = 10

    /// The first lines of a list, then one line counting the rest and where to see them.
    static func printCapped(
        _ lines: [String], path: String, console: Console,
        rest: String? = nil, toStandardOutput: Bool = false
    ) {
        let write = toStandardOutput ? console.print : console.error
        for line in lines.prefix(linesOfOneKind) { write(line) }
        guard lines.count > linesOfOneKind else { return }
        let more = lines.count - linesOfOneKind
        write("  … and \(more) more like these: " + (rest ?? "`statement-import parse --explain \(path)` lists them all"))
    }

    /// What to do about a statement that does not add up, most likely first: see where the reading
    /// went wrong, then teach it the layout; storing it anyway comes last and only for a statement
    /// whose printed figures are wrong themselves.
    /// A download (CSV, OFX, …) has no printed lines for `--explain` to show: `parse` shows what was
    /// read from it, and a CSV layout profile says what its columns are.
    static func nextStepsForAFailedStatement(file: String, format: StructuredFormat = .pdf, given: [String] = []) -> String {
        let accept =
            "store it marked for review: `\(ImportCommandLine.of(file, decision: (given + ["--accept-unverified"]).joined(separator: " ")))`"
        guard format == .pdf else {
            return "see what was read with `statement-import parse \(ImportCommandLine.shellWord(file))`"
                + (format == .csv ? "; a CSV layout profile (docs/formats.md) says what its columns are" : "")
                + "; only if the file itself is wrong, " + accept
        }
        return "see where with `statement-import parse --explain \(ImportCommandLine.shellWord(file))`; a layout profile "
            + "(`statement-import layouts`, docs/layouts.md) fixes a misread layout; only if the printed statement itself is wrong, "
            + accept
    }

    /// For a statement that prints nothing apart from its rows to prove them (no balance, or only a
    /// running one): nothing on it is wrong, so the person checks the rows and accepts it, once for its
    /// account and layout. `given`: the options the person already gave (`--currency USD`), kept in
    /// the command so that pasting it does not stop on the same question again.
    static func nextStepsForAnUnverifiableStatement(file: String, given: [String] = []) -> String {
        "nothing it prints apart from its rows proves them: compare them with the statement (`statement-import parse "
            + "\(ImportCommandLine.shellWord(file))`); if they are right, store it marked for review: "
            + "`\(ImportCommandLine.of(file, decision: (given + ["--accept-unverified"]).joined(separator: " ")))`; add --remember to store this account's "
            + "later statements of this layout too"
    }

    /// `reworded`: rows the copy words otherwise than the stored statement, said so the person
    /// knows why a file whose descriptions differ was not stored.
    static func alreadyImportedLine(_ path: String, copyOf: String?, reworded: Int = 0) -> String {
        guard let copyOf else { return "skipped \(path): already imported (same file)" }
        guard reworded > 0 else { return "skipped \(path): already imported (another copy of \(copyOf))" }
        return "skipped \(path): already imported (another copy of \(copyOf): the same days, balances and amounts; "
            + "its descriptions differ in \(Counted(reworded, "row")))"
    }

    /// `file`: the file as the person named it, where `path` names one account of it.
    static func report(
        _ outcome: ImportOutcome, statement: Statement, path: String, file: String? = nil, console: Console, given: [String] = []
    ) -> ExitCode {
        let verdict = statement.verification.verdict
        switch outcome.status {
        case .alreadyImported:
            console.print(alreadyImportedLine(path, copyOf: outcome.copyOf, reworded: outcome.rewordedRows))
            return .success
        case .rejected(let problems):
            // Only a statement that adds up and proves it is stored unasked; the rest is the person's
            // call. The reason says which it is: a sum off, or a row read wrong though it adds up.
            console.error(
                "statement-import import: \(path): not verified, not imported: \(problems.first?.description ?? "verification failed"); "
                    + (verdict == .unverifiable
                        ? ImportCommand.nextStepsForAnUnverifiableStatement(file: file ?? path, given: given)
                        : ImportCommand.nextStepsForAFailedStatement(file: file ?? path, format: statement.format, given: given))
            )
            printCapped(problems.dropFirst().map { "  \(path): \($0)" }, path: path, console: console)
            return .dataError
        case .imported:
            var line = "\(outcome.dryRun ? "would import" : "imported") \(path): \(Counted(outcome.inserted, "row"))"
            if outcome.duplicates > 0 { line += ", \(outcome.duplicates) already in the ledger" }
            if outcome.proven > 0 {
                // Matched by the bank's id or by date and amount: the other file may be of any format.
                line += " (\(outcome.proven) of them worded otherwise by the file that stored them)"
            }
            line += " (\(verdict.rawValue))"
            console.print(line)
            if outcome.heldTwice > 0 {
                console.print(
                    "  \(path): \(outcome.heldTwice) row\(outcome.heldTwice == 1 ? "" : "s") another file held twice, "
                        + "printed once here: marked duplicate (`statement-import review --not-duplicate ID` takes it back)")
            }
            if verdict == .unverifiable, let reason = statement.verification.problems.first {
                console.error("  unverifiable: \(path): \(reason)")
            }
            printCapped(statement.verification.notes.map { "  note: \(path): \($0)" }, path: path, console: console)
            printCapped(
                outcome.lookAlikes.map { "  needs review: \($0.description)" }, path: path, console: console,
                rest: "`statement-import review` asks about each", toStandardOutput: true)
            printCapped(outcome.warnings.map { "  warning: \(path): \($0)" }, path: path, console: console)
            return .success
        }
    }
}
