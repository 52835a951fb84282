import Categorisation
import Foundation
import StatementImport

/// `statement-import recategorise`: run the chain again over unlocked rows (after rules change)
/// and show what moves, old → new, with the reason. At a terminal it shows the moves first and
/// asks; `--yes` and input that is not a terminal (a script, cron) apply at once, as
/// `statements remove` and `review --set` do; `--dry-run` only shows.
enum RecategoriseCommand {
    static let spec = CommandSpec(
        name: "recategorise",
        summary: "Re-run the categorisation chain over unlocked rows and show what moves.",
        options: [
            CommonOptions.ledger,
            .flag("--dry-run", "Only show what would move."),
            .flag("--yes", "Move without asking (at a terminal it shows the moves and asks first)."),
            CommonOptions.threshold,
        ] + RemoteOptions.all,
        discussion: """
            At a terminal the rows that would move are listed and nothing changes until you answer y.
            With --yes, or when standard input is not a terminal (a script, a pipe, cron), the moves are
            made at once and listed, so existing scripts keep working; --dry-run only lists them.
            """,
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let recategorise = Recategorise(
            session: context.session(
                arguments, threshold: arguments.typed("--threshold") ?? CategorisationChain.defaultThreshold,
                remote: try RemoteOptions.choice(arguments)))
        let dryRun = arguments.has("--dry-run")
        let asks = !dryRun && !arguments.has("--yes") && TerminalKeys.isTerminal
        var result = try recategorise.run(dryRun: dryRun || asks)
        for warning in result.remoteWarnings { context.console.error("statement-import recategorise: warning: \(warning)") }
        for move in result.moves {
            let row = move.row, suggestion = move.suggestion
            context.console.print(
                "\(row.date.iso)  \(row.description)\n  \(row.categoryID ?? "none") → \(suggestion.categoryID ?? "none") "
                    + "(\(String(format: "%.2f", suggestion.confidence)), \(suggestion.source.rawValue)): \(suggestion.explanation)")
        }
        if asks && !result.moves.isEmpty {
            context.console.write(result.moves.count == 1 ? "Move this row? [y/N] " : "Move these \(result.moves.count) rows? [y/N] ")
            fflush(nil)
            let answer = (readLine(strippingNewline: true) ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                context.console.print("nothing moved")
                return .success
            }
            result = try recategorise.apply(result)
        }
        context.console.print("\(result.moves.count) of \(result.rowsConsidered) unlocked rows \(result.dryRun ? "would move" : "moved")")
        if let remoteLine = result.remoteLine { context.console.print(remoteLine) }
        return .success
    }
}
