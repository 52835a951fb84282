import LedgerStore
import StatementImport

/// `statement-import statements`: every imported statement with its verdict.
enum StatementsCommand {
    static let spec = CommandSpec(name: "statements", summary: "List the imported statements and their verdicts.",
                                  options: [CommonOptions.ledger], run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        for statement in try BrowseLedger(ledger: context.ledger(arguments)).statements() {
            let period = [statement.periodStart?.iso, statement.periodEnd?.iso].compactMap { $0 }.joined(separator: " to ")
            context.console.print("\(statement.id)\t\(DisplayName.of(statement.fileName))\t\(period.isEmpty ? "-" : period)\t"
                + "\(statement.verdict.rawValue)\(statement.acceptedUnverified ? " (accepted)" : "")\t\(statement.rowCount) rows\t"
                + "\(statement.openingBalance?.groupedString ?? "-") → \(statement.closingBalance?.groupedString ?? "-")")
        }
        return .success
    }
}
