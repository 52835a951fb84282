import LedgerStore
import StatementCore
import StatementImport

/// `statement-import export`: the ledger as CSV, JSON, an hledger journal or a beancount file.
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export",
        summary: "Export the ledger as csv, json, an hledger journal (ledger) or beancount.",
        options: [
            CommonOptions.ledger,
            .value("--format", "csv|json|ledger|beancount", "What to write to standard output.", allowed: ["csv", "json", "ledger", "hledger", "beancount"]),
            CommonOptions.since,
            CommonOptions.until,
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let format: ExportFormat
        switch arguments.value("--format") ?? "csv" {
        case "json": format = .json
        case "ledger", "hledger": format = .hledger
        case "beancount": format = .beancount
        default: format = .csv
        }
        let filter = TransactionFilter(since: arguments.typed("--since"), until: arguments.typed("--until"))
        context.console.write(try BrowseLedger(ledger: context.ledger(arguments)).export(format, filter: filter))
        return .success
    }
}
