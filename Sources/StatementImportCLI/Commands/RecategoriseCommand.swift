import Categorisation
import Foundation
import LedgerStore

/// `statement-import recategorise`: run the chain again over unlocked rows (after rules change)
/// and show what moves, old → new, with the reason.
enum RecategoriseCommand {
    static let spec = CommandSpec(
        name: "recategorise",
        summary: "Re-run the categorisation chain over unlocked rows and show what moves.",
        options: [
            LedgerOpener.option,
            .flag("--dry-run", "Only show what would move."),
            .value("--threshold", "0.7", "The confidence a category needs; rows below it wait for review."),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let ledger = try LedgerOpener.open(arguments, context)
        let categoriser = try ImportCategoriser.load(ledger: ledger, environment: context.environment,
                                                     threshold: try ThresholdOption.value(arguments))
        let rows = try ledger.transactions().filter { !$0.locked }
        let results = try categoriser.categorise(rows.map { row in
            CategorisationInput(transactionID: row.id, description: row.description, amount: row.amount, date: row.date,
                                locale: StatementLocale(currency: row.amount.currency))
        })
        var moved = 0
        for (row, result) in zip(rows, results) {
            let suggestion = result.suggestion
            guard suggestion.categoryID != row.categoryID || abs(suggestion.confidence - row.confidence) > 0.001 else { continue }
            moved += 1
            context.console.print("\(row.date.iso)  \(row.description)\n  \(row.categoryID ?? "none") → \(suggestion.categoryID ?? "none") "
                + "(\(String(format: "%.2f", suggestion.confidence)), \(suggestion.source.rawValue)): \(suggestion.explanation)")
            if !arguments.has("--dry-run") {
                try ledger.setCategory(transactionID: row.id, category: suggestion.categoryID, source: suggestion.source,
                                       confidence: suggestion.confidence, reason: suggestion.explanation,
                                       belowThreshold: result.needsReview)
            }
        }
        context.console.print("\(moved) of \(rows.count) unlocked rows \(arguments.has("--dry-run") ? "would move" : "moved")")
        return .success
    }
}
