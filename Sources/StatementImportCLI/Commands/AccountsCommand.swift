import LedgerStore
import StatementImport

/// `statement-import accounts`: the accounts the ledger knows.
enum AccountsCommand {
    static let spec = CommandSpec(
        name: "accounts", summary: "List the accounts in the ledger.",
        options: [CommonOptions.ledger], run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let accounts = try BrowseLedger(ledger: context.ledger(arguments)).accounts()
        context.console.print("Id\tInstitution\tNumber\tCurrency\tKind\tName")
        for account in accounts {
            // The bank code before the last four, as statements print them: "20-45-67 …5678".
            let number = [account.bankCode, account.maskedNumber].compactMap { $0 }.joined(separator: " ")
            context.console.print(
                "\(account.id)\t\(account.institution)\t\(number)\t\(account.currency.code)\t\(account.kind.rawValue)"
                    + (account.name.map { "\t\($0)" } ?? ""))
        }
        return .success
    }
}
