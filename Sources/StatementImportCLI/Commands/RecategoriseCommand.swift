import Categorisation
import Foundation
import StatementImport

/// `statement-import recategorise`: run the chain again over unlocked rows (after rules change)
/// and show what moves, old → new, with the reason.
enum RecategoriseCommand {
    static let spec = CommandSpec(
        name: "recategorise",
        summary: "Re-run the categorisation chain over unlocked rows and show what moves.",
        options: [
            CommonOptions.ledger,
            .flag("--dry-run", "Only show what would move."),
            CommonOptions.threshold,
        ] + RemoteOptions.all,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let recategorise = Recategorise(ledger: context.ledger(arguments), folders: context.ruleFolders,
                                        threshold: arguments.typed("--threshold") ?? CategorisationChain.defaultThreshold,
                                        remote: try RemoteOptions.choice(arguments), environment: context.environment)
        let result = try recategorise.run(dryRun: arguments.has("--dry-run"))
        for warning in result.remoteWarnings { context.console.error("statement-import recategorise: warning: \(warning)") }
        for move in result.moves {
            let row = move.row, suggestion = move.suggestion
            context.console.print("\(row.date.iso)  \(row.description)\n  \(row.categoryID ?? "none") → \(suggestion.categoryID ?? "none") "
                + "(\(String(format: "%.2f", suggestion.confidence)), \(suggestion.source.rawValue)): \(suggestion.explanation)")
        }
        context.console.print("\(result.moves.count) of \(result.rowsConsidered) unlocked rows \(result.dryRun ? "would move" : "moved")")
        if let remoteLine = result.remoteLine { context.console.print(remoteLine) }
        return .success
    }
}
