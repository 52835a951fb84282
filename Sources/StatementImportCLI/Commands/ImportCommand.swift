import Foundation
import Categorisation
import LedgerStore
import StatementCore

/// `statement-import import PATH...`: parse, verify, categorise and store statements, each in
/// whole or not at all. A bad file gets one line and the batch goes on; the exit code says how
/// it went, like a linter that records each failure and fails at the end.
enum ImportCommand {
    static let spec = CommandSpec(
        name: "import",
        summary: "Import statement PDFs (files or directories) into the ledger, each whole or not at all.",
        arguments: "PATH...",
        minimumPositionals: 1,
        maximumPositionals: nil,
        options: [
            LedgerOpener.option,
            .flag("--dry-run", "Do everything but write; show what would change."),
            .flag("--accept-unverified", "Write statements that do not add up anyway, marked for review."),
            LayoutCatalog.option,
            PasswordSource.option,
            .value("--threshold", "0.7", "The confidence a category needs; rows below it wait for review."),
            .value("--account", "NAME", "The account of statements that print no account number (remembered per bank)."),
        ],
        discussion: """
        Exit status: 0 when every file was imported or was already there; with one file, that file's own
        code (65 bad data or a statement that does not add up, 66 missing, 77 password); with several, 1
        when any failed. The same file twice, or an overlapping statement, adds nothing twice. A PDF
        printing several accounts stores a statement per account, all of them or none.
        """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        let ledger = try LedgerOpener.open(arguments, context)
        let profiles = try LayoutCatalog.load(environment: context.environment)
        let forced = try arguments.value("--layout").map { name throws(CLIError) in try LayoutCatalog.named(name, in: profiles) }
        let password = try PasswordSource.password(file: arguments.value("--password-file"), environment: context.environment)
        let reader = StatementReader(parser: StatementParser(profiles: profiles, forcedProfile: forced), password: password)
        let threshold = try ThresholdOption.value(arguments)
        let categoriser = try ImportCategoriser.load(ledger: ledger, environment: context.environment, threshold: threshold)
        let options = ImportOptions(dryRun: arguments.has("--dry-run"), acceptUnverified: arguments.has("--accept-unverified"),
                                    reviewBelowConfidence: threshold, accountName: arguments.value("--account"))
        let (files, missing) = PDFFinder.find(arguments.positionals)

        let runID = options.dryRun ? nil : try? ledger.beginImportRun()
        var counts = ImportRunCounts()
        var codes: [ExitCode] = []
        var needsReview = 0, categorised = 0
        for path in missing {
            console.error("statement-import import: \(path): no such file or directory: check the path")
            counts.recordFailure()
            codes.append(.noInput)
        }
        for path in files {
            do {
                let result = try reader.read(path)
                // A combined statement gives one statement per account; they go in together.
                let suggestions = try result.statements.map { try categoriser.suggestions(for: $0) }
                let requests = result.statements.indices.map { index in
                    StatementImportRequest(statement: result.statements[index], fileName: (path as NSString).lastPathComponent,
                                           fileSHA256: result.sha256, toolVersion: CommandLineTool.version,
                                           suggestions: suggestions[index].map { row in row.suggestion.categoryID == nil ? nil : row.suggestion })
                }
                let outcomes = try ledger.importStatements(requests, options: options)
                counts.record(file: outcomes)
                for (outcome, rows) in zip(outcomes, suggestions) where outcome.status == .imported {
                    categorised += rows.filter { !$0.needsReview }.count
                    needsReview += rows.filter(\.needsReview).count
                }
                codes.append(report(outcomes, statements: result.statements, path: path, console: console))
            } catch let error as LedgerError {
                console.error("statement-import import: \(path): \(error); nothing of it was stored")
                counts.recordFailure()
                codes.append(.dataError)
            } catch let error as CLIError {
                console.error("statement-import import: \(error.message)")
                counts.recordFailure()
                codes.append(error.exitCode)
            } catch {
                console.error("statement-import import: \(path): could not be written to the ledger (\(error)); nothing of it was stored: run `statement-import check`, then try again")
                counts.recordFailure()
                codes.append(.cannotCreate)
            }
        }
        if let runID { try? ledger.finishImportRun(id: runID, counts: counts) }
        let verb = options.dryRun ? "would import" : "imported"
        console.print("\(counts.filesSeen) files: \(verb) \(counts.imported), already imported \(counts.skipped), failed \(counts.failed); "
            + "\(counts.rowsInserted) rows \(options.dryRun ? "would be " : "")added, \(counts.duplicates) already in the ledger; "
            + "\(categorised) categorised, \(needsReview) need review")
        let failures = codes.filter { $0 != .success }
        if failures.isEmpty { return .success }
        return codes.count == 1 ? failures[0] : .failure
    }

    /// One line per account of a combined statement, each naming its account; one for the file
    /// when it was already there or when one account kept the others out.
    static func report(_ outcomes: [ImportOutcome], statements: [Statement], path: String, console: Console) -> ExitCode {
        guard outcomes.count > 1 else { return report(outcomes[0], statement: statements[0], path: path, console: console) }
        if outcomes.allSatisfy({ $0.status == .alreadyImported }) {
            return report(outcomes[0], statement: statements[0], path: path, console: console)
        }
        var code = ExitCode.success
        for (outcome, statement) in zip(outcomes, statements) {
            if case .rejected(let problems) = outcome.status, problems.isEmpty { continue }
            let result = report(outcome, statement: statement, path: "\(path) (account \(statement.account ?? "unknown"))", console: console)
            if result != .success { code = result }
        }
        if code != .success {
            console.error("statement-import import: \(path): none of its \(outcomes.count) accounts was imported: a file goes in whole or not at all")
        }
        return code
    }

    static func report(_ outcome: ImportOutcome, statement: Statement, path: String, console: Console) -> ExitCode {
        let verdict = statement.verification.verdict
        switch outcome.status {
        case .alreadyImported:
            console.print("skipped \(path): already imported (\(outcome.copyOf.map { "another copy of \($0)" } ?? "same file"))")
            return .success
        case .rejected(let problems):
            console.error("statement-import import: \(path): does not add up, not imported: \(problems.first?.description ?? "verification failed"); fix the file or pass --accept-unverified")
            for problem in problems.dropFirst() { console.error("  \(path): \(problem)") }
            return .dataError
        case .imported:
            var line = "\(outcome.dryRun ? "would import" : "imported") \(path): \(outcome.inserted) rows"
            if outcome.duplicates > 0 { line += ", \(outcome.duplicates) already in the ledger" }
            line += " (\(verdict.rawValue))"
            console.print(line)
            for lookAlike in outcome.lookAlikes { console.print("  needs review: \(lookAlike.description)") }
            for warning in outcome.warnings { console.error("  warning: \(path): \(warning)") }
            return .success
        }
    }
}
