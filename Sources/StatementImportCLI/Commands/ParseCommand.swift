import StatementCore

/// `statement-import parse FILE`: the statement's facts, rows and verdict.
enum ParseCommand {
    static let spec = CommandSpec(
        name: "parse",
        summary: "Parse a statement PDF into verified transactions (table, json or csv).",
        arguments: "FILE",
        minimumPositionals: 1,
        maximumPositionals: 1,
        options: [
            .value("--format", "table|json|csv", "table is for people; json is the contract other tools read.", allowed: ["table", "json", "csv"]),
            LayoutCatalog.option,
            .flag("--strict", "Exit 65 when the statement does not add up."),
            PasswordSource.option,
        ],
        discussion: """
        A statement that does not add up is not an error of the tool: the verdict says 'failed' with the
        page and line where it breaks, and parse exits 0 unless --strict is given.
        """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let path = arguments.positionals[0]
        let profiles = try LayoutCatalog.load(environment: context.environment)
        let forced = try arguments.value("--layout").map { name throws(CLIError) in try LayoutCatalog.named(name, in: profiles) }
        let password = try PasswordSource.password(file: arguments.value("--password-file"), environment: context.environment)
        let reader = StatementReader(parser: StatementParser(profiles: profiles, forcedProfile: forced), password: password)
        let result = try reader.read(path)
        for page in result.pagesWithoutText {
            context.console.error("\(path): page \(page): no text layer (scanned image?)")
        }
        let statement = result.statement
        switch arguments.value("--format") ?? "table" {
        case "json": context.console.print(StatementJSON.render(statement, file: path, sha256: result.sha256).pretty)
        case "csv": context.console.write(StatementCSV.render(statement))
        default: context.console.write(StatementTable.render(statement, file: path))
        }
        if arguments.has("--strict") && statement.verification.verdict == .failed {
            context.console.error("\(path): does not add up: \(statement.verification.problems.first?.description ?? "see the problems above")")
            return .dataError
        }
        return .success
    }
}
