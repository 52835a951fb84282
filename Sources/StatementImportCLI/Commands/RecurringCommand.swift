import StatementImport

/// `statement-import recurring`: what the same merchant takes at a regular interval.
enum RecurringCommand {
    static let spec = CommandSpec(
        name: "recurring",
        summary: "Payments a merchant takes weekly, monthly, quarterly or yearly; changed amounts and missed payments flagged.",
        options: [
            CommonOptions.ledger,
            CommonOptions.since,
            CommonOptions.until,
            .value("--account", "LAST4", "Only this account (its last four characters, id or name)."),
            .value("--category", "ID", "Only this category."),
            .value("--format", "table|csv|json", "table is for people; json is for other apps.", allowed: ["table", "csv", "json"]),
        ],
        discussion: """
            Money out to one merchant (as the categoriser cleans its name), across your accounts, at a regular
            interval with amounts within half as much again of each other. A changed amount is flagged, and a missed
            payment where a statement covers the day it was due. Duplicates and transfers are left out. See docs/reports.md.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let payments = try ReportLedger(ledger: context.ledger(arguments)).recurring(ReportCommand.request(arguments))
        switch arguments.value("--format") ?? "table" {
        case "json": context.console.print(try ReportJSON.recurring(payments))
        case "csv": context.console.write(RecurringText.csv(payments))
        default: context.console.write(RecurringText.table(payments))
        }
        return .success
    }
}
