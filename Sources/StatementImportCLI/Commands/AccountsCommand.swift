import LedgerStore
import StatementImport

/// `statement-import accounts`: the accounts the ledger knows, and the layouts of theirs whose
/// statements printing no balance a person accepted once; `accounts forget-unverified ACCOUNT`
/// forgets those.
enum AccountsCommand {
    static let spec = CommandSpec(
        name: "accounts", summary: "List the accounts in the ledger and the statement layouts accepted without a balance.",
        arguments: "[forget-unverified ACCOUNT]",
        maximumPositionals: 2,
        options: [CommonOptions.ledger],
        discussion: """
            A statement that prints no balance at all cannot be verified and is stored only when you accept
            it. `import FILE --accept-unverified --remember` accepts the account's statements of that layout
            (its kind, layout profile and column header) from then on: later ones are stored marked for
            review without the option, while one that does not add up is still refused. The list ends with
            those acceptances; `accounts forget-unverified ACCOUNT` (its id, name or last four) forgets them.
            """,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let browse = BrowseLedger(ledger: context.ledger(arguments))
        switch arguments.positionals.first {
        case nil: break
        case "forget-unverified":
            guard arguments.positionals.count == 2 else {
                throw AppError.usage("forget-unverified takes an ACCOUNT, like `accounts forget-unverified 3`")
            }
            let (accountID, forgotten) = try browse.forgetUnverifiedAcceptances(account: arguments.positionals[1])
            guard forgotten > 0 else {
                context.console.error("statement-import accounts: account \(accountID) has no accepted layout to forget")
                return .failure
            }
            context.console.print(
                "account \(accountID): \(forgotten) accepted \(forgotten == 1 ? "layout" : "layouts") forgotten; "
                    + "its statements printing no balance need --accept-unverified again")
            return .success
        case let word?:
            throw AppError.usage("unknown word '\(DisplayName.of(word))': use `accounts` or `accounts forget-unverified ACCOUNT`")
        }
        let accounts = try browse.accounts()
        context.console.print("Id\tInstitution\tNumber\tCurrency\tKind\tName")
        for account in accounts {
            // The bank code before the last four, as statements print them: "20-45-67 …5678".
            let number = [account.bankCode, account.maskedNumber].compactMap { $0 }.joined(separator: " ")
            context.console.print(
                "\(account.id)\t\(account.institution)\t\(number)\t\(account.currency.code)\t\(account.kind.rawValue)"
                    + (account.name.map { "\t\($0)" } ?? ""))
        }
        let accepted = try browse.unverifiedAcceptances()
        if !accepted.isEmpty {
            context.console.print("")
            context.console.print("Accepted without a balance (stored marked for review; `accounts forget-unverified ACCOUNT` forgets):")
            for acceptance in accepted {
                context.console.print(
                    "account \(acceptance.accountID): \(acceptance.layoutWords) (accepted \(acceptance.acceptedAt.prefix(10)) "
                        + "with \(acceptance.fileName))")
            }
        }
        return .success
    }
}
