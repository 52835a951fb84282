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
        ],
        discussion: """
        Exit status: 0 when every file was imported or was already there; with one file, that file's own
        code (65 bad data or a statement that does not add up, 66 missing, 77 password); with several, 1
        when any failed. The same file twice, or an overlapping statement, adds nothing twice.
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
                                    reviewBelowConfidence: threshold)
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
                let suggestions = try categoriser.suggestions(for: result.statement)
                let request = StatementImportRequest(statement: result.statement, fileName: (path as NSString).lastPathComponent,
                                                     fileSHA256: result.sha256, toolVersion: CommandLineTool.version,
                                                     suggestions: suggestions.map { row in row.suggestion.categoryID == nil ? nil : row.suggestion })
                let outcome = try ledger.importStatement(request, options: options)
                counts.record(outcome)
                if case .imported = outcome.status {
                    categorised += suggestions.filter { !$0.needsReview }.count
                    needsReview += suggestions.filter(\.needsReview).count
                }
                codes.append(report(outcome, statement: result.statement, path: path, console: console))
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

    static func report(_ outcome: ImportOutcome, statement: Statement, path: String, console: Console) -> ExitCode {
        let verdict = statement.verification.verdict
        switch outcome.status {
        case .alreadyImported:
            console.print("skipped \(path): already imported (same file)")
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
