import LedgerStore

/// `statement-import accounts`: the accounts the ledger knows.
enum AccountsCommand {
    static let spec = CommandSpec(name: "accounts", summary: "List the accounts in the ledger.",
                                  options: [LedgerOpener.option], run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let ledger = try LedgerOpener.open(arguments, context)
        for account in try ledger.accounts() {
            context.console.print("\(account.id)\t\(account.institution)\t\(account.maskedNumber)\t\(account.currency.code)\t\(account.kind.rawValue)")
        }
        return .success
    }
}
