import Foundation
import StatementCore
import StatementImport

/// `statement-import parse FILE`: the statement's facts, rows and verdict.
enum ParseCommand {
    static let spec = CommandSpec(
        name: "parse",
        summary: "Parse a statement file (PDF, OFX, QIF, CAMT.053, MT940 or CSV) into verified transactions (table, json or csv).",
        arguments: "FILE",
        minimumPositionals: 1,
        maximumPositionals: 1,
        options: [
            .value("--format", "table|json|csv", "table is for people; json is the contract other tools read.", allowed: ["table", "json", "csv"]),
            CommonOptions.layout,
            .flag("--strict", "Exit 65 when the statement (any account of a combined one) does not add up."),
            .flag("--explain", "Print each line with what the parser made of it and why, then its decisions and checks."),
            CommonOptions.password,
            .value(
                "--jobs", "N", "Use this many cores: the pages are read on N threads, and their lines too (default: the number of cores; 1 for one).",
                parse: OptionValues.count("--jobs")),
        ],
        discussion: """
            Reads PDF, OFX/QFX (1.x and 2.x), QIF, ISO 20022 CAMT.052/053/054, SWIFT MT940/MT942 and CSV files, told by their content.
            A statement that does not add up is not an error of the tool: the verdict says 'failed' with the
            page and line where it breaks, and parse exits 0 unless --strict is given.
            A file holding several accounts (a combined statement, a CAMT or MT940 file of several) gives one statement per account: json
            wraps them as {"file", "sha256", "statements": [...]}, csv adds an account column, table prints
            one block per account.
            """,
        readsInAChild: true,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let path = arguments.positionals[0]
        var reader = try StatementFileReader(
            folders: context.ruleFolders, layout: arguments.value("--layout"),
            passwordFile: arguments.value("--password-file"), environment: context.environment,
            jobs: arguments.typed("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount)
        reader.limits = try ReadingBounds.limits(context, command: "parse")
        if arguments.has("--explain") {
            context.console.write(try reader.explain(path).text)
            return .success
        }
        let result = try reader.read(path)
        for page in result.pagesWithoutText {
            context.console.error("\(DisplayName.of(path)): page \(page): no text layer (scanned image?)")
        }
        let statements = result.statements
        switch arguments.value("--format") ?? "table" {
        case "json":
            StatementJSON.write(statements, file: path, sha256: result.sha256, threads: reader.jobs, bytesTo: context.console.write(bytes:))
        case "csv": context.console.write(StatementCSV.render(statements))
        default: context.console.write(StatementTable.render(statements, file: path))
        }
        if arguments.has("--strict"), let failed = statements.first(where: { $0.verification.verdict == .failed }) {
            let which = statements.count > 1 ? " (account \(failed.account ?? "unknown"))" : ""
            context.console.error(
                "\(DisplayName.of(path))\(which): does not add up: \(failed.verification.problems.first?.description ?? "see the problems above")")
            return .dataError
        }
        return .success
    }
}
