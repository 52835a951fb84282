import StatementCore
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
            .value("--category", "ID", "Only this category and those below it (an id, name or alias)."),
            .value("--format", "table|csv|json", "table is for people; json is for other apps.", allowed: ["table", "csv", "json"]),
            .value(
                "--upcoming", "DAYS",
                "List the payments expected in the next DAYS days (60d, 8w) after --until or today, with the balance each leaves.",
                parse: UpcomingText.days),
        ],
        discussion: """
            Money out to one merchant (as the categoriser cleans its name), across your accounts, at a regular
            interval with amounts within half as much again of each other (where the accounts together make none,
            each account's rows apart). A changed amount is flagged, and a missed
            payment where a statement covers the day it was due. Duplicates and transfers are left out. --upcoming 60d lists
            the payments expected in the 60 days after --until (else today), each with the balance it leaves from its
            account's last verified closing balance. See docs/reports.md.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if let days: Int = arguments.typed("--upcoming") { return try upcoming(arguments, context, days: days) }
        let payments = try ReportLedger(ledger: context.ledger(arguments)).recurring(ReportCommand.request(arguments))
        switch arguments.value("--format") ?? "table" {
        case "json": context.console.print(try ReportJSON.recurring(payments))
        case "csv": context.console.write(RecurringText.csv(payments))
        default: context.console.write(RecurringText.table(payments))
        }
        return .success
    }

    static func upcoming(_ arguments: ParsedArguments, _ context: CommandContext, days: Int) throws -> ExitCode {
        let from = arguments.typed("--until") ?? UpcomingText.today()
        let upcoming = try ReportLedger(ledger: context.ledger(arguments)).upcoming(ReportCommand.request(arguments), from: from, days: days)
        switch arguments.value("--format") ?? "table" {
        case "json": context.console.print(try UpcomingText.json(upcoming))
        case "csv": context.console.write(UpcomingText.csv(upcoming))
        default: context.console.write(UpcomingText.table(upcoming, from: from, days: days))
        }
        return .success
    }
}
