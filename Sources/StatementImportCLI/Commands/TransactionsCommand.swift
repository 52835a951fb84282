import Foundation
import LedgerStore
import StatementCore
import StatementImport
import Toolbox

/// `statement-import transactions`: what the ledger holds, filtered, for people or scripts.
enum TransactionsCommand {
    static let spec = CommandSpec(
        name: "transactions",
        summary: "List the ledger's transactions with account, currency, category, confidence and source.",
        options: [
            CommonOptions.ledger,
            CommonOptions.since,
            CommonOptions.until,
            .value("--account", "LAST4", "Only this account (its last four characters)."),
            .value("--category", "ID", "Only this category and those below it (an id, name or alias)."),
            .flag("--needs-review", "Only rows waiting for a person."),
            .flag("--duplicates", "Only rows marked duplicate (kept for the audit trail, left out of everything else)."),
            .value("--format", "table|json|csv", "table is for people.", allowed: ["table", "json", "csv"]),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let ledger = BrowseLedger(ledger: context.ledger(arguments))
        let filter = try ledger.filter(
            TransactionFilter(
                since: arguments.typed("--since"), until: arguments.typed("--until"),
                needsReview: arguments.has("--needs-review") ? true : nil,
                duplicates: arguments.has("--duplicates") ? .only : .excluded),
            accountSuffix: arguments.value("--account"), category: arguments.value("--category"))
        switch arguments.value("--format") ?? "table" {
        case "json": context.console.print(try ledger.export(.json, filter: filter))
        case "csv": context.console.write(try ledger.export(.csv, filter: filter))
        default:
            let rows = try ledger.transactions(filter)
            let accounts = StoredAccount.distinctLabels(try ledger.accounts())
            // The account column is as wide as its longest label, so the columns after it line up.
            let width = min(max(rows.map { (accounts[$0.accountID] ?? "?").count }.max() ?? 0, 7), 40)
            context.console.print(
                "Id        Date        " + "Account".padding(width) + "  Amount        Cur  Category        Conf  Source   Review        Description")
            for row in rows {
                context.console.print(
                    ReviewRow.shortID(row.id) + "  " + row.date.iso + "  " + (accounts[row.accountID] ?? "?").padding(width) + "  "
                        + row.amount.groupedString.leftPadding(12) + "  " + row.amount.currency.code + "  "
                        + (row.categoryID ?? "-").padding(14) + "  " + String(format: "%.2f", row.confidence) + "  "
                        + row.categorySource.rawValue.padding(7) + "  " + row.reviewStatus.rawValue.padding(12) + "  "
                        + row.description)
            }
            context.console.print("\(Counted(rows.count, "transaction"))")
        }
        return .success
    }
}
