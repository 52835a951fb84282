import StatementImport

/// `statement-import learned`: what the ledger has learned from people's choices, and forgetting it.
enum LearnedCommand {
    static let spec = CommandSpec(
        name: "learned",
        summary: "Show the merchants the ledger has learned, or --forget one.",
        options: [CommonOptions.ledger, .value("--forget", "MERCHANT", "Forget what was learned about this merchant.")],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let ledger = BrowseLedger(ledger: context.ledger(arguments))
        if let merchant = arguments.value("--forget") {
            context.console.print("forgot \(try ledger.forget(merchant: merchant))")
            return .success
        }
        let records = try ledger.learnedMerchants()
        for record in records {
            context.console.print("\(record.merchant)\t\(record.categoryID)\tconfidence \(String(format: "%.2f", record.confidence))\t"
                + "\(record.agreements) agreed, \(record.disagreements) disagreed")
        }
        context.console.print("\(records.count) merchants learned")
        return .success
    }
}
