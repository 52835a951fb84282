import LedgerStore
import StatementImport

/// `statement-import accounts`: the accounts the ledger knows.
enum AccountsCommand {
    static let spec = CommandSpec(name: "accounts", summary: "List the accounts in the ledger.",
                                  options: [CommonOptions.ledger], run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        for account in try BrowseLedger(ledger: context.ledger(arguments)).accounts() {
            context.console.print("\(account.id)\t\(account.institution)\t\(account.maskedNumber)\t\(account.currency.code)\t\(account.kind.rawValue)")
        }
        return .success
    }
}
