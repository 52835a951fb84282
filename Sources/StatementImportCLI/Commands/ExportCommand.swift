import LedgerStore

/// `statement-import export`: the ledger as CSV, JSON, an hledger journal or a beancount file.
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export",
        summary: "Export the ledger as csv, json, an hledger journal (ledger) or beancount.",
        options: [
            LedgerOpener.option,
            .value("--format", "csv|json|ledger|beancount", "What to write to standard output.", allowed: ["csv", "json", "ledger", "hledger", "beancount"]),
            TransactionsCommand.since,
            TransactionsCommand.until,
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let ledger = try LedgerOpener.open(arguments, context)
        let format: ExportFormat
        switch arguments.value("--format") ?? "csv" {
        case "json": format = .json
        case "ledger", "hledger": format = .hledger
        case "beancount": format = .beancount
        default: format = .csv
        }
        let filter = TransactionFilter(since: try TransactionsCommand.date(arguments, "--since"),
                                       until: try TransactionsCommand.date(arguments, "--until"))
        context.console.write(try ledger.export(format, filter: filter))
        return .success
    }
}
