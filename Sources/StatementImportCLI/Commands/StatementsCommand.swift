import LedgerStore
import StatementImport
import Toolbox

/// `statement-import statements [remove ID]`: every imported statement with its verdict and the
/// gaps between an account's statements; or take a wrong import back.
enum StatementsCommand {
    static let spec = CommandSpec(
        name: "statements",
        summary: "List the imported statements, their verdicts and gaps; `statements remove ID` takes one back.",
        arguments: "[remove ID]",
        minimumPositionals: 0,
        maximumPositionals: 2,
        options: [CommonOptions.ledger, .flag("--dry-run", "With remove: show what would go, change nothing.")],
        discussion: """
            remove ID deletes the statement and the rows no other statement also printed (overlapping
            statements keep theirs), keeps locked choices as learned memory, and records the removal; all
            or nothing. Removing one account of a file printing several keeps the others: importing the
            file again brings the removed one back alone.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let positionals = arguments.positionals
        if let verb = positionals.first {
            guard verb == "remove", positionals.count == 2, let id = Int64(positionals[1]) else {
                throw AppError.usage("statements takes no argument, or `remove ID` with a statement id from `statement-import statements`")
            }
            let removal = try LedgerCorrections(ledger: context.ledger(arguments)).removeStatement(id: id, dryRun: arguments.has("--dry-run"))
            let verbText = removal.dryRun ? "would remove" : "removed"
            context.console.print(
                "\(verbText) statement \(id) (\(DisplayName.of(removal.fileName))): \(Counted(removal.removedRows, "row")), "
                    + "\(removal.keptRows) kept because another statement printed them too, "
                    + "\(removal.learnedMerchants.count) locked choices kept as learned memory")
            if !removal.sameFile.isEmpty {
                // The file's other accounts stay; the ledger remembers this section to bring it back.
                let ids = removal.sameFile.map(String.init).joined(separator: ", ")
                context.console.print(
                    "the file's other \(removal.sameFile.count == 1 ? "statement (\(ids)) stays" : "statements (\(ids)) stay"): "
                        + "importing the file again brings this one back alone")
            }
            return .success
        }
        let ledger = context.ledger(arguments)
        let browser = BrowseLedger(ledger: ledger)
        let accounts = StoredAccount.distinctLabels(try browser.accounts())
        let statements = try browser.statements()
        context.console.print("Id\tFile\tAccount\tPeriod\tVerdict\tRows\tOpening → closing")
        for statement in statements {
            let period = [statement.periodStart?.iso, statement.periodEnd?.iso].compactMap { $0 }.joined(separator: " to ")
            context.console.print(
                "\(statement.id)\t\(DisplayName.of(statement.fileName))\t\(accounts[statement.accountID] ?? "?")\t\(period.isEmpty ? "-" : period)\t"
                    + "\(statement.verdict.rawValue)\(statement.acceptedUnverified ? " (accepted)" : "")\t\(Counted(statement.rowCount, "row"))\t"
                    + "\(statement.openingBalance?.groupedString ?? "-") → \(statement.closingBalance?.groupedString ?? "-")")
        }
        for removed in try browser.removedSections() {
            context.console.print(
                "removed: section \(removed.section) of \(DisplayName.of(removed.fileName)) (statement \(removed.statementID)); "
                    + "importing the file again brings it back")
        }
        for gap in try LedgerCorrections(ledger: ledger).reconciliation().filter(\.isGap) {
            context.console.print("gap: \(gap.description)")
        }
        for contradiction in try LedgerCorrections(ledger: ledger).contradictions() {
            context.console.print("contradiction: \(contradiction.description)")
        }
        return .success
    }
}
