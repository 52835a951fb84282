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
            guard let forgotten = try ledger.forget(merchant: merchant) else {
                context.console.error(
                    "statement-import learned: nothing is learned about '\(DisplayName.of(merchant))': "
                        + "`statement-import learned` lists the merchants")
                return .failure
            }
            context.console.print("forgot \(forgotten)")
            return .success
        }
        let records = try ledger.learnedMerchants()
        context.console.print("Merchant\tCategory\tConfidence\tPeople's choices")
        for record in records {
            context.console.print(
                "\(record.merchant)\t\(record.categoryID)\tconfidence \(String(format: "%.2f", record.confidence))\t"
                    + "\(record.agreements) agreed, \(record.disagreements) disagreed")
        }
        context.console.print("\(records.count) merchants learned")
        return .success
    }
}
