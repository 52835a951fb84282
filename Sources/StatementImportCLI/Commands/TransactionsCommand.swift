import Foundation
import LedgerStore
import StatementCore

/// `statement-import transactions`: what the ledger holds, filtered, for people or scripts.
enum TransactionsCommand {
    static let spec = CommandSpec(
        name: "transactions",
        summary: "List the ledger's transactions with category, confidence and source.",
        options: [
            LedgerOpener.option,
            TransactionsCommand.since,
            TransactionsCommand.until,
            .value("--account", "LAST4", "Only this account (its last four characters)."),
            .value("--category", "ID", "Only this category."),
            .flag("--needs-review", "Only rows waiting for a person."),
            .value("--format", "table|json|csv", "table is for people.", allowed: ["table", "json", "csv"]),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let ledger = try LedgerOpener.open(arguments, context)
        var filter = TransactionFilter(since: try date(arguments, "--since"), until: try date(arguments, "--until"),
                                       categoryID: arguments.value("--category"),
                                       needsReview: arguments.has("--needs-review") ? true : nil)
        if let account = arguments.value("--account") {
            guard let match = try ledger.accounts().first(where: { $0.maskedNumber.hasSuffix(account.suffix(4)) }) else {
                throw CLIError("no account ending in \(account) in the ledger: see `statement-import accounts`", exitCode: .dataError)
            }
            filter.accountID = match.id
        }
        let rows = try ledger.transactions(filter)
        switch arguments.value("--format") ?? "table" {
        case "json": context.console.print(try ledger.export(.json, filter: filter))
        case "csv": context.console.write(try ledger.export(.csv, filter: filter))
        default:
            context.console.print("Date        Amount        Category        Conf  Source   Review        Description")
            for row in rows {
                context.console.print(row.date.iso + "  " + row.amount.groupedString.leftPadding(12) + "  "
                    + (row.categoryID ?? "-").padding(14) + "  " + String(format: "%.2f", row.confidence) + "  "
                    + row.categorySource.rawValue.padding(7) + "  " + row.reviewStatus.rawValue.padding(12) + "  "
                    + row.description)
            }
            context.console.print("\(rows.count) transactions")
        }
        return .success
    }

    static let since = OptionSpec.value("--since", "YYYY-MM-DD", "Only from this date.")
    static let until = OptionSpec.value("--until", "YYYY-MM-DD", "Only up to this date.")

    static func date(_ arguments: ParsedArguments, _ name: String) throws(CLIError) -> LocalDate? {
        guard let text = arguments.value(name) else { return nil }
        guard let date = LocalDate(iso: text) else { throw .usage("\(name) takes a date as YYYY-MM-DD, not '\(text)'") }
        return date
    }
}
